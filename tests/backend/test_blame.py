"""The blame boundary: a bug in hfcompat is a harness_error, never the device's failure nor a
reference_error, and the worker that hit it serves the next case.

Bugs are planted in hfcompat's real code (a corrupted constant makes the module itself raise), in the
worker loop run in process and in a real worker process behind the isolation layer.
"""

from __future__ import annotations

import io
import json
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import torch

import hfcompat.execution.case
import hfcompat.workloads.base
from hfcompat.execution.blame import raised_in_harness
from hfcompat.execution.case import run_case
from hfcompat.isolation.child import serve
from hfcompat.isolation.worker import Worker
from hfcompat.judging import compare
from hfcompat.records.record import Case
from tests.backend.modules import FailsOnCpu, Linear, planted
from tests.conftest import plugin_env


def _serve(lines: Iterator[str]) -> list[dict[str, Any]]:
    """The worker's own loop, in process: its answers, one per case (not its word on the device after each)."""
    answers = io.StringIO()
    serve(lines, answers)
    messages = [json.loads(line) for line in answers.getvalue().splitlines()[1:]]  # after {"ready": true}
    return [m for m in messages if "broken" not in m]


def _request(spec: str, backend: str = "cpu") -> str:
    return json.dumps({"case": Case(spec, backend, "eager", workload="train").to_dict()}) + "\n"


def test_a_compare_bug_is_a_harness_error_and_the_next_case_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    def requests() -> Iterator[str]:
        monkeypatch.setattr(compare, "TOL_OUTPUTS", "1e-3")  # a str where compare does arithmetic
        yield _request("arch:llama")
        monkeypatch.undo()  # the bug is fixed before the next case is read
        yield _request("arch:llama")

    bugged, healthy = _serve(requests())
    record = bugged["record"]
    assert (record["status"], record["phase"], record["error_type"]) == ("harness_error", "compare", "TypeError")
    assert record["cause"].startswith("a bug in hfcompat, not the device: raised at compare.py:")
    assert "Traceback" in bugged["log"] and "compare.py" in bugged["log"]
    assert healthy["record"]["status"] == "pass"


def test_a_bug_in_the_reference_code_is_a_harness_error(monkeypatch: pytest.MonkeyPatch) -> None:
    # The harness's own step code fails while running the CPU reference: not the model's fault.
    monkeypatch.setattr(hfcompat.workloads.base, "SKIP_OUTPUT_KEYS", None)
    with pytest.raises(TypeError) as caught:
        run_case(Case("arch:llama", "cpu", "eager", workload="train"))
    assert raised_in_harness(caught.value)
    (answer,) = _serve(iter([_request("arch:llama")]))
    assert (answer["record"]["status"], answer["record"]["phase"]) == ("harness_error", "reference")
    assert "workloads/base.py" in answer["log"]


class _InPlaceBreaksBackward(Linear):
    """Modifies a tensor autograd saved: the backward raises inside torch's engine, for the model."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.lin(x).sigmoid()
        y.mul_(2)
        return y


class _WrongWidth(Linear):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lin(x[..., :4])  # nn.Linear raises: the model's own layer


@pytest.mark.parametrize("module", [FailsOnCpu, _InPlaceBreaksBackward, _WrongWidth])
def test_a_model_that_fails_on_cpu_is_a_reference_error(module: type[Linear]) -> None:
    record = run_case(
        Case(f"planted:{module.__name__}", "cpu", "eager", workload="train"), built=planted(module)
    ).record
    assert (record["status"], record["phase"]) == ("reference_error", "reference"), record["error"]


_PLANT_TRIAGE_BUG = """
import hfcompat.triage.grouping as grouping
grouping._RULES = ((None, "<n>"),)  # a rule without a pattern: grouping any failure raises in grouping.py
"""


@pytest.mark.slow  # a real worker process and cases in it
def test_a_triage_bug_in_a_real_worker_is_a_harness_error_and_the_worker_serves_on(tmp_path: Path) -> None:
    # The bug is planted at the worker's start-up (sitecustomize) and hits only failing cases: vit
    # fails (gelu raises on the device) and is then grouped; llama, next in the same process, passes.
    (tmp_path / "sitecustomize.py").write_text(textwrap.dedent(_PLANT_TRIAGE_BUG))
    env = plugin_env(HFCOMPAT_OP_FAULT="raise:aten::gelu")
    env["PYTHONPATH"] = f"{tmp_path}:{env['PYTHONPATH']}"
    with Worker(env=env) as worker:
        bugged = worker.run(Case("arch:vit", "faulty", "eager", workload="train"), timeout=300)
        pid = worker._proc.pid if worker._proc else None
        healthy = worker.run(Case("arch:llama", "faulty", "eager", workload="train"), timeout=300)
        assert worker._proc is not None and worker._proc.pid == pid  # the same process ran both
    assert (bugged.record["status"], bugged.record["phase"]) == ("harness_error", "triage")
    assert bugged.record["error_type"] == "AttributeError" and "grouping.py" in bugged.log
    assert healthy.record["status"] == "pass"


@pytest.mark.slow  # real worker processes, one of them aborted, and the cases after it
def test_a_device_a_case_left_broken_is_not_blamed_on_the_cases_after_it() -> None:
    # gpt2's step leaves the device broken (every later sync of live tensors fails, as on torch_xla
    # once a tensor has lost its data); opt's does too, and checking its state aborts the process.
    # Each case after them runs in a fresh worker and passes; without the check, llama and qwen2
    # would fail on "Check failed: tensor_data" in the same process.
    with Worker(env=plugin_env(HFCOMPAT_FAULTS="gpt2=poison,opt=poison-abort")) as worker:
        def run(spec: str) -> tuple[dict[str, Any], int | None]:
            outcome = worker.run(Case(spec, "faulty", "eager", workload="train"), timeout=300)
            return outcome.record, worker._proc.pid if worker._proc else None

        healthy, pid_before = run("arch:qwen3")
        poisoned, pid_poisoned = run("arch:gpt2")
        after, pid_after = run("arch:llama")
        aborted, _ = run("arch:opt")
        after_abort, _ = run("arch:qwen2")
    assert healthy["status"] == "pass" and pid_before is not None  # after a healthy case the worker serves on
    assert poisoned["status"] == "fail_error" and "tensor_data" in poisoned["error"]
    # The replay runs each op alone with its own sync: no op is blamed for the broken device.
    assert poisoned.get("culprit_op") is None and poisoned["replay"]["ops_replayed"] > 0
    assert pid_poisoned is None and pid_after is not None  # the broken worker was retired
    assert after["status"] == "pass", after["error"]
    assert aborted["status"] == "fail_error" and after_abort["status"] == "pass", after_abort["error"]
