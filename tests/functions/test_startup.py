"""A function process's start: the collector runs rarely until the first response, then as usual."""

from __future__ import annotations

import gc
import importlib

import moss.entrypoints.startup as startup

from ..apps import app_settings, function_client, installed_app


def test_the_collector_runs_rarely_until_the_first_response_and_as_usual_after_it():
    startup.started()  # whatever an earlier test served: the defaults are back
    importlib.reload(startup)  # what a new process's import of functions/main.py does
    try:
        assert gc.get_threshold() == startup.STARTING_THRESHOLDS != startup.DEFAULT_THRESHOLDS
        with installed_app(app_settings()):
            client = function_client("healthz")
            assert client.get("/").status_code == 200
            assert gc.get_threshold() == startup.DEFAULT_THRESHOLDS
            gc.set_threshold(1_000, 10, 10)
            assert client.get("/").status_code == 200
            assert gc.get_threshold() == (1_000, 10, 10), "only the first response ends the start"
    finally:
        gc.set_threshold(*startup.DEFAULT_THRESHOLDS)
