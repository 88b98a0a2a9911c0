terraform {
  required_version = ">= 1.5"

  required_providers {
    google = {
      source  = "hashicorp/google"
      version = "~> 6.0"
    }
    google-beta = {
      source  = "hashicorp/google-beta"
      version = "~> 6.0"
    }
    local = {
      source  = "hashicorp/local"
      version = "~> 2.5"
    }
    archive = {
      source  = "hashicorp/archive"
      version = "~> 2.4"
    }
    random = {
      source  = "hashicorp/random"
      version = "~> 3.6"
    }
  }

  # State lives in a GCS bucket so Cloud Build and people share it; the bucket is given at
  # init: terraform init -backend-config="bucket=<state bucket>" (see docs/deploy.md).
  backend "gcs" {
    prefix = "moss"
  }
}

provider "google" {
  project = var.project
  region  = var.region
}

# Firebase Hosting (the web client's origin) is managed through the beta provider.
provider "google-beta" {
  project = var.project
  region  = var.region
}
