#!/usr/bin/env bash
# Lint, type-check and look for dead code: ruff (rules in pyproject.toml [tool.ruff]), mypy --strict
# (pyproject.toml [tool.mypy]: the hfcompat and hfcompat_backend packages) and vulture (pyproject.toml
# [tool.vulture]; names used where vulture cannot see are listed in scripts/vulture_whitelist.py).
# Exit non-zero on any finding.
set -euo pipefail
cd "$(dirname "$0")/.."
# The tools of .venv (scripts/setup.sh installs them with .[dev]); a tree without one (a git worktree)
# uses those on PATH.
if [ -x .venv/bin/ruff ]; then
    PATH="$PWD/.venv/bin:$PATH"
fi
ruff check .
mypy
vulture
