"""google-genai plumbing shared by the Gemini parser and synthesizer.

The client comes from settings (API key or Vertex AI, optional base URL for proxies and
test stubs, per-attempt timeout, retries with exponential backoff on 408/429/5xx), and one
call maps every failure onto the DomainError family: a model that stays unavailable is a
503, a request Gemini refuses or a reply without text is a 502.
"""

from __future__ import annotations

from typing import Any

from google import genai
from google.genai import errors, types
from pydantic import BaseModel

from ..domain.errors import Unavailable, UpstreamError
from ..settings import Settings

RETRIED_STATUSES = (408, 429, 500, 502, 503, 504)
# google-genai talks through httpx, httpx2 or requests depending on its version and backend;
# their timeouts and connection errors are recognised by the module that raised them.
_TRANSPORT_MODULES = ("httpx", "httpx2", "httpcore", "requests", "urllib3", "aiohttp", "google.auth")


class ModelOutputRejected(UpstreamError):
    """The model answered, but with nothing MOSS may use."""

    code = "model_output_invalid"


def response_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The JSON schema of `model` as a `response_schema`. The Gemini API answers 400 to
    `additionalProperties` (google-genai forwards it from extra="forbid"), so it is left out;
    extra keys are still rejected when the reply is validated against `model`."""

    def without(schema: Any) -> Any:
        if isinstance(schema, dict):
            return {k: without(v) for k, v in schema.items() if k != "additionalProperties"}
        if isinstance(schema, list):
            return [without(item) for item in schema]
        return schema

    result: dict[str, Any] = without(model.model_json_schema())
    return result


def gemini_client(settings: Settings, *, needed_by: str) -> genai.Client:
    """A client for `settings`; `needed_by` names the setting that asked for Gemini, for the error."""
    delay = settings.gemini_retry_initial_delay_seconds
    http_options = types.HttpOptions(
        base_url=settings.gemini_base_url,
        timeout=round(settings.gemini_timeout_seconds * 1000),
        retry_options=types.HttpRetryOptions(
            attempts=settings.gemini_retry_attempts,
            initial_delay=delay,
            jitter=delay,
            http_status_codes=list(RETRIED_STATUSES),
        ),
    )
    if not settings.gemini_configured:
        missing = (
            "MOSS_GEMINI_PROJECT (or GOOGLE_CLOUD_PROJECT)"
            if settings.gemini_vertex
            else "MOSS_GEMINI_API_KEY (or GEMINI_API_KEY / GOOGLE_API_KEY), "
            "or MOSS_GEMINI_VERTEX=true with MOSS_GEMINI_PROJECT"
        )
        where = " with MOSS_GEMINI_VERTEX=true" if settings.gemini_vertex else ""
        raise Unavailable(f"{needed_by}{where} needs {missing}", code="model_unconfigured")
    api_key = settings.gemini_api_key.get_secret_value() if settings.gemini_api_key else None
    if not settings.gemini_vertex:
        return genai.Client(vertexai=False, api_key=api_key, http_options=http_options)
    if api_key and not settings.gemini_project:
        # Vertex AI express mode: an API key instead of a project and credentials.
        return genai.Client(vertexai=True, api_key=api_key, http_options=http_options)
    return genai.Client(
        vertexai=True, project=settings.gemini_project, location=settings.gemini_location, http_options=http_options
    )


def generate_text(client: genai.Client, *, model: str, contents: str, config: types.GenerateContentConfig) -> str:
    """The text of one generate_content call (retried by the client), or a DomainError."""
    try:
        response = client.models.generate_content(model=model, contents=contents, config=config)
    except errors.APIError as error:
        if error.code in RETRIED_STATUSES:
            raise Unavailable(
                f"Gemini is unavailable: it kept answering HTTP {error.code} ({error.status or 'no status'})",
                code="model_unavailable",
            ) from error
        raise UpstreamError(
            f"Gemini refused the request (HTTP {error.code})",
            code="model_refused",
            detail=f"Gemini: HTTP {error.code} {error.status or ''} {error.message or ''}",
        ) from error
    except errors.UnknownApiResponseError:
        raise ModelOutputRejected("Gemini's reply was not the JSON of its API") from None
    except Exception as error:
        if not _is_transport_error(error):
            raise
        if "timeout" in type(error).__name__.lower():
            raise Unavailable("Gemini did not answer in time, even after retries", code="model_timeout") from error
        raise Unavailable(f"Gemini cannot be reached: {type(error).__name__}", code="model_unavailable") from error
    text = response.text
    if not text:
        finish = response.candidates[0].finish_reason if response.candidates else None
        raise ModelOutputRejected(f"Gemini returned no text (finish reason: {finish or 'none'})")
    return text


def _is_transport_error(error: Exception) -> bool:
    module = type(error).__module__
    return any(module == root or module.startswith(root + ".") for root in _TRANSPORT_MODULES)
