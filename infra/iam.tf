# One identity for every function, with only what the code uses: Firestore reads and writes,
# its own secrets, and writing logs. Redis needs no role: it is reached over the private network.
resource "google_service_account" "functions" {
  account_id   = "${var.name_prefix}-functions"
  display_name = "MOSS functions"
}

resource "google_project_iam_member" "functions" {
  for_each = toset(["roles/datastore.user", "roles/logging.logWriter"])

  project = var.project
  role    = each.value
  member  = "serviceAccount:${google_service_account.functions.email}"
}

resource "google_secret_manager_secret_iam_member" "functions" {
  for_each = google_secret_manager_secret.moss

  secret_id = each.value.id
  role      = "roles/secretmanager.secretAccessor"
  member    = "serviceAccount:${google_service_account.functions.email}"
}
