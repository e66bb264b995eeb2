#!/usr/bin/env bash
# Idempotent set-up: a virtual environment at .venv with the pinned CPU/CI stack, the project
# installed in editable mode, and Debian's chromium for the dashboard's browser tests.
# A second run installs nothing: it compares a stamp of the inputs and returns at once.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PY" -m venv .venv
fi

stamp_file=.venv/.hfcompat-setup
stamp=$(cat constraints.txt pyproject.toml scripts/setup.sh scripts/pip_install.sh | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp_file" 2>/dev/null)" != "$stamp" ]; then
    echo "setup: installing the pinned stack into .venv (torch 2.9.0 + torch-xla 2.9.0: a few minutes the first time)"
    bash scripts/pip_install.sh .venv/bin/python -q --upgrade pip
    bash scripts/pip_install.sh .venv/bin/python -q -c constraints.txt -e ".[dev]"
    # torch_xla's wheel carries an older copy of the torchax package (it imports flax); pip unpacks
    # the two in no fixed order, so put the pinned torchax back on top (torchax_stack.overwritten_files).
    bash scripts/pip_install.sh .venv/bin/python -q -c constraints.txt --no-deps --force-reinstall torchax
    echo "$stamp" > "$stamp_file"
fi

# Browser tests drive Debian's chromium through Playwright (no browser download).
if ! command -v chromium >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "setup: installing Debian's chromium for the dashboard tests"
        apt-get -o Acquire::Retries=3 update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o Acquire::Retries=3 install -y -qq chromium >/dev/null
    else
        echo "setup: chromium not found and cannot apt-get it; browser tests will be skipped" >&2
    fi
fi
echo "setup: ok (.venv ready)"
