"""What ``hfcompat check`` does before its worker runs a case: no stack import, no needless planning.

The stack (torch, transformers, torch_xla) is imported once, by the check's worker (issue 24): the
CLI validates without it, planning happens in the worker or not at all.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any, cast

import pytest

from hfcompat import check_command
from hfcompat.errors import UsageError
from hfcompat.execution import case_plan
from hfcompat.execution.case_plan import SpecPlan
from hfcompat.isolation.worker import Worker
from hfcompat.specs.archs import known_model_types, read_model_types
from hfcompat_backend import BUILTIN_BACKENDS

STACK = ("torch", "transformers", "torch_xla", "torchax", "jax")


def _modules_after(code: str) -> list[str]:
    probe = f"import sys\n{code}\nprint(','.join(n for n in {STACK!r} if n in sys.modules))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    last = (out.stdout.strip().splitlines() or [""])[-1]
    return [n for n in last.split(",") if n]


def test_the_check_command_validates_and_selects_its_case_without_the_stack() -> None:
    code = ("import hfcompat.cli as cli\ncli._parser()\nfrom hfcompat.check_command import make_cases\n"
            "cases = make_cases('arch:llama', 'torch-xla', [], 'float32', workloads=['train'], regimes=['short'])\n"
            "assert len(cases) == 1")
    assert _modules_after(code) == []


def test_resolving_every_builtin_backend_and_its_modes_imports_no_torch() -> None:
    code = ("from hfcompat_backend import BUILTIN_BACKENDS, get_backend\n"
            "assert all(get_backend(name).modes for name in BUILTIN_BACKENDS)")
    assert _modules_after(code) == []
    assert set(BUILTIN_BACKENDS) == {"cpu", "cuda", "torch-tpu", "torch-xla", "torchax"}


def test_model_types_read_from_source_are_the_imported_mapping() -> None:
    from hfcompat.factory.heads import known_model_types as imported

    assert read_model_types() == imported() == known_model_types()


def test_model_types_fall_back_to_the_imported_mapping(monkeypatch: pytest.MonkeyPatch) -> None:
    from hfcompat.factory.heads import known_model_types as imported
    from hfcompat.specs import archs

    monkeypatch.setattr(archs, "read_model_types", lambda: None)  # a transformers whose file is not as expected
    assert archs.known_model_types.__wrapped__() == imported()


@pytest.mark.parametrize(("source", "expected"), [
    ('MODEL_MAPPING_NAMES = OrderedDict(\n    [\n        ("b", "BModel"),\n        ("a", "AModel"),\n    ]\n)\n',
     ["a", "b"]),
    # changed after its definition, built at run time, or absent: the mapping is imported instead
    ('MODEL_MAPPING_NAMES = OrderedDict([("a", "AModel")])\nMODEL_MAPPING_NAMES.update(EXTRA)\n', None),
    ('MODEL_MAPPING_NAMES = OrderedDict([("a", "AModel")])\nMODEL_MAPPING_NAMES["b"] = "BModel"\n', None),
    ('MODEL_MAPPING_NAMES = OrderedDict([(name, cls) for name, cls in PAIRS])\n', None),
    ("OTHER = 1\n", None),
])
def test_reading_the_mapping_refuses_what_is_not_one_literal(tmp_path: Path, source: str,
                                                            expected: list[str] | None) -> None:
    path = tmp_path / "modeling_auto.py"
    path.write_text(source)
    assert read_model_types(path) == expected
    assert read_model_types(tmp_path / "missing.py") is None


class _PlanningWorker:
    """Stands for the check's worker: answers plans, notes what it was asked."""

    def __init__(self, found: SpecPlan):
        self.found = found
        self.asked: list[tuple[list[str], dict[str, Any]]] = []

    def plan(self, specs: list[str], **how: Any) -> dict[str, SpecPlan]:
        self.asked.append((specs, how))
        return {s: self.found for s in specs}

    def as_worker(self) -> Worker:
        return cast(Worker, self)


def _no_child(*args: Any, **kwargs: Any) -> dict[str, SpecPlan]:
    raise AssertionError("a planner child was started")


def test_one_workload_and_one_regime_plan_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(case_plan, "plan_specs", _no_child)
    worker = _PlanningWorker(SpecPlan("arch:llama", "LlamaForCausalLM", ("train",), ("short",)))
    # asked for a workload the plan would not list: still that one case (its record says why)
    cases = check_command.make_cases("arch:llama", "cpu", [], "float32", workloads=["generate"], regimes=["long"],
                             worker=worker.as_worker())
    assert [(c.workload, c.regime) for c in cases] == [("generate", "long")] and worker.asked == []
    assert not case_plan.needs_plan(["train"], ["short"])
    assert case_plan.needs_plan(["train"], []) and case_plan.needs_plan([], [])


def test_the_checks_worker_plans_when_the_model_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(case_plan, "plan_specs", _no_child)
    worker = _PlanningWorker(SpecPlan("arch:mistral", "MistralForCausalLM", ("train", "infer"), ("short", "long")))
    cases = check_command.make_cases("arch:mistral", "cpu", ["all"], "float32", workloads=["train"],
                             worker=worker.as_worker())
    assert [(c.mode, c.workload, c.regime) for c in cases] == [
        ("eager", "train", "short"), ("eager", "train", "long"), ("compile", "train", "short"),
        ("compile", "train", "long")]
    assert worker.asked == [(["arch:mistral"], {"size": "tiny", "weights": "random", "trust_remote_code": False})]


def test_bad_input_is_refused_before_the_worker_is_asked() -> None:
    worker = _PlanningWorker(SpecPlan("arch:llama"))
    with pytest.raises(UsageError, match="unknown architecture 'lama'"):
        check_command.make_cases("arch:lama", "cpu", [], "float32", worker=worker.as_worker())
    assert worker.asked == []


def test_a_worker_ends_at_once_after_its_atexit_handlers() -> None:
    # No interpreter tear-down (torch_xla's took 1.5-1.9 s per worker), but atexit still runs.
    code = ("import atexit, sys\nfrom hfcompat.isolation.child import exit_at_once\n"
            "atexit.register(lambda: print('atexit ran'))\nsys.stderr.write('buffered')\nexit_at_once()\n"
            "print('not reached')")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "atexit ran\n", "buffered")
