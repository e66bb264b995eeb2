#!/usr/bin/env bash
# Rebuild the published dashboards from the committed run directories under reports/ (no device,
# no models run: records only). Prints the headline of each run, as in the README.
set -euo pipefail
cd "$(dirname "$0")/.."
hf=.venv/bin/hfcompat
for run in all-archs-torch-xla core-torch-xla-all-modes; do
    "$hf" report "reports/$run" | sed -n '/^Headline/,/^Status counts/p' | head -n -2
    "$hf" dashboard "reports/$run" --out "reports/site/$run"
done
echo "dashboards: reports/site/*/index.html"
