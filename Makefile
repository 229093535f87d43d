# wordlog: `make demo` and `make test` each set themselves up on a fresh Debian machine.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
SWIPL  := swipl --on-error=status --on-warning=status
PLTESTS := $(wildcard tests/prolog/*.plt)

.PHONY: all demo test test-all test-prolog test-python bench lexicon swipl venv clean

all: test

# SWI-Prolog (and Graphviz for `wordlog graph`) from Debian's packages, only when missing.
swipl:
	@command -v swipl >/dev/null 2>&1 && command -v dot >/dev/null 2>&1 || { \
	  echo "installing swi-prolog-nox and graphviz with apt-get"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq swi-prolog-nox graphviz >/dev/null; }

$(STAMP): python/pyproject.toml python/setup.py | swipl
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check -e './python[test,bench]'
	@touch $@

venv: swipl $(STAMP)

demo: venv
	$(VENV)/bin/wordlog demo

test: venv test-prolog test-python

test-prolog: swipl
	@set -e; for t in $(PLTESTS); do echo "plunit $$t"; $(SWIPL) -g run_tests -t halt $$t; done

test-python: venv
	$(PY) -m pytest -q -c tests/pytest.ini -m "not slow" tests python/wordlog

test-all: venv test-prolog
	$(PY) -m pytest -q -c tests/pytest.ini tests python/wordlog

bench: venv
	$(PY) tests/bench/run.py

# Regenerate prolog/data/scowl from Debian's scowl package.
lexicon:
	@test -d /usr/share/dict/scowl || { apt-get update -qq && apt-get install -y -qq scowl >/dev/null; }
	$(PYTHON) python/scripts/build_scowl_lexicon.py

clean:
	rm -rf $(VENV) python/build python/*.egg-info .pytest_cache
