# The web client on an origin of its own: a Firebase Hosting site (https://<site>.web.app).
# Its rewrites send each API path to its function (a 2nd gen function is the Cloud Run service
# of its name), so the page and the API share one origin: no CORS at all, and no page on any
# other origin (say, another bucket on storage.googleapis.com) can read the session token.
# Terraform creates the site and writes build/hosting (firebase.json with the rewrites, and
# public/config.json); Cloud Build copies web/ next to it and runs `firebase deploy`.
resource "google_firebase_project" "moss" {
  provider = google-beta
  project  = var.project

  depends_on = [google_project_service.apis]
}

# Sign-in on the hosted page (auth = "jwt"): Firebase Authentication with email and password.
# Its ID tokens are what MOSS_JWKS_URL / MOSS_JWT_ISSUER / MOSS_JWT_AUDIENCE (functions.tf)
# verify: issued by securetoken for this project. The page reads the web app's public
# config (apiKey, authDomain, projectId) from config.json.
resource "google_firebase_web_app" "moss" {
  provider     = google-beta
  project      = var.project
  display_name = "MOSS"

  depends_on = [google_firebase_project.moss]
}

data "google_firebase_web_app_config" "moss" {
  provider   = google-beta
  project    = var.project
  web_app_id = google_firebase_web_app.moss.app_id
}

# Open sign-up would make per-account quotas no limit on one person with many addresses: it is
# off unless allow_sign_up, enforced by Firebase itself (the page only hides the button).
resource "google_identity_platform_config" "moss" {
  project = var.project
  client {
    permissions {
      disabled_user_signup = !var.allow_sign_up
    }
  }
  sign_in {
    email {
      enabled           = true
      password_required = true
    }
  }
  authorized_domains = [
    "${google_firebase_hosting_site.web.site_id}.web.app",
    "${google_firebase_hosting_site.web.site_id}.firebaseapp.com",
  ]

  depends_on = [google_project_service.apis]
}

resource "google_firebase_hosting_site" "web" {
  provider = google-beta
  project  = var.project
  site_id  = coalesce(var.hosting_site, "${var.project}-${var.name_prefix}")

  depends_on = [google_firebase_project.moss]
}

locals {
  # The paths of API.md each function answers (the local router serves the same ones).
  api_paths = {
    parse            = ["/parse"]
    lint_commit      = ["/lint_commit"]
    confirm          = ["/confirm"]
    undo             = ["/undo"]
    query            = ["/query"]
    memories         = ["/memories", "/memories/**"]
    messages         = ["/messages"]
    auth_dev         = ["/auth/dev"]
    healthz          = ["/healthz"]
    openapi          = ["/openapi.json"]
    telegram_webhook = ["/webhook/telegram"]
    calendar         = ["/calendar.ics", "/calendar/**"]
    mcp              = ["/mcp", "/.well-known/oauth-protected-resource/mcp"]
  }

  firebase_hosting = {
    hosting = {
      site   = google_firebase_hosting_site.web.site_id
      public = "public"
      rewrites = flatten([
        for name, paths in local.api_paths : [
          for path in paths : {
            source = path
            run    = { serviceId = google_cloudfunctions2_function.moss[name].name, region = var.region }
          }
        ]
      ])
      headers = [{
        source = "**"
        headers = [
          { key = "Cache-Control", value = "no-cache" },
          { key = "X-Content-Type-Options", value = "nosniff" },
          { key = "Referrer-Policy", value = "no-referrer" },
          # The Firebase Auth SDK signs in and refreshes tokens against these two Google APIs.
          { key = "Content-Security-Policy", value = "default-src 'self'; connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com; frame-ancestors 'none'; object-src 'none'; base-uri 'none'" },
        ]
      }]
    }
  }

  # Every function on the page's own origin: relative paths, no per-function URLs. Deployed
  # with auth = "jwt", people sign in with Firebase Authentication (email and password).
  web_config = var.auth == "dev" ? { apiBase = "", auth = "dev" } : {
    apiBase = ""
    auth    = "firebase"
    signUp  = var.allow_sign_up
    firebase = {
      apiKey     = data.google_firebase_web_app_config.moss.api_key
      authDomain = data.google_firebase_web_app_config.moss.auth_domain
      projectId  = var.project
    }
  }

  web_url = "https://${google_firebase_hosting_site.web.site_id}.web.app"
}

resource "local_file" "firebase_json" {
  filename = "${path.module}/../build/hosting/firebase.json"
  content  = jsonencode(local.firebase_hosting)
}

resource "local_file" "web_config" {
  filename = "${path.module}/../build/hosting/public/config.json"
  content  = jsonencode(local.web_config)
}
