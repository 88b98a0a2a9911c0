"""The deploy description agrees with the code: functions, settings, secrets, indexes, build steps."""

from __future__ import annotations

import fnmatch
import inspect
import json
import re
import sys
import typing

import pytest
import yaml

from moss.entrypoints.routes import ROUTES
from moss.settings import Settings

from .infra import (
    INFRA,
    LOCAL_ONLY,
    ROOT,
    Terraform,
    asgi_functions,
    entry_points,
    setting_environment_names,
)

# The Python of the deployed functions; the tests, Cloud Build and the lock files use the same one.
FUNCTIONS_RUNTIME = "python311"
# Settings whose local default (SQLite, dev tokens, no CORS, a data dir under the source
# folder) is wrong in the cloud, so the deployment must set each one.
CLOUD_SETTINGS = {
    "auth",
    "fact_store",
    "working_store",
    "reference_cache",
    "redis_url",
    "firestore_project",
    "jwks_url",
    "jwt_issuer",
    "jwt_audience",
    "cors_origins",
    "data_dir",
    "rate_limit",
    "rate_limit_storage",
}


@pytest.fixture(scope="module")
def terraform() -> Terraform:
    return Terraform()


@pytest.fixture(scope="module")
def cloudbuild() -> dict:
    return yaml.safe_load((ROOT / "cloudbuild.yaml").read_text())


def infra_environment(terraform: Terraform) -> set[str]:
    return set(terraform.locals["environment"]) | set(terraform.locals["secret_environment"])


def test_terraform_deploys_every_http_function_but_the_local_router(terraform):
    discovered = set(entry_points())
    assert LOCAL_ONLY <= discovered, "the registry lookup no longer sees main.py's functions"
    assert set(terraform.locals["functions"]) == discovered - LOCAL_ONLY


def test_the_asgi_functions_run_in_functions_frameworks_asgi_mode(terraform):
    """An ASGI entry point answers only when FUNCTION_USE_ASGI is set; a Flask one must not get it."""
    assert set(asgi_functions()) == {"mcp"}, "the discovery no longer sees main.py's ASGI function"
    assert set(terraform.locals["asgi_functions"]) == set(asgi_functions())
    service = terraform.resources("google_cloudfunctions2_function")["moss"]["service_config"][0]
    assert service["environment_variables"] == (
        '${merge(local.environment, {for name in ["FUNCTION_USE_ASGI"] : name => "true" '
        "if contains(local.asgi_functions, each.key)})}"
    )


def request_signature(function) -> inspect.Signature:
    """The signature functions-framework's call reaches: the first one below its (*args, **kwargs) wrappers."""
    variadic = {inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD}
    while True:
        signature = inspect.signature(function, follow_wrapped=False)
        if not hasattr(function, "__wrapped__") or {p.kind for p in signature.parameters.values()} - variadic:
            return signature
        function = function.__wrapped__


def test_every_deployed_entry_point_takes_the_request_alone(terraform):
    functions = entry_points()
    for name in terraform.locals["functions"]:
        assert name in functions, f"{name} is deployed but is not an HTTP function of functions/main.py"
        parameters = list(request_signature(functions[name]).parameters.values())
        assert len(parameters) == 1 and parameters[0].default is inspect.Parameter.empty, (
            f"{name} must be {name}(request)"
        )


def test_one_cloud_function_per_entry_point_with_the_shared_runtime_settings(terraform):
    function = terraform.resources("google_cloudfunctions2_function")["moss"]
    assert function["for_each"] == "${local.functions}"
    build = function["build_config"][0]
    assert build["entry_point"] == "${each.key}"
    assert build["runtime"] == FUNCTIONS_RUNTIME
    service = function["service_config"][0]
    assert "local.environment" in service["environment_variables"]
    assert service["vpc_connector"] == "${google_vpc_access_connector.moss.id}"
    assert service["service_account_email"] == "${google_service_account.functions[each.key].email}"
    for field in ("available_memory", "timeout_seconds", "max_instance_count"):
        assert field in service
    [secrets] = [block["secret_environment_variables"] for block in service["dynamic"]]
    assert "local.secret_environment" in secrets["for_each"]
    invokers = terraform.resources("google_cloud_run_service_iam_member")["public"]
    assert invokers["for_each"] == "${google_cloudfunctions2_function.moss}"
    assert invokers["member"] == "allUsers"


def test_every_environment_variable_in_infra_is_a_setting(terraform):
    known = setting_environment_names()
    unknown = {name for name in infra_environment(terraform) if name.upper() not in known}
    assert not unknown, f"infra sets variables no setting reads: {sorted(unknown)}"


def test_every_required_setting_is_set(terraform):
    known = setting_environment_names()
    set_fields = {known[name.upper()] for name in infra_environment(terraform)}
    required = {name for name, field in Settings.model_fields.items() if field.is_required()}
    missing = (required | CLOUD_SETTINGS) - set_fields
    assert not missing, f"infra leaves these settings at their local defaults: {sorted(missing)}"


def test_literal_values_and_variable_defaults_are_valid_settings(terraform, monkeypatch):
    """Build Settings from the environment infra sets, with each variable at its default."""
    for name in list(setting_environment_names()):
        monkeypatch.delenv(name, raising=False)
    variables = terraform.variables
    resolved = {}
    for name, value in terraform.locals["environment"].items():
        reference = re.fullmatch(r"\$\{var\.(\w+)\}", value)
        if reference and variables[reference.group(1)].get("default"):
            resolved[name] = variables[reference.group(1)]["default"]
        elif "${" not in value:
            resolved[name] = value
    for name, value in resolved.items():
        monkeypatch.setenv(name, value)
    settings = Settings()
    assert (settings.fact_store, settings.working_store, settings.reference_cache) == ("firestore", "redis", "redis")
    assert settings.auth == variables["auth"]["default"] == "jwt"


def test_variable_choices_are_the_settings_choices(terraform):
    """A variable validated by contains([...], var.x) offers exactly the setting's Literal values."""
    known = setting_environment_names()
    checked = 0
    for env_name, value in terraform.locals["environment"].items():
        reference = re.fullmatch(r"\$\{var\.(\w+)\}", value)
        if not reference:
            continue
        for validation in terraform.variables[reference.group(1)].get("validation", []):
            choices = re.fullmatch(r"\$\{contains\(\[(.*)\], var\.\w+\)\}", validation["condition"])
            if choices:
                offered = set(re.findall(r'"([^"]*)"', choices.group(1)))
                annotation = Settings.model_fields[known[env_name]].annotation
                assert offered == set(typing.get_args(annotation)), env_name
                checked += 1
    assert checked >= 3  # auth, parser, synthesizer


def test_secrets_come_from_secret_manager_and_only_where_needed(terraform):
    environment, secrets = terraform.locals["environment"], terraform.locals["secret_environment"]
    known = setting_environment_names()
    secret_fields = {name for name, field in Settings.model_fields.items() if "SecretStr" in str(field.annotation)}
    for env_name in environment:
        assert known[env_name.upper()] not in secret_fields, f"{env_name} must come from Secret Manager"
    for env_name in ("MOSS_GEMINI_API_KEY", "MOSS_TELEGRAM_SECRET", "REDIS_URL", "MOSS_REDIS_CA_CERT"):
        assert secrets[env_name]["secret"].startswith("${google_secret_manager_secret.")
    assert secrets["MOSS_TELEGRAM_SECRET"]["functions"] == ["telegram_webhook"]
    assert secrets["MOSS_MCP_STATE_KEY"]["functions"] == ["mcp"] and secrets["MOSS_MCP_STATE_KEY"]["mounted"] is True
    assert secrets["MOSS_REDIS_CA_CERT"]["functions"] == secrets["REDIS_URL"]["functions"]
    for unneeded in ("healthz", "openapi", "auth_dev"):
        assert unneeded not in terraform.locals["redis_functions"], f"{unneeded} never talks to Redis"
    secret_resource = terraform.resources("google_secret_manager_secret")["moss"]
    declared = set(re.findall(r'"(\w+)"', secret_resource["for_each"]))
    for secret in secrets.values():
        assert re.findall(r'moss\["(\w+)"\]', secret["secret"]) == [secret["key"]]
        assert secret["key"] in declared


def test_each_function_reads_only_the_secrets_it_mounts(terraform):
    accessors = terraform.resources("google_secret_manager_secret_iam_member")["functions"]
    assert accessors["for_each"] == "${local.secret_readers}"
    assert accessors["member"] == "serviceAccount:${google_service_account.functions[each.value.function].email}"
    readers = terraform.locals["secret_readers"]
    assert "local.secret_environment" in readers and "secret.functions" in readers and "secret.mounted" in readers


def test_one_service_account_per_function_with_only_the_roles_it_needs(terraform):
    accounts = terraform.resources("google_service_account")["functions"]
    assert accounts["for_each"] == "${local.functions}"
    logs = terraform.resources("google_project_iam_member")["logs"]
    assert (logs["for_each"], logs["role"]) == ("${local.functions}", "roles/logging.logWriter")
    firestore = terraform.resources("google_project_iam_member")["firestore"]
    assert firestore["role"] == "roles/datastore.user" and firestore["for_each"] == "${local.firestore_functions}"
    assert "google_firestore_database.facts.name" in firestore["condition"][0]["expression"]
    users = set(re.findall(r'"(\w+)"', terraform.locals["firestore_functions"]))
    assert users == {
        "parse",
        "lint_commit",
        "confirm",
        "undo",
        "query",
        "memories",
        "messages",
        "telegram_webhook",
        "calendar",
        "mcp",
    }
    roles = {body["role"] for body in terraform.resources("google_project_iam_member").values()}
    assert roles == {"roles/datastore.user", "roles/logging.logWriter"}


def test_memorystore_speaks_tls_with_auth(terraform):
    redis = terraform.resources("google_redis_instance")["working"]
    assert redis["auth_enabled"] is True and redis["transit_encryption_mode"] == "SERVER_AUTHENTICATION"
    generated = terraform.locals["generated_secrets"]
    assert generated["redis_url"].startswith("rediss://:${google_redis_instance.working.auth_string}@")
    assert generated["redis_ca_cert"] == "${google_redis_instance.working.server_ca_certs[0].cert}"


def test_the_web_client_shares_the_functions_origin_so_there_is_no_cors(terraform):
    locals_ = terraform.locals
    assert locals_["environment"]["MOSS_CORS_ORIGINS"] == ""
    config = locals_["web_config"]
    assert config.startswith('${var.auth == "dev" ? {apiBase = "", auth = "dev"} : {apiBase = "", auth = "firebase"')
    assert set(locals_["api_paths"]) == set(locals_["functions"]), "every function is reachable from the page's origin"
    for route in ROUTES:
        path = route.rule.replace("<", "").replace(">", "")  # a parameter stands for any one segment
        globs = locals_["api_paths"][route.function]
        assert any(fnmatch.fnmatchcase(path, glob.replace("**", "*")) for glob in globs), (
            f"{route.rule} of {route.function} is not rewritten to it"
        )
    hosting = locals_["firebase_hosting"]["hosting"]
    assert "google_cloudfunctions2_function.moss[name].name" in hosting["rewrites"]
    site = terraform.resources("google_firebase_hosting_site")["web"]
    assert site["provider"] == "google-beta"
    assert not terraform.resources("google_storage_bucket").get("web"), "no page on storage.googleapis.com"


def test_the_hosted_page_signs_in_with_firebase_authentication_that_the_functions_verify(terraform):
    """Deployed with auth = jwt, the page gets the web app's Firebase config and the Auth SDK may
    reach Google's sign-in APIs (CSP); the functions verify exactly those ID tokens."""
    config = terraform.locals["web_config"]
    for part in ("data.google_firebase_web_app_config.moss.api_key", "auth_domain", "projectId = var.project"):
        assert part in config
    identity = terraform.resources("google_identity_platform_config")["moss"]
    assert identity["sign_in"][0]["email"][0] == {"enabled": True, "password_required": True}
    # Open sign-up makes per-account quotas no limit on one person: off unless the operator says so.
    assert identity["client"][0]["permissions"][0] == {"disabled_user_signup": "${!var.allow_sign_up}"}
    assert terraform.variables["allow_sign_up"]["default"] is False
    assert "signUp = var.allow_sign_up" in config
    environment = terraform.locals["environment"]
    assert "securetoken@system.gserviceaccount.com" in environment["MOSS_JWKS_URL"]
    assert (
        environment["MOSS_JWT_ISSUER"] == '${coalesce(var.jwt_issuer, "https://securetoken.google.com/${var.project}")}'
    )
    headers = terraform.locals["firebase_hosting"]["hosting"]["headers"][0]["headers"]
    csp = next(h["value"] for h in headers if h["key"] == "Content-Security-Policy")
    assert "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com" in csp
    assert "identitytoolkit.googleapis.com" in terraform.resources("google_project_service")["apis"]["for_each"]


def test_firestore_indexes_come_from_the_one_json_file(terraform):
    indexes = json.loads((INFRA / "firestore.indexes.json").read_text())
    assert isinstance(indexes["indexes"], list) and isinstance(indexes["fieldOverrides"], list)
    for index in indexes["indexes"]:
        assert index["collectionGroup"] and index["fields"]
        for field in index["fields"]:
            assert field["fieldPath"] and ("order" in field or "arrayConfig" in field)
    assert terraform.locals["firestore_indexes"] == '${jsondecode(file("${path.module}/firestore.indexes.json"))}'
    assert terraform.resources("google_firestore_index")["composite"]["for_each"] == "${local.composite_indexes}"
    assert terraform.resources("google_firestore_database")["facts"]["type"] == "FIRESTORE_NATIVE"


def test_every_variable_and_output_is_described(terraform):
    for kind, blocks in (("variable", terraform.variables), ("output", terraform.outputs)):
        undescribed = [name for name, body in blocks.items() if not body.get("description")]
        assert not undescribed, f"{kind}s without a description: {undescribed}"
    assert {"function_urls", "web_url", "telegram_webhook_url"} <= set(terraform.outputs)


def test_the_functions_run_on_the_python_the_tests_run_on(cloudbuild):
    """Cloud Functions' runtime, Cloud Build's images and the locks' target are this interpreter's version."""
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    assert FUNCTIONS_RUNTIME == f"python{version.replace('.', '')}"
    images = {step["name"] for step in cloudbuild["steps"] if step["name"].startswith("python:")}
    assert images == {f"python:{version}"}
    assert f"--python-version {version} " in (ROOT / "Makefile").read_text(), "`make lock` resolves for it"


def test_cloudbuild_tests_bundles_applies_terraform_and_smoke_checks(cloudbuild):
    commands = [" ".join([step.get("entrypoint", ""), *step.get("args", [])]) for step in cloudbuild["steps"]]
    expected = [
        r"^make test$",
        r"^make bundle$",
        r"-chdir=infra init .*-backend-config=bucket=",
        r"-chdir=infra apply ",
        r"infra/smoke\.py",
    ]
    positions = []
    for pattern in expected:
        matching = [index for index, command in enumerate(commands) if re.search(pattern, command)]
        assert matching, f"no Cloud Build step matches {pattern!r}: {commands}"
        positions.append(matching[0])
    assert positions == sorted(positions), "steps must run test, bundle, init, apply, smoke in that order"
    assert not any("functions deploy" in command for command in commands), "Terraform is the one deployer"
    assert all("waitFor" not in step for step in cloudbuild["steps"]), "every step waits for the one before"


def test_cloudbuild_substitutions_and_terraform_variables_match(cloudbuild, terraform):
    text = (ROOT / "cloudbuild.yaml").read_text()
    used = set(re.findall(r"\$\{(_[A-Z0-9_]+)\}", text))
    assert used == set(cloudbuild["substitutions"]), "every substitution is defined and used"
    passed = {
        entry.split("=", 1)[0].removeprefix("TF_VAR_")
        for step in cloudbuild["steps"]
        for entry in step.get("env", [])
        if entry.startswith("TF_VAR_")
    }
    assert passed <= set(terraform.variables)
    required = {name for name, body in terraform.variables.items() if "default" not in body}
    assert required <= passed, "Cloud Build must give every variable without a default"
