#!/usr/bin/env bash
# Idempotent set-up of the second, optional environment: .venv-tpu, with the real TorchTPU package
# (torch_tpu 0.2.0 needs torch 2.11-2.15, which cannot share .venv with torch-xla's torch 2.9).
# It imports on a CPU-only machine (only the device is missing), so the torch-tpu adapter's set-up,
# modes, cache options and error parsing are tested against it: tests/tpu_env.
# A second run installs nothing: it compares a stamp of the inputs and returns at once.
set -euo pipefail
cd "$(dirname "$0")/.."

# torch 2.13.0 is within torch_tpu 0.2.0's range (2.11-2.15). Here pip takes its CPU build from the
# local wheel folder (pip's find-links, 180 MB); elsewhere PyPI's CUDA build also works, or set
# PIP_EXTRA_INDEX_URL=https://download.pytorch.org/whl/cpu for the small one. libtpu (137 MB) comes
# with torch_tpu as its declared dependency: unused off a TPU VM, kept so the package loads as there.
PINS=(torch==2.13.0 torch-tpu==0.2.0 pytest==9.2.0)

PY=${PYTHON:-python3}
venv=.venv-tpu
if [ ! -x "$venv/bin/python" ]; then
    "$PY" -m venv "$venv"
fi

stamp_file=$venv/.hfcompat-setup
stamp=$(cat scripts/setup_torch_tpu.sh | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp_file" 2>/dev/null)" != "$stamp" ]; then
    echo "setup_torch_tpu: installing ${PINS[*]} into $venv"
    bash scripts/pip_install.sh "$venv/bin/python" -q "${PINS[@]}"
    # The adapter layer imports torch only, so it is put on the path as it is in the working tree
    # (a .pth line) rather than installed with hfcompat, whose dependencies do not belong here.
    site=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
    echo "$PWD/backend" > "$site/hfcompat_backend.pth"
    "$venv/bin/python" -c 'import torch, torch_tpu, hfcompat_backend.torch_tpu_stack; assert hasattr(torch, "tpu")'
    echo "$stamp" > "$stamp_file"
fi
echo "setup_torch_tpu: ok ($venv ready; run: $venv/bin/python -m pytest tests/tpu_env)"
