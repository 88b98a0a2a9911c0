# The fact store: Firestore in native mode, with the composite indexes and field overrides
# of firestore.indexes.json (the Firebase CLI format), the one place they are written down.
locals {
  firestore_indexes = jsondecode(file("${path.module}/firestore.indexes.json"))

  composite_indexes = {
    for index in local.firestore_indexes.indexes :
    join("/", concat([index.collectionGroup, try(index.queryScope, "COLLECTION")], [
      for field in index.fields : "${field.fieldPath}:${try(field.order, field.arrayConfig)}"
    ])) => index
  }

  field_overrides = {
    for override in local.firestore_indexes.fieldOverrides :
    "${override.collectionGroup}/${override.fieldPath}" => override
  }
}

resource "google_firestore_database" "facts" {
  name                    = var.firestore_database
  location_id             = coalesce(var.firestore_location, var.region)
  type                    = "FIRESTORE_NATIVE"
  delete_protection_state = "DELETE_PROTECTION_ENABLED"
  deletion_policy         = "ABANDON"

  depends_on = [google_project_service.apis]
}

resource "google_firestore_index" "composite" {
  for_each = local.composite_indexes

  database    = google_firestore_database.facts.name
  collection  = each.value.collectionGroup
  query_scope = try(each.value.queryScope, "COLLECTION")

  dynamic "fields" {
    for_each = each.value.fields
    content {
      field_path   = fields.value.fieldPath
      order        = try(fields.value.order, null)
      array_config = try(fields.value.arrayConfig, null)
    }
  }
}

resource "google_firestore_field" "overrides" {
  for_each = local.field_overrides

  database   = google_firestore_database.facts.name
  collection = each.value.collectionGroup
  field      = each.value.fieldPath

  dynamic "ttl_config" {
    for_each = try(each.value.ttl, false) ? [true] : []
    content {}
  }

  # An override listing no indexes turns single-field indexing of that field off.
  dynamic "index_config" {
    for_each = can(each.value.indexes) ? [each.value.indexes] : []
    content {
      dynamic "indexes" {
        for_each = index_config.value
        content {
          query_scope  = try(indexes.value.queryScope, "COLLECTION")
          order        = try(indexes.value.order, null)
          array_config = try(indexes.value.arrayConfig, null)
        }
      }
    }
  }
}
