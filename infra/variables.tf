variable "project" {
  type        = string
  description = "Google Cloud project id to deploy MOSS into."
}

variable "region" {
  type        = string
  default     = "us-central1"
  description = "Region of the functions, Redis, the VPC connector and the web bucket."
}

variable "name_prefix" {
  type        = string
  default     = "moss"
  description = "Prefix of every resource name (functions are <prefix>-<entry point with - for _>)."

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{0,11}$", var.name_prefix))
    error_message = "name_prefix must be 1-12 lowercase letters, digits or '-', starting with a letter (the VPC connector name is limited to 25 characters)."
  }
}

variable "bundle_dir" {
  type        = string
  default     = "../build/bundle"
  description = "Folder built by `make bundle` (main.py, moss/, requirements.txt), relative to infra/."
}

variable "web_dir" {
  type        = string
  default     = "../web"
  description = "Folder of the static web client, relative to infra/."
}

# ---- functions ----------------------------------------------------------------------------

variable "function_memory" {
  type        = string
  default     = "512Mi"
  description = "Memory of each function instance, unless function_overrides says otherwise."
}

variable "function_timeout_seconds" {
  type        = number
  default     = 60
  description = "Request timeout of each function, unless function_overrides says otherwise."
}

variable "function_max_instances" {
  type        = number
  default     = 10
  description = "Maximum instances of each function, unless function_overrides says otherwise."
}

variable "write_path_min_instances" {
  type        = number
  default     = 0
  description = "Instances of the write path (parse, lint_commit, confirm, undo) kept started, so a write never waits for a cold start; 0 (the default): they scale to zero. Each is billed while idle (docs/deploy.md, Cold starts)."

  validation {
    condition     = var.write_path_min_instances >= 0 && floor(var.write_path_min_instances) == var.write_path_min_instances
    error_message = "write_path_min_instances must be a whole number, 0 or more."
  }
}

variable "function_overrides" {
  type = map(object({
    memory          = optional(string)
    timeout_seconds = optional(number)
    max_instances   = optional(number)
  }))
  default     = {}
  description = "Per entry point settings, e.g. { parse = { timeout_seconds = 120 } } when the Gemini parser is on."
}

# ---- application settings (environment of every function) --------------------------------

variable "auth" {
  type        = string
  default     = "jwt"
  description = "MOSS_AUTH: jwt verifies RS256 bearer tokens against jwks_url; dev lets /auth/dev mint tokens for anyone (demo projects only)."

  validation {
    condition     = contains(["jwt", "dev"], var.auth)
    error_message = "auth must be jwt or dev."
  }
}

variable "allow_sign_up" {
  type        = bool
  default     = false
  description = "Whether anyone may create an account on the hosted page (Firebase Authentication email sign-up). Off: accounts are made by the operator (Firebase console or Admin SDK), so per-account quotas bound what one person can do."
}

variable "jwks_url" {
  type        = string
  default     = ""
  description = "MOSS_JWKS_URL: keys of the identity provider; empty means Firebase Authentication's."
}

variable "jwt_issuer" {
  type        = string
  default     = ""
  description = "MOSS_JWT_ISSUER: required iss claim; empty means https://securetoken.google.com/<project> (Firebase Authentication)."
}

variable "jwt_audience" {
  type        = string
  default     = ""
  description = "MOSS_JWT_AUDIENCE: required aud claim; empty means the project id (Firebase Authentication)."
}

variable "parser" {
  type        = string
  default     = "auto"
  description = "MOSS_PARSER: auto (the rules, and Gemini where they abstain or disagree; the rules alone until gemini_api_key_added), rules (deterministic) or gemini (needs a version of the Gemini API key secret first)."

  validation {
    condition     = contains(["auto", "rules", "gemini"], var.parser)
    error_message = "parser must be auto, rules or gemini."
  }
}

variable "gemini_api_key_added" {
  type        = bool
  default     = false
  description = "true once the Gemini API key secret has a version (docs/deploy.md): the key is then mounted, and parser = auto calls Gemini. A function whose secret has no version cannot start, so Terraform cannot assume one."
}

variable "synthesizer" {
  type        = string
  default     = "template"
  description = "MOSS_SYNTHESIZER: template or gemini (needs a version of the Gemini API key secret first)."

  validation {
    condition     = contains(["template", "gemini"], var.synthesizer)
    error_message = "synthesizer must be template or gemini."
  }
}

variable "gemini_model" {
  type        = string
  default     = "gemini-2.5-flash"
  description = "MOSS_GEMINI_MODEL: model of the gemini parser and synthesizer."
}

variable "timezone" {
  type        = string
  default     = "UTC"
  description = "MOSS_TIMEZONE: IANA zone of users who have not set one."
}

variable "rate_limit" {
  type        = string
  default     = "120/minute;5000/day"
  description = "MOSS_RATE_LIMIT: requests per user and per Telegram chat (a `limits` string); counted in Memorystore. A deployed function refuses to start with it empty (quotas would be off)."
}

variable "hosting_site" {
  type        = string
  default     = ""
  description = "Firebase Hosting site id of the web client (https://<site>.web.app); empty means <project>-<name_prefix>."
}

# ---- stores -------------------------------------------------------------------------------

variable "firestore_database" {
  type        = string
  default     = "(default)"
  description = "Firestore database id (native mode) of the fact store."
}

variable "firestore_location" {
  type        = string
  default     = ""
  description = "Firestore location, e.g. nam5 or eur3; empty means the region."
}

variable "redis_tier" {
  type        = string
  default     = "BASIC"
  description = "Memorystore tier of the working store: BASIC (one node) or STANDARD_HA (replicated)."

  validation {
    condition     = contains(["BASIC", "STANDARD_HA"], var.redis_tier)
    error_message = "redis_tier must be BASIC or STANDARD_HA."
  }
}

variable "redis_memory_size_gb" {
  type        = number
  default     = 1
  description = "Memorystore size in GiB (pending confirmations and parses are small and expire)."
}

variable "vpc_connector_cidr" {
  type        = string
  default     = "10.8.0.0/28"
  description = "Unused /28 range of the MOSS network for the Serverless VPC Access connector."
}
