# MOSS: `make run` serves the web client and every function on PORT; `make test` runs lint, typecheck and every test;
# `make test-fast` the tests that start no server; `make lint` / `make fmt` / `make typecheck` (ruff, mypy);
# `make bench` measures (docs/performance.md); `make bundle` assembles the Cloud Functions source folder build/bundle (docs/deploy.md).
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
PORT ?= 8080
BIN := $(VENV)/bin
EMULATORS := tests/emulators

.PHONY: run test test-fast lint fmt typecheck bench install bundle clean test-servers

# What `make run` needs, then what the tests add: a plain `make run` installs no test tools.
$(BIN)/.runtime: requirements.txt shared/pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

$(BIN)/.installed: $(BIN)/.runtime requirements-dev.txt
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

install: $(BIN)/.installed

# The settings are checked first: an insecure combination stops here and says why.
run: $(BIN)/.runtime
	export MOSS_AUTH=$${MOSS_AUTH:-dev} && $(BIN)/python -m moss.settings && $(BIN)/functions-framework --source functions/main.py --target moss_local --host $${HOST:-127.0.0.1} --port $(PORT)

# The tests start their own redis-server, Firestore emulator (Node) and headless Chromium
# (with a CJK font for Korean); install them where missing.
test-servers:
	@test -x /usr/bin/chromium -a -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc || (apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-cjk)
	@command -v redis-server >/dev/null || (apt-get update && apt-get install -y --no-install-recommends redis-server)
	@command -v npm >/dev/null || (apt-get update && apt-get install -y --no-install-recommends nodejs npm)
	@test -f $(EMULATORS)/node_modules/.package-lock.json || (cd $(EMULATORS) && npm ci --no-audit --no-fund)

# ruff and mypy under the root pyproject.toml; `make test` runs them first, so CI enforces them.
lint: $(BIN)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

fmt: $(BIN)/.installed
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

typecheck: $(BIN)/.installed
	$(BIN)/mypy

test: lint typecheck test-servers
	$(BIN)/python -m pytest -q

# Domain, parser, contract on memory and SQLite, functions through test clients: no server process.
test-fast: $(BIN)/.installed
	$(BIN)/python -m pytest -q -m "not servers and not slow"

# Benchmarks (not part of test): prints the table, writes bench/results.json and bench/*.png.
$(BIN)/.bench-installed: $(BIN)/.installed requirements-bench.txt
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements-bench.txt
	touch $@

bench: $(BIN)/.bench-installed
	$(BIN)/python -m bench.run $(BENCH_ARGS)

bundle:
	$(PYTHON) infra/bundle.py build/bundle

clean:
	rm -rf $(VENV) .moss .pytest_cache build $(EMULATORS)/node_modules
