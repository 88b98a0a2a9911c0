locals {
  # Every functions-framework HTTP function of functions/main.py except moss_local (the local
  # router); tests/deploy/test_consistency.py holds this map to main.py.
  functions = {
    parse            = { description = "POST /parse: record an utterance and parse it into facts" }
    lint_commit      = { description = "POST /lint_commit: lint a parsed write against active facts and commit it" }
    confirm          = { description = "POST /confirm: approve or cancel a pending write, or choose a candidate" }
    undo             = { description = "POST /undo: revert every effect of one earlier write" }
    query            = { description = "POST /query: answer from active facts only" }
    memories         = { description = "GET /memories and GET /memories/{id}/provenance" }
    messages         = { description = "GET /messages: the caller's utterances, newest first, with their outcomes" }
    auth_dev         = { description = "POST /auth/dev: dev tokens when auth = dev; 404 otherwise" }
    healthz          = { description = "GET /healthz: liveness and the configured stores" }
    telegram_webhook = { description = "POST: Telegram updates, accepted only with the Telegram secret" }
    openapi          = { description = "GET: the OpenAPI description of the contract (/openapi.json locally)" }
    calendar         = { description = "GET /calendar.ics, POST|DELETE /calendar/subscription, POST /calendar/import, GET /calendar/feed/{token}.ics" }
    mcp              = { description = "POST /mcp: the MCP server (streamable HTTP, stateless: docs/deploy.md)" }
  }

  # Entry points of functions/main.py that are ASGI apps (async, answering an ASGI app), which
  # functions-framework serves with Starlette only when FUNCTION_USE_ASGI is set; the rest are
  # Flask (WSGI) functions. tests/deploy/test_consistency.py holds this list to main.py.
  asgi_functions = ["mcp"]

  # What a person waits for when they write: kept started with var.write_path_min_instances.
  write_path = ["parse", "lint_commit", "confirm", "undo"]

  # Plain environment of every function; each name is a field of moss/settings.py.
  environment = {
    MOSS_AUTH               = var.auth
    MOSS_FACT_STORE         = "firestore"
    MOSS_WORKING_STORE      = "redis"
    MOSS_REFERENCE_CACHE    = "redis"
    MOSS_FIRESTORE_PROJECT  = var.project
    MOSS_FIRESTORE_DATABASE = google_firestore_database.facts.name
    MOSS_PARSER             = var.parser
    MOSS_SYNTHESIZER        = var.synthesizer
    MOSS_GEMINI_MODEL       = var.gemini_model
    MOSS_JWKS_URL           = coalesce(var.jwks_url, "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com")
    MOSS_JWT_ISSUER         = coalesce(var.jwt_issuer, "https://securetoken.google.com/${var.project}")
    MOSS_JWT_AUDIENCE       = coalesce(var.jwt_audience, var.project)
    # The web client is served from the functions' own origin (web.tf): no cross-origin caller.
    MOSS_CORS_ORIGINS       = ""
    MOSS_TIMEZONE           = var.timezone
    MOSS_RATE_LIMIT         = var.rate_limit
    MOSS_RATE_LIMIT_STORAGE = "redis"
    # The source folder is read-only when deployed; nothing should be written there.
    MOSS_DATA_DIR = "/tmp/moss"
    # auth = "dev" is for demo projects (variables.tf): choosing it is the opt-in a public dev sign-in needs.
    MOSS_ALLOW_PUBLIC_DEV_AUTH = var.auth == "dev" ? "true" : "false"
  }

  # Environment from Secret Manager: which secret, whether it is mounted, and on which functions
  # (iam.tf lets exactly those functions read it).
  # parser = auto reads the key when there is one (gemini_api_key_added), and runs the rules alone otherwise.
  uses_gemini     = var.gemini_api_key_added || var.parser == "gemini" || var.synthesizer == "gemini"
  redis_functions = ["parse", "lint_commit", "confirm", "undo", "query", "memories", "telegram_webhook", "calendar", "mcp"]
  secret_environment = {
    REDIS_URL = {
      key       = "redis_url"
      secret    = google_secret_manager_secret.moss["redis_url"].secret_id
      mounted   = true
      functions = local.redis_functions
    }
    MOSS_REDIS_CA_CERT = {
      key       = "redis_ca_cert"
      secret    = google_secret_manager_secret.moss["redis_ca_cert"].secret_id
      mounted   = true
      functions = local.redis_functions
    }
    MOSS_GEMINI_API_KEY = {
      key       = "gemini_api_key"
      secret    = google_secret_manager_secret.moss["gemini_api_key"].secret_id
      mounted   = local.uses_gemini
      functions = ["parse", "query", "telegram_webhook", "mcp"]
    }
    MOSS_DEV_SECRET = {
      key       = "dev_secret"
      secret    = google_secret_manager_secret.moss["dev_secret"].secret_id
      mounted   = var.auth == "dev"
      functions = ["parse", "lint_commit", "confirm", "undo", "query", "memories", "messages", "calendar", "auth_dev", "mcp"]
    }
    MOSS_TELEGRAM_SECRET = {
      key       = "telegram_secret"
      secret    = google_secret_manager_secret.moss["telegram_secret"].secret_id
      mounted   = true
      functions = ["telegram_webhook"]
    }
    # Seals an MCP decision's requestState (2026-07-28 input_required) so any instance continues it.
    MOSS_MCP_STATE_KEY = {
      key       = "mcp_state_key"
      secret    = google_secret_manager_secret.moss["mcp_state_key"].secret_id
      mounted   = true
      functions = ["mcp"]
    }
  }
}

# The source every function is built from: the folder `make bundle` assembles, zipped and
# stored under its hash so that a changed bundle redeploys every function.
data "archive_file" "bundle" {
  type        = "zip"
  source_dir  = "${path.module}/${var.bundle_dir}"
  output_path = "${path.module}/../build/bundle.zip"
}

resource "google_storage_bucket" "sources" {
  name                        = "${var.project}-${var.name_prefix}-sources"
  location                    = var.region
  uniform_bucket_level_access = true
  public_access_prevention    = "enforced"
  force_destroy               = true

  depends_on = [google_project_service.apis]
}

resource "google_storage_bucket_object" "bundle" {
  name   = "bundle-${data.archive_file.bundle.output_sha256}.zip"
  bucket = google_storage_bucket.sources.name
  source = data.archive_file.bundle.output_path
}

resource "google_cloudfunctions2_function" "moss" {
  for_each = local.functions

  name        = "${var.name_prefix}-${replace(each.key, "_", "-")}"
  location    = var.region
  description = each.value.description

  build_config {
    runtime     = "python311"
    entry_point = each.key
    source {
      storage_source {
        bucket = google_storage_bucket.sources.name
        object = google_storage_bucket_object.bundle.name
      }
    }
  }

  service_config {
    available_memory               = coalesce(try(var.function_overrides[each.key].memory, null), var.function_memory)
    timeout_seconds                = coalesce(try(var.function_overrides[each.key].timeout_seconds, null), var.function_timeout_seconds)
    max_instance_count             = coalesce(try(var.function_overrides[each.key].max_instances, null), var.function_max_instances)
    min_instance_count             = contains(local.write_path, each.key) ? var.write_path_min_instances : 0
    service_account_email          = google_service_account.functions[each.key].email
    vpc_connector                  = google_vpc_access_connector.moss.id
    vpc_connector_egress_settings  = "PRIVATE_RANGES_ONLY"
    ingress_settings               = "ALLOW_ALL"
    all_traffic_on_latest_revision = true
    environment_variables          = merge(local.environment, { for name in ["FUNCTION_USE_ASGI"] : name => "true" if contains(local.asgi_functions, each.key) })

    dynamic "secret_environment_variables" {
      for_each = {
        for name, secret in local.secret_environment : name => secret.secret
        if secret.mounted && contains(secret.functions, each.key)
      }
      content {
        key        = secret_environment_variables.key
        project_id = var.project
        secret     = secret_environment_variables.value
        version    = "latest"
      }
    }
  }

  depends_on = [
    google_project_service.apis,
    google_project_iam_member.logs,
    google_project_iam_member.firestore,
    google_secret_manager_secret_iam_member.functions,
    google_secret_manager_secret_version.generated,
  ]
}

# Public invocation: every function checks identity itself (a bearer token verified against
# the JWKS, or Telegram's secret header), and neither browsers, Firebase Hosting's rewrites nor
# Telegram present a Google identity token. healthz answers only liveness and the store names.
resource "google_cloud_run_service_iam_member" "public" {
  for_each = google_cloudfunctions2_function.moss

  location = each.value.location
  service  = each.value.name # a 2nd gen function runs as the Cloud Run service of its name
  role     = "roles/run.invoker"
  member   = "allUsers"
}
