"""Entry-point glue shared by the Cloud Functions and the local server."""
