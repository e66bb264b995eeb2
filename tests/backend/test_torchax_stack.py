"""Real torchax on JAX's CPU backend: a real model passes in both modes, a missing lowering is named.

torchax is only ever imported in child processes here: importing it renames the PrivateUse1 backend
to "jax" for the whole process, which the other tests in this pytest process must not see.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import json
import subprocess
import sys
from importlib.metadata import PathDistribution
from pathlib import Path
from typing import Any

import pytest

from hfcompat_backend import KIND_UNSUPPORTED, get_backend
from hfcompat_backend.torchax_stack import overwritten_files
from tests.conftest import ROOT, plugin_env, run_cli

# Skipped only where torchax is not installed: an installed but unusable torchax (say, torch_xla's
# bundled copy unpacked over it) must fail these tests, with availability()'s reason, not skip them.
needs_torchax = pytest.mark.skipif(importlib.util.find_spec("torchax") is None, reason="torchax not installed")

# Planted modules run in one child (one torchax import, a few seconds): one JSON record per line.
_PLANTED = """
import json
from hfcompat.execution.case import run_case
from hfcompat.records.record import Case
from tests.backend.modules import CtcLoss, Linear, planted
for cls, mode in ((Linear, "eager"), (Linear, "jit"), (CtcLoss, "eager"), (CtcLoss, "jit")):
    print(json.dumps(run_case(Case(f"planted:{cls.__name__}", "torchax", mode), built=planted(cls)).record))
"""


@pytest.fixture(scope="module")
def planted_records() -> dict[tuple[str, str], dict[str, Any]]:
    available = get_backend("torchax").availability()
    assert available.ok, available.reason
    proc = subprocess.run([sys.executable, "-c", _PLANTED], cwd=ROOT, env=plugin_env(PYTHONPATH=str(ROOT)),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    records = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    return {(r["model_class"], r["mode"]): r for r in records}


@needs_torchax
@pytest.mark.torchax
@pytest.mark.slow
@pytest.mark.parametrize("mode", ["eager", "jit"])
def test_plain_module_passes_with_gradients(planted_records: dict[tuple[str, str], dict[str, Any]], mode: str) -> None:
    record = planted_records[("Linear", mode)]
    assert record["status"] == "pass", record["error"]
    assert record["compare"]["grads"]["missing"] == [] and record["fallback_ops"] == []
    assert record["device"] == "JAX:CPU" and record["versions"]["torchax"] == "0.0.13"
    assert record["compiles"] > 0  # counted from jax.monitoring


@needs_torchax
@pytest.mark.torchax
@pytest.mark.slow
@pytest.mark.parametrize("mode", ["eager", "jit"])
def test_op_without_lowering_is_named(planted_records: dict[tuple[str, str], dict[str, Any]], mode: str) -> None:
    # F.ctc_loss decomposes to aten::_ctc_loss, which torchax 0.0.13 does not lower (no CPU fallback).
    record = planted_records[("CtcLoss", mode)]
    assert record["status"] == "fail_unsupported_op" and record["error_type"] == "OperatorNotFound"
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"]) == (
        "aten::_ctc_loss",
        "forward",
        "exception",
    )


@needs_torchax
@pytest.mark.torchax
@pytest.mark.slow
def test_real_model_passes_in_both_modes_through_the_cli() -> None:
    # `check` runs each mode in its own worker process (hfcompat.isolation.worker), as every run does.
    proc = run_cli("check", "arch:llama", "--backend", "torchax", "--mode", "all", "--workload", "train",
                   "--regime", "short", "--json", timeout=300)
    records = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    assert [r["mode"] for r in records] == ["eager", "jit"], proc.stderr[-3000:]
    for record in records:
        assert record["status"] == "pass", (record["mode"], record["error"])
        assert record["compare"]["grads"]["missing"] == []  # every parameter got its JAX gradient
    assert records[1]["compiles"] < records[0]["compiles"]  # jit: a few whole programs, not one per op


@needs_torchax
@pytest.mark.torchax
@pytest.mark.slow
def test_generate_runs_in_eager_and_jit_says_why_it_does_not() -> None:
    proc = run_cli("check", "arch:llama", "--backend", "torchax", "--mode", "all", "--workload", "generate",
                   "--regime", "short", "--json", timeout=300)
    eager, jit = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    assert eager["generation"]["new_tokens"] == 8, (eager["status"], eager["error"], proc.stderr[-3000:])
    assert len(eager["generation"]["compiles_per_step"]) == 8
    # torchax 0.0.13's own scaled_dot_product_attention gives NaN on a fully masked row (torch gives
    # 0), so the left-padded sample of the prompt batch turns NaN. No ATen op does it alone: the
    # replay (which skips set_ on raw storages and fused attention's private logsumexp) names no op,
    # and the cause says NaN, not drift.
    assert eager["status"] == "fail_accuracy" and eager["culprit_op"] is None, eager["replay"]
    assert eager["cause"].startswith("non-finite values (NaN/inf) on the device"), eager["cause"]
    assert jit["status"] == "skipped" and "jit mode" in jit["error"] and "eager" in jit["error"]


def test_explain_names_the_op_from_torchax_message() -> None:
    backend = get_backend("torchax")()  # explain reads messages only: no torchax import needed
    found = backend.explain(RuntimeError("Operator with name aten::_ctc_loss.default has no lowering"))
    assert found is not None and (found.kind, found.op) == (KIND_UNSUPPORTED, "aten::_ctc_loss")
    torch_level = backend.explain(RuntimeError("Operator with name histc has no lowering"))
    assert torch_level is not None and (torch_level.kind, torch_level.op) == (KIND_UNSUPPORTED, None)
    assert backend.explain(ValueError("shapes do not match")) is None


@needs_torchax
def test_refuses_a_process_with_torch_tpu(monkeypatch: pytest.MonkeyPatch) -> None:
    import types

    monkeypatch.setitem(sys.modules, "torch_tpu", types.ModuleType("torch_tpu"))
    available = get_backend("torchax").availability()
    assert not available.ok and "torch_tpu" in available.reason


def test_overwritten_files_names_files_that_differ_from_the_record(tmp_path: Path) -> None:
    # The shape of torch_xla's bundled torchax unpacked over the real one: same dist-info, other files.
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("X = 1\n")
    (package / "kept.py").write_text("Y = 2\n")
    info = tmp_path / "pkg-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pkg\nVersion: 1.0\n")
    rows = [f"pkg/{name},sha256={_record_hash(package / name)},6" for name in ("__init__.py", "kept.py")]
    (info / "RECORD").write_text("\n".join([*rows, "pkg-1.0.dist-info/RECORD,,"]) + "\n")
    dist = PathDistribution(info)
    assert overwritten_files(dist) == []
    (package / "__init__.py").write_text("import flax\n")
    assert overwritten_files(dist) == ["pkg/__init__.py"]


def _record_hash(path: Path) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(path.read_bytes()).digest()).rstrip(b"=").decode()
