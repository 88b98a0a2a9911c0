"""The README's configuration table names every setting the code reads."""

from __future__ import annotations

from pathlib import Path

from moss.settings import Settings, environment_names

README = (Path(__file__).resolve().parents[1] / "README.md").read_text()


def test_every_setting_is_documented():
    missing = [
        env
        for name, field in Settings.model_fields.items()
        for env in environment_names(name, field)
        if f"`{env}`" not in README
    ]
    assert missing == []
