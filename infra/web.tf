# The web client: static files in a public bucket (served over HTTPS by storage.googleapis.com),
# plus a config.json generated from the deployed function URLs.
resource "google_storage_bucket" "web" {
  name                        = "${var.project}-${var.name_prefix}-web"
  location                    = var.region
  uniform_bucket_level_access = true
  force_destroy               = true

  website {
    main_page_suffix = "index.html"
    not_found_page   = "index.html"
  }

  depends_on = [google_project_service.apis]
}

resource "google_storage_bucket_iam_member" "web_public" {
  bucket = google_storage_bucket.web.name
  role   = "roles/storage.objectViewer"
  member = "allUsers"
}

locals {
  content_types = {
    css         = "text/css; charset=utf-8"
    html        = "text/html; charset=utf-8"
    ico         = "image/x-icon"
    js          = "text/javascript; charset=utf-8"
    json        = "application/json"
    png         = "image/png"
    svg         = "image/svg+xml"
    txt         = "text/plain; charset=utf-8"
    webmanifest = "application/manifest+json"
  }

  # web/config.json is the local run's; the deployed one is generated below. The page's npm
  # build (package.json, src/, node_modules/) stays behind: only its output, vendor/, is served.
  web_files = toset([
    for file in fileset("${path.module}/${var.web_dir}", "**") : file
    if file != "config.json" && !startswith(file, "node_modules/") && !startswith(file, "src/") && !startswith(file, "package")
  ])

  # Sign-in: dev user names, Firebase Authentication (email and password) when the web app's
  # API key is given, else a pasted bearer token.
  web_config = {
    apiBase = ""
    auth    = var.auth == "dev" ? "dev" : (var.firebase_api_key == "" ? "token" : "firebase")
    firebase = var.firebase_api_key == "" ? null : {
      apiKey     = var.firebase_api_key
      authDomain = "${var.project}.firebaseapp.com"
      projectId  = var.project
    }
    functions = { for name, function in google_cloudfunctions2_function.moss : name => function.url }
  }
}

# no-cache: browsers revalidate, so a deploy shows at once instead of after GCS's default hour.
resource "google_storage_bucket_object" "web" {
  for_each = local.web_files

  bucket        = google_storage_bucket.web.name
  name          = each.value
  source        = "${path.module}/${var.web_dir}/${each.value}"
  content_type  = lookup(local.content_types, lower(reverse(split(".", each.value))[0]), "application/octet-stream")
  cache_control = "no-cache"
}

resource "google_storage_bucket_object" "web_config" {
  bucket        = google_storage_bucket.web.name
  name          = "config.json"
  content       = jsonencode(local.web_config)
  content_type  = "application/json"
  cache_control = "no-cache"
}
