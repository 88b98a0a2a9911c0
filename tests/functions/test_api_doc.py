"""docs/api.md and /openapi.json describe the same interface: every operation, every field."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from moss.entrypoints.openapi import openapi_document

API_DOC = Path(__file__).resolve().parents[2] / "docs" / "api.md"
HEADING = re.compile(r"^## (GET|POST|DELETE|PUT|PATCH) (\S+)$", re.M)


def sections() -> dict[str, str]:
    text = API_DOC.read_text()
    found = list(HEADING.finditer(text))
    ends = [m.start() for m in found[1:]] + [len(text)]
    return {f"{m.group(1)} {m.group(2)}": text[m.end() : end] for m, end in zip(found, ends, strict=True)}


def fields(content: dict[str, Any], document: dict[str, Any]) -> set[str]:
    """The fields of a JSON body; none for another media type (a calendar file)."""
    schema = content.get("application/json", {}).get("schema", {})
    if "$ref" not in schema:
        return set()
    name = schema["$ref"].rsplit("/", 1)[-1]
    return set(document["components"]["schemas"][name].get("properties", {}))


def operations() -> dict[str, set[str]]:
    document = openapi_document()
    named: dict[str, set[str]] = {}
    for path, methods in document["paths"].items():
        for method, operation in methods.items():
            names = fields(operation["responses"]["200"]["content"], document)
            if "requestBody" in operation:
                names |= fields(operation["requestBody"]["content"], document)
            names |= {parameter["name"] for parameter in operation.get("parameters", [])}
            named[f"{method.upper()} {path}"] = names
    return named


def test_every_operation_has_a_section_and_no_section_is_stale():
    assert set(sections()) == set(operations())


def test_every_section_names_every_field_its_operation_takes_and_returns():
    documented = sections()
    missing = {
        operation: sorted(name for name in names if f"`{name}`" not in documented[operation])
        for operation, names in operations().items()
    }
    assert {operation: names for operation, names in missing.items() if names} == {}, (
        "document these fields in docs/api.md"
    )


def test_every_error_status_the_doc_names_is_in_every_operation():
    """The error statuses listed under "Errors" in docs/api.md, each in every operation's responses."""
    errors = API_DOC.read_text().split("- **Errors**", 1)[1].split("\n- ", 1)[0]
    documented = set(re.findall(r"(?<!never a )\b([45]\d\d) ", errors))  # "never a 500 for bad input"
    assert {"400", "502", "503"} <= documented
    for path, methods in openapi_document()["paths"].items():
        for method, operation in methods.items():
            assert documented <= set(operation["responses"]), f"{method.upper()} {path}"


def test_the_mcp_tools_are_the_ones_documented_with_their_arguments():
    from moss.mcp.http import user_of
    from moss.mcp.server import TOOLS, build_server

    text = API_DOC.read_text().split("# MOSS for agents (MCP)", 1)[1]
    documented = re.findall(r"^- `(\w+)` \(", text, re.M)
    assert documented == list(TOOLS)
    server = build_server(lambda user: None, user_of)  # type: ignore[arg-type,return-value]
    for tool in server._tool_manager.list_tools():
        line = text.split(f"- `{tool.name}` (", 1)[1].split("\n- ", 1)[0]
        assert all(f"`{name}`" in line for name in tool.parameters["properties"]), tool.name


def backticked(text: str, pattern: str) -> set[str]:
    return set(re.findall(rf"`({pattern})`", text))


def lint_result_row(field: str) -> str:
    """The description of `field` in the response table of POST /lint_commit."""
    return sections()["POST /lint_commit"].split(f"| `{field}` |", 1)[1].split("\n", 1)[0]


def test_the_statuses_documented_are_the_codes():
    from moss.domain.models import Status

    assert backticked(lint_result_row("status"), "[A-Z_]+") == {status.value for status in Status}


def test_the_conflict_types_documented_are_the_codes():
    from moss.domain.policy import default_policy
    from moss.usecases.correct import AMBIGUOUS_TARGET, RESTORE_INVALIDATED

    raised = {rule.conflict_type for rule in default_policy().rules} | {"NONE", AMBIGUOUS_TARGET, RESTORE_INVALIDATED}
    assert backticked(lint_result_row("conflict_type"), "[A-Z_]+") == raised


def raised_error_codes() -> set[str]:
    """Every `code` an error of the service can carry: each family's own, and each one given."""
    from moss.domain.errors import DomainError

    sources = [*(API_DOC.parents[1] / "shared" / "moss").rglob("*.py"), API_DOC.parents[1] / "functions" / "main.py"]
    given = {code for source in sources for code in re.findall(r'\bcode="([a-z_]+)"', source.read_text())}
    return given | {family.code for family in DomainError.__subclasses__()}


def test_the_error_codes_documented_are_the_codes():
    listed = API_DOC.read_text().split("- **Error codes**", 1)[1].split("\n- ", 1)[0]
    assert backticked(listed, "[a-z_]+") - {"code"} == raised_error_codes()
