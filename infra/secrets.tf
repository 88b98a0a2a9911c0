# Secrets reach the functions as environment variables that Cloud Functions resolves from
# Secret Manager at instance start, each only on the functions that use it (iam.tf).
# Terraform writes the versions it can make itself: the Redis URL (rediss://, TLS) with its
# AUTH string and the CA certificate that signs Memorystore's server certificate; Telegram's webhook secret_token (sent back by Telegram in
# X-Telegram-Bot-Api-Secret-Token, registered with setWebhook; Telegram allows A-Z, a-z, 0-9,
# _ and -); the dev-token key and the MCP request-state key, which every instance must share. The Gemini API key is
# added by hand with `gcloud secrets versions add` (docs/deploy.md), so it never enters state.
resource "google_secret_manager_secret" "moss" {
  for_each = toset(["redis_url", "redis_ca_cert", "gemini_api_key", "telegram_secret", "dev_secret", "mcp_state_key"])

  secret_id = "${var.name_prefix}-${replace(each.key, "_", "-")}"
  replication {
    auto {}
  }

  depends_on = [google_project_service.apis]
}

resource "random_password" "generated" {
  for_each = toset(["telegram_secret", "dev_secret", "mcp_state_key"])

  length  = 64
  special = false
}

locals {
  generated_secrets = {
    redis_url       = "rediss://:${google_redis_instance.working.auth_string}@${google_redis_instance.working.host}:${google_redis_instance.working.port}/0"
    redis_ca_cert   = google_redis_instance.working.server_ca_certs[0].cert
    telegram_secret = random_password.generated["telegram_secret"].result
    dev_secret      = random_password.generated["dev_secret"].result
    mcp_state_key   = random_password.generated["mcp_state_key"].result
  }
}

resource "google_secret_manager_secret_version" "generated" {
  # The keys, not the sensitive map, drive for_each.
  for_each = toset(["redis_url", "redis_ca_cert", "telegram_secret", "dev_secret", "mcp_state_key"])

  secret      = google_secret_manager_secret.moss[each.key].id
  secret_data = local.generated_secrets[each.key]
}
