#!/usr/bin/env bash
# Lint and type-check the tree: ruff (rules in pyproject.toml [tool.ruff]) and mypy --strict
# (pyproject.toml [tool.mypy]: the hfcompat and hfcompat_backend packages). Exit non-zero on any finding.
set -euo pipefail
cd "$(dirname "$0")/.."
.venv/bin/ruff check .
.venv/bin/mypy
