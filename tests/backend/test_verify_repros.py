"""scripts/verify_repros.py on a compacted sharded run (issue 47): repros in the current form (a
shared no-kernel script without values, a mismatch whose inputs are in a sidecar) still reproduce
alone, found where the run's reader finds them, and one that does not reproduce says so."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import torch

from hfcompat.records.compact import compact_run
from hfcompat.records.repros import ReproCall, write_repro
from hfcompat.records.run_writer import RunDir
from hfcompat.triage.argspec import encode
from tests.conftest import ROOT, plugin_env
from tests.dashboard.synthetic import record


def add_case(shard: Path, spec: str, status: str, op: str, overload: str, n: int, expected: str) -> None:
    """A failing case of the ``faulty`` backend and its repro as an earlier harness named it."""
    run = RunDir(shard, meta={"backend": "faulty", "modes": ["eager"]})
    gen = torch.Generator().manual_seed(n)
    call = ReproCall(op=op, overload=overload, backend="faulty", mode="eager",
                     args=[encode(torch.randn(n, generator=gen)), encode(torch.randn(n, generator=gen))], kwargs={},
                     case_id=f"{spec}|faulty|eager|float32|train|short", phase="forward", failure="planted",
                     expected=expected)
    path = write_repro(shard / "repros", call)
    old = path.with_name(f"{op.replace('::', '_')}.{overload}-{n:08x}.py")  # the oldest of the earlier forms
    path.rename(old)
    run.add(record(spec, status, backend="faulty", mode="eager", repro=f"repros/{old.name}"), "planted\n")


@pytest.mark.slow  # three repros, each a fresh interpreter with torch
def test_verify_repros_runs_a_compacted_sharded_runs_repros(tmp_path: Path) -> None:
    root = tmp_path / "run"
    add_case(root / "shard-1-of-2", "arch:a", "fail_unsupported_op", "aten::mul", "Tensor", 16, "error")
    add_case(root / "shard-2-of-2", "arch:b", "fail_accuracy", "aten::mul", "Tensor", 4096, "mismatch")  # sidecar
    add_case(root / "shard-2-of-2", "arch:c", "fail_accuracy", "aten::add", "Tensor", 8, "mismatch")  # healthy op
    compact_run(root)
    assert len(list((root / "repros").glob("*.py"))) == 3 and len(list((root / "repros").glob("*.safetensors"))) == 1
    proc = subprocess.run([sys.executable, "scripts/verify_repros.py", str(root), "-j", "2"], cwd=ROOT,
                          env=plugin_env(HFCOMPAT_OP_FAULT="raise:aten::mul"), capture_output=True, text=True,
                          timeout=300)
    lines = proc.stdout.splitlines()
    assert proc.returncode == 1, proc.stdout + proc.stderr[-2000:]
    assert lines[-1] == "2/3 repros of failing cases reproduce their failure (3 repro files)", proc.stdout
    assert sum(line.startswith("REPRODUCED ") for line in lines) == 2
    assert [line.split()[2] for line in lines if line.startswith("NOT REPRODUCED")] == [
        "arch:c|faulty|eager|float32|train|short"]


def test_verify_repros_refuses_a_directory_that_is_not_a_run(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "scripts/verify_repros.py", str(tmp_path)], cwd=ROOT, env=plugin_env(),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and str(tmp_path) in proc.stderr
