# One identity per function, each with only what its code uses:
# - logs: every function;
# - Firestore: the functions that read or write facts, messages or profiles, and only on MOSS's
#   database (an IAM condition on the database name; IAM cannot scope below a database, so
#   per-user isolation is structural in the code: every document path starts with the user);
# - secrets: each function reads only the secrets it mounts (local.secret_environment).
# Redis needs no role: it is reached over the private network with its AUTH string.
locals {
  firestore_functions = toset(["parse", "lint_commit", "confirm", "undo", "query", "memories", "messages", "telegram_webhook", "calendar", "mcp"])

  # "<secret key>/<function>" for every secret a function mounts.
  secret_readers = merge([
    for name, secret in local.secret_environment : {
      for function in secret.functions : "${secret.key}/${function}" => { key = secret.key, function = function }
    } if secret.mounted
  ]...)
}

resource "google_service_account" "functions" {
  for_each = local.functions

  account_id   = "${var.name_prefix}-${replace(each.key, "_", "-")}"
  display_name = "MOSS function ${each.key}"
}

resource "google_project_iam_member" "logs" {
  for_each = local.functions

  project = var.project
  role    = "roles/logging.logWriter"
  member  = "serviceAccount:${google_service_account.functions[each.key].email}"
}

resource "google_project_iam_member" "firestore" {
  for_each = local.firestore_functions

  project = var.project
  role    = "roles/datastore.user"
  member  = "serviceAccount:${google_service_account.functions[each.key].email}"

  condition {
    title      = "moss-firestore-database-only"
    expression = "resource.name == \"projects/${var.project}/databases/${google_firestore_database.facts.name}\""
  }
}

resource "google_secret_manager_secret_iam_member" "functions" {
  for_each = local.secret_readers

  project   = var.project
  secret_id = google_secret_manager_secret.moss[each.value.key].secret_id
  role      = "roles/secretmanager.secretAccessor"
  member    = "serviceAccount:${google_service_account.functions[each.value.function].email}"
}
