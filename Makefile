# MOSS: `make run` serves the web client and every function on PORT; `make test` runs every test; `make bench` measures.
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
PORT ?= 8080
BIN := $(VENV)/bin

.PHONY: run test bench install clean

$(BIN)/.installed: requirements.txt requirements-dev.txt shared/pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

install: $(BIN)/.installed

run: $(BIN)/.installed
	MOSS_AUTH=$${MOSS_AUTH:-dev} $(BIN)/functions-framework --source functions/main.py --target moss_local --host $${HOST:-127.0.0.1} --port $(PORT)

test: $(BIN)/.installed
	$(BIN)/python -m pytest -q

# Benchmarks (not part of test): prints the table, writes bench/results.json and bench/*.png.
$(BIN)/.bench-installed: $(BIN)/.installed requirements-bench.txt
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements-bench.txt
	touch $@

bench: $(BIN)/.bench-installed
	$(BIN)/python -m bench.run $(BENCH_ARGS)

clean:
	rm -rf $(VENV) .moss .pytest_cache
