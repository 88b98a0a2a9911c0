"""The README's configuration table names every setting the code reads."""

from __future__ import annotations

from pathlib import Path

from pydantic import AliasChoices

from moss.settings import Settings

README = (Path(__file__).resolve().parents[1] / "README.md").read_text()


def environment_names(name: str, field) -> list[str]:
    if isinstance(field.validation_alias, AliasChoices):
        return [str(choice) for choice in field.validation_alias.choices]
    return [f"MOSS_{name.upper()}"]


def test_every_setting_is_documented():
    missing = [
        env
        for name, field in Settings.model_fields.items()
        for env in environment_names(name, field)
        if f"`{env}`" not in README
    ]
    assert missing == []
