output "function_urls" {
  description = "URL of each function, by entry point."
  value       = { for name, function in google_cloudfunctions2_function.moss : name => function.url }
}

output "web_url" {
  description = "The web client, on the Firebase Hosting origin that also serves every API path."
  value       = local.web_url
}

output "web_config_url" {
  description = "The generated config.json the web client loads."
  value       = "${local.web_url}/config.json"
}

output "hosting_site" {
  description = "Firebase Hosting site of the web client (firebase deploy --only hosting:<site>)."
  value       = google_firebase_hosting_site.web.site_id
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

output "service_accounts" {
  description = "Identity each function runs as, by entry point."
  value       = { for name, account in google_service_account.functions : name => account.email }
}

output "mcp_url" {
  description = "The MCP server (streamable HTTP) for remote agents: the mcp function's own URL, which streams its answers."
  value       = google_cloudfunctions2_function.moss["mcp"].url
}
