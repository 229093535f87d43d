# wordlog: `make demo` and `make test` each set themselves up on a fresh Debian machine.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
SWIPL  := swipl --on-error=status --on-warning=status
PLTESTS := $(wildcard tests/prolog/*.plt)
SCOWL_DIR := /usr/share/dict/scowl

.PHONY: all help demo serve test test-all test-prolog test-python test-python-all bench bench-boggle lexicon swipl chromium axe venv clean

all: test

# SWI-Prolog's pack_install (pack.pl) builds a pack with a Makefile by `make`, `make check` and
# `make install` in its copy (SWIPL_PACK_VERSION set): the pack is Prolog alone, nothing to build.
ifdef SWIPL_PACK_VERSION
.DEFAULT_GOAL := pack-build
.PHONY: pack-build check install
pack-build check install:
	@true
endif

help:
	@echo 'make demo         set up, then famous ladders solved by the Prolog A* and the Python engine'
	@echo 'make serve        set up, then the web page on http://127.0.0.1:8000/ (SERVE_ARGS="--port 8080")'
	@echo 'make test         set up, then the plunit tests and the fast Python tests, side by side (as make all)'
	@echo 'make test-all     make test, with the slow Python tests too (and chromium for the browser tests)'
	@echo 'make test-prolog  the plunit tests alone (tests/prolog/*.plt)'
	@echo 'make test-python  set up, then the fast Python tests alone'
	@echo 'make test-python-all  set up, then every Python test, the slow ones too'
	@echo 'make bench        set up, then the benchmarks (bench-results/BENCHMARKS.md, moves.md, boggle.md)'
	@echo 'make bench-boggle the Boggle solvers alone (BOGGLE_WORDS=FILE: another word list)'
	@echo 'make lexicon      regenerate prolog/data: scowl/ from Debian'"'"'s scowl package, the other'
	@echo '                  languages from Debian'"'"'s word lists with tiers from wordfreq (in .venv-lexicon),'
	@echo '                  the offensive words from npm'"'"'s naughty-words'
	@echo 'make venv         set up only: swi-prolog-nox, graphviz, pythonX.Y-venv with apt-get when missing,'
	@echo '                  then .venv with the package and its test dependencies'
	@echo 'make swipl        the apt-get step of make venv alone'
	@echo 'make chromium     the apt-get step of the browser tests alone: chromium, chromium-driver'
	@echo 'make axe          axe-core from npm, for the browser tests'"'"' accessibility audit'
	@echo 'make clean        remove .venv, .venv-lexicon and the build files'

# Debian packages, only when missing: SWI-Prolog (swi-prolog-nox), Graphviz (`dot`, for
# `wordlog graph`) and pythonX.Y-venv (Debian's Python has no ensurepip without it, so
# `python3 -m venv` cannot put pip in .venv).
swipl:
	@missing=""; \
	command -v swipl >/dev/null 2>&1 || missing="$$missing swi-prolog-nox"; \
	command -v dot >/dev/null 2>&1 || missing="$$missing graphviz"; \
	$(PYTHON) -c 'import ensurepip' >/dev/null 2>&1 || \
	  missing="$$missing $$($(PYTHON) -c 'import sys; print("python%d.%d-venv" % sys.version_info[:2])')"; \
	test -z "$$missing" || { \
	  test "$$(id -u)" = 0 || { \
	    echo "wordlog needs$$missing: run make as root, or install them first (apt-get install$$missing)" >&2; \
	    exit 1; }; \
	  echo "installing$$missing with apt-get"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; }

# A .venv without pip (left by a `venv` that failed or was interrupted) is made again.
# The editable install puts python/ on sys.path (a .pth path entry, editable_mode=compat),
# not setuptools' import hook: with the hook, `import wordlog` in the folder above a checkout
# named wordlog found the checkout as an empty namespace package, and mypy found nothing.
$(STAMP): python/pyproject.toml python/setup.py Makefile | swipl
	@$(PY) -m pip --version >/dev/null 2>&1 || { rm -rf $(VENV) && $(PYTHON) -m venv $(VENV); }
	$(PY) -m pip install -q --disable-pip-version-check --config-settings editable_mode=compat \
	  -e './python[test,bench]'
	@touch $@

venv: swipl $(STAMP)

demo: venv
	$(VENV)/bin/wordlog demo

serve: venv
	$(VENV)/bin/wordlog serve $(SERVE_ARGS)

# The plunit files and the fast pytest tier side by side; each one's output comes out whole
# when it is done. The fast tier runs on two pytest-xdist workers, each a process with its
# own Prolog engine, a test file a worker (--dist loadfile keeps a file's fixtures in one
# process). test-all runs the slow tier too, in one process (tests/README.md).
test: venv
	@$(MAKE) --no-print-directory -j2 --output-sync=target test-prolog test-python

test-prolog: swipl
	@set -e; for t in $(PLTESTS); do echo "plunit $$t"; $(SWIPL) -g run_tests -t halt $$t; done

test-python: venv
	$(PY) -m pytest -q -c tests/pytest.ini -m "not slow" -n 2 --dist loadfile tests python/wordlog

test-all: venv chromium axe
	@$(MAKE) --no-print-directory -j2 --output-sync=target test-prolog test-python-all

test-python-all: venv
	WORDLOG_AXE=$(AXE_JS) $(PY) -m pytest -q -c tests/pytest.ini tests python/wordlog

# Debian's Chromium and its driver for the browser tests (tests/test_web_browser.py), only when
# missing; without root they are not installed, and those tests are skipped, saying why.
chromium:
	@command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 || { \
	  if test "$$(id -u)" = 0; then \
	    echo "installing chromium chromium-driver with apt-get"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null; \
	  else \
	    echo "the browser tests need chromium and chromium-driver (apt-get install chromium chromium-driver): skipped" >&2; \
	  fi; }

# axe-core, the accessibility engine the browser tests run on every state of the page, from
# npm (npm installed with apt-get first when missing, as root; without root the audit is
# skipped, saying why). Kept in .venv, once per version.
AXE := axe-core@4.14.1
AXE_JS := $(VENV)/$(subst @,-,$(AXE)).min.js
axe: $(AXE_JS)

$(AXE_JS):
	@if ! command -v npm >/dev/null 2>&1; then \
	  if test "$$(id -u)" != 0; then \
	    echo "the accessibility audit needs npm (apt-get install npm) to fetch $(AXE): skipped" >&2; exit 0; fi; \
	  echo "installing npm with apt-get"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null || exit 1; \
	fi; \
	mkdir -p $(VENV) && tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	  (cd "$$tmp" && npm pack --silent $(AXE) >/dev/null) && \
	  tar -xzf "$$tmp"/*.tgz -C "$$tmp" package/axe.min.js && mv "$$tmp"/package/axe.min.js $@

bench: venv
	$(PY) tests/bench/run.py
	$(PY) tests/bench/moves.py
	$(PY) tests/bench/boggle.py --out bench-results/boggle.md $(if $(BOGGLE_WORDS),--words $(BOGGLE_WORDS))

# The Boggle solvers alone; BOGGLE_WORDS=FILE scores with that word list (ENABLE2K, say).
bench-boggle: venv
	$(PY) tests/bench/boggle.py --out bench-results/boggle.md $(if $(BOGGLE_WORDS),--words $(BOGGLE_WORDS))

# Regenerate prolog/data/scowl from Debian's scowl package, the other languages' lexicons
# (prolog/data/CODE) from Debian's word lists, each package installed first when missing
# (as root; another user is told what to install, as by `make swipl`), their tiers from
# wordfreq's frequencies (a build-time dependency, in its own venv), and the offensive words
# (prolog/data/offensive.txt, prolog/data/CODE/offensive.txt) from the npm package
# naughty-words (LDNOOBW), fetched by npm. WORD_LISTS: the Debian package and file of each
# language of python/wordlog/languages.py but English.
OFFENSIVE := naughty-words@1.2.0
WORDFREQ := wordfreq==3.1.1
LEXICON_VENV := .venv-lexicon
DICT_DIR := /usr/share/dict
WORD_LISTS := wfrench:french wngerman:ngerman wspanish:spanish witalian:italian wportuguese:portuguese \
  wdutch:dutch wswedish:swedish
lexicon:
	@need=""; test -d $(SCOWL_DIR) || need="scowl"; \
	for list in $(WORD_LISTS); do test -f "$(DICT_DIR)/$${list#*:}" || need="$$need $${list%%:*}"; done; \
	command -v npm >/dev/null 2>&1 || need="$$need npm"; \
	need="$${need# }"; test -z "$$need" || { \
	  test "$$(id -u)" = 0 || { \
	    echo "wordlog needs $$need for make lexicon: run make as root, or install it first (apt-get install $$need)" >&2; \
	    exit 1; }; \
	  echo "installing $$need with apt-get"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$need >/dev/null; }
	$(PYTHON) python/scripts/build_scowl_lexicon.py $(SCOWL_DIR)
	@$(LEXICON_VENV)/bin/python -m pip --version >/dev/null 2>&1 || { rm -rf $(LEXICON_VENV) && $(PYTHON) -m venv $(LEXICON_VENV); }
	$(LEXICON_VENV)/bin/python -m pip install -q --disable-pip-version-check $(WORDFREQ)
	$(LEXICON_VENV)/bin/python python/scripts/build_language_lexicons.py --dict $(DICT_DIR)
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	  (cd "$$tmp" && npm pack --silent $(OFFENSIVE) >/dev/null) && \
	  $(PYTHON) python/scripts/build_offensive_list.py "$$tmp"/*.tgz

clean:
	rm -rf $(VENV) $(LEXICON_VENV) python/build python/dist python/*.egg-info .pytest_cache
