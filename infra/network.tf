# The working store: Memorystore for Redis on a private network of its own, reached by the
# functions through a Serverless VPC Access connector. AUTH and transit encryption are on:
# clients speak TLS (rediss://, port 6378) and check the server against the instance's CA;
# the URL with its password and the CA go to the functions through Secret Manager.
resource "google_compute_network" "moss" {
  name                    = "${var.name_prefix}-network"
  auto_create_subnetworks = false

  depends_on = [google_project_service.apis]
}

resource "google_vpc_access_connector" "moss" {
  name          = "${var.name_prefix}-connector"
  region        = var.region
  network       = google_compute_network.moss.name
  ip_cidr_range = var.vpc_connector_cidr
  min_instances = 2
  max_instances = 3
}

resource "google_redis_instance" "working" {
  name               = "${var.name_prefix}-working"
  region             = var.region
  tier               = var.redis_tier
  memory_size_gb     = var.redis_memory_size_gb
  redis_version      = "REDIS_7_2"
  authorized_network = google_compute_network.moss.id
  connect_mode       = "DIRECT_PEERING"
  auth_enabled            = true
  transit_encryption_mode = "SERVER_AUTHENTICATION"

  depends_on = [google_project_service.apis]
}
