# MOSS: `make run` serves the web client and every function on PORT; `make test` runs lint, typecheck and every test;
# `make test-fast` the tests that start no server; `make lint` / `make fmt` / `make typecheck` (ruff, mypy);
# `make bench` measures (docs/performance.md); `make bundle` assembles the Cloud Functions source folder build/bundle (docs/deploy.md).
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
PORT ?= 8080
BIN := $(VENV)/bin
EMULATORS := tests/emulators
BROWSER_TESTS := tests/browser
# The Firebase Authentication SDK, bundled from web/package.json (web/src) for the hosted page's sign-in.
WEB_BUNDLE := web/vendor/firebase-auth.js

.PHONY: run test test-fast lint fmt typecheck lock bench install bundle clean test-servers

# Every install is from a lock file with hashes (README "Dependencies"): requirements.lock holds
# what `make run` and the deploy bundle need, requirements-dev.lock adds the test tools with the
# same pins, requirements-bench.lock adds the plots. `make lock` re-pins them from shared/pyproject.toml.
# A lock holds every package, so pip installs it as it is (--no-deps): resolving again would look
# for the newest release of a dependency named with an extra ("google-auth[requests]") and refuse it.
PIP_INSTALL := $(BIN)/pip install --quiet --disable-pip-version-check
LOCK_INSTALL := $(PIP_INSTALL) --no-deps --require-hashes -r
RUNTIME_EXTRAS := --extra redis --extra firestore --extra gemini --extra functions --extra mcp
UV_COMPILE = $(BIN)/uv pip compile shared/pyproject.toml --quiet --generate-hashes --universal --python-version 3.11 $(LOCK_ARGS)

# moss_client (the typed client, also what `python -m moss.mcp` uses against a deployed MOSS)
# needs nothing the lock does not pin.
$(BIN)/.runtime: requirements.lock shared/pyproject.toml moss_client/pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(LOCK_INSTALL) requirements.lock
	$(PIP_INSTALL) --no-deps -e ./shared
	$(PIP_INSTALL) --no-deps -e ./moss_client
	touch $@

$(BIN)/.installed: $(BIN)/.runtime requirements-dev.lock
	$(LOCK_INSTALL) requirements-dev.lock
	touch $@

# After changing dependencies in shared/pyproject.toml (`make lock LOCK_ARGS=--upgrade` moves
# every pin to the newest release). Everything is resolved together first (the bench lock), and
# each smaller lock is constrained to the pins of the one above, so all three agree.
lock: $(BIN)/.installed
	$(UV_COMPILE) $(RUNTIME_EXTRAS) --extra dev --extra bench -o requirements-bench.lock
	$(UV_COMPILE) $(RUNTIME_EXTRAS) --extra dev -c requirements-bench.lock -o requirements-dev.lock
	$(UV_COMPILE) $(RUNTIME_EXTRAS) -c requirements-dev.lock -o requirements.lock

install: $(BIN)/.installed

# Each npm project is installed from its lock file, again whenever the lock changes.
NODE_PROJECTS := web $(EMULATORS) $(BROWSER_TESTS) bench
$(addsuffix /node_modules/.package-lock.json,$(NODE_PROJECTS)): %/node_modules/.package-lock.json: %/package-lock.json
	@command -v npm >/dev/null || (apt-get update && apt-get install -y --no-install-recommends nodejs npm)
	cd $* && npm ci --no-audit --no-fund

$(WEB_BUNDLE): web/node_modules/.package-lock.json web/src/firebase-auth.js
	cd web && npm run --silent build

# The settings are checked first: an insecure combination stops here and says why. One ASGI process
# (uvicorn) serves PORT: `moss_local_asgi` hands /mcp to the MCP server and every other path to the
# WSGI app functions-framework builds for `moss_local` (functions/main.py).
run: $(BIN)/.runtime $(WEB_BUNDLE)
	export MOSS_AUTH=$${MOSS_AUTH:-dev} && $(BIN)/python -m moss.settings && $(BIN)/uvicorn --app-dir functions main:moss_local_asgi --lifespan off --no-access-log --log-level warning --host $${HOST:-127.0.0.1} --port $(PORT)

# The tests start their own redis-server, Firestore and Firebase Auth emulators (Node) and
# headless Chromium (with a CJK font for Korean); install them where missing.
test-servers:
	@test -x /usr/bin/chromium -a -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc || (apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-cjk)
	@command -v redis-server >/dev/null || (apt-get update && apt-get install -y --no-install-recommends redis-server)

# ruff and mypy under the root pyproject.toml; `make test` runs them first, so CI enforces them.
lint: $(BIN)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

fmt: $(BIN)/.installed
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

typecheck: $(BIN)/.installed
	$(BIN)/mypy

test: lint typecheck test-servers $(WEB_BUNDLE) $(EMULATORS)/node_modules/.package-lock.json $(BROWSER_TESTS)/node_modules/.package-lock.json
	$(BIN)/python -m pytest -q

# Domain, parser, contract on memory and SQLite, functions through test clients: no server process.
test-fast: $(BIN)/.installed
	$(BIN)/python -m pytest -q -m "not servers and not slow"

# Benchmarks (not part of test): prints the table, writes bench/results.json and bench/*.png.
$(BIN)/.bench-installed: $(BIN)/.installed requirements-bench.lock
	$(LOCK_INSTALL) requirements-bench.lock
	touch $@

# The same servers as the tests: the HTTP items start `make run`; the lint, reads, requests and
# cold items the Firestore emulator (its node_modules: a fresh clone has none) and redis-server.
bench: $(BIN)/.bench-installed test-servers bench/node_modules/.package-lock.json $(EMULATORS)/node_modules/.package-lock.json $(WEB_BUNDLE)
	$(BIN)/python -m bench.run $(BENCH_ARGS)

bundle: $(BIN)/.runtime
	$(BIN)/python infra/bundle.py build/bundle

clean:
	rm -rf $(VENV) .moss .pytest_cache build web/vendor $(addsuffix /node_modules,$(NODE_PROJECTS))
