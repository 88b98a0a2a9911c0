"""Check a deployment answers: every function, anonymously, and the web client's origin.

Reads `terraform output -json` (or the same shape): healthz must answer 200 {"status": "ok"};
every other function must answer an anonymous request with a 4xx in the API.md error shape,
which shows it imported, wired its stores and checked identity (the MCP function must also
publish its protected-resource metadata, which only its ASGI mode serves); config.json must send the
page to its own origin (no per-function URLs: Firebase Hosting rewrites the API paths), and
healthz must answer there too. Exits non-zero, listing what failed.

Usage: python infra/smoke.py OUTPUTS_JSON
"""

from __future__ import annotations

import json
import sys
import urllib.error
import urllib.request

TIMEOUT_SECONDS = 60
MCP_METADATA = "/.well-known/oauth-protected-resource"  # RFC 9728, answered by the mcp function


def fetch(url: str, *, method: str = "GET", body: bytes | None = None) -> tuple[int, object]:
    request = urllib.request.Request(url, data=body, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_SECONDS) as response:
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, raw = error.code, error.read()
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, raw[:200].decode(errors="replace")


def is_error_shape(payload: object) -> bool:
    error = payload.get("error") if isinstance(payload, dict) else None
    return isinstance(error, dict) and isinstance(error.get("code"), str) and isinstance(error.get("message"), str)


def check_function(name: str, url: str) -> str | None:
    if name == "healthz":
        status, payload = fetch(url)
        if status == 200 and isinstance(payload, dict) and payload.get("status") == "ok":
            return None
        return f"healthz answered {status} {payload!r}"
    status, payload = fetch(url, method="POST", body=b"{}")
    if not (400 <= status < 500 and is_error_shape(payload)):
        return f"{name} answered an anonymous request with {status} {payload!r}, not a 4xx JSON error"
    if name == "mcp":
        status, payload = fetch(url.rstrip("/") + MCP_METADATA)
        if status != 200 or not isinstance(payload, dict) or not payload.get("authorization_servers"):
            return f"mcp answered its protected-resource metadata with {status} {payload!r}"
    return None


def check_web_origin(web_url: str, config_url: str) -> str | None:
    status, payload = fetch(config_url)
    if status != 200 or not isinstance(payload, dict):
        return f"config.json answered {status} {payload!r}"
    if payload.get("apiBase") != "" or payload.get("functions"):
        return f"config.json {payload!r} sends the page to another origin than its own"
    status, payload = fetch(web_url.rstrip("/") + "/healthz")
    if status != 200 or not isinstance(payload, dict) or payload.get("status") != "ok":
        return f"healthz on the web origin answered {status} {payload!r}: the Hosting rewrites are not in place"
    return None


def smoke(outputs: dict) -> list[str]:
    function_urls = outputs["function_urls"]["value"]
    problems = [check_function(name, url) for name, url in sorted(function_urls.items())]
    problems.append(check_web_origin(outputs["web_url"]["value"], outputs["web_config_url"]["value"]))
    return [problem for problem in problems if problem]


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    with open(sys.argv[1]) as handle:
        failures = smoke(json.load(handle))
    for failure in failures:
        print(f"FAIL {failure}")
    print("smoke: ok" if not failures else f"smoke: {len(failures)} failed")
    sys.exit(1 if failures else 0)
