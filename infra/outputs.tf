output "function_urls" {
  description = "URL of each function, by entry point."
  value       = { for name, function in google_cloudfunctions2_function.moss : name => function.url }
}

output "web_url" {
  description = "The web client."
  value       = "https://storage.googleapis.com/${google_storage_bucket.web.name}/index.html"
}

output "web_config_url" {
  description = "The generated config.json the web client loads."
  value       = "https://storage.googleapis.com/${google_storage_bucket.web.name}/${google_storage_bucket_object.web_config.name}"
}

output "web_origin" {
  description = "The one origin allowed by CORS (MOSS_CORS_ORIGINS)."
  value       = local.web_origin
}

output "telegram_webhook_url" {
  description = "Register it with Telegram's setWebhook (docs/deploy.md)."
  value       = google_cloudfunctions2_function.moss["telegram_webhook"].url
}

output "telegram_secret_name" {
  description = "Secret Manager secret holding the webhook's secret_token."
  value       = google_secret_manager_secret.moss["telegram_secret"].secret_id
}

output "gemini_api_key_secret_name" {
  description = "Secret Manager secret to add the Gemini API key to before turning the gemini parser or synthesizer on."
  value       = google_secret_manager_secret.moss["gemini_api_key"].secret_id
}

output "service_account" {
  description = "Identity the functions run as."
  value       = google_service_account.functions.email
}
