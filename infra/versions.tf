terraform {
  required_version = ">= 1.5"

  required_providers {
    google = {
      source  = "hashicorp/google"
      version = "~> 6.0"
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
