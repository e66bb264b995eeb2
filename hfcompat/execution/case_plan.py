"""Which cases a spec gets: its workloads and regimes, planned in a worker-side process.

Knowing whether a model can generate, or has sequence-shape knobs that make a ``long`` regime,
takes its class and config, so transformers and torch. The sweep parent must not import torch
(docs/design.md §2), so it asks a child: ``python -m hfcompat.execution.case_plan`` reads a request (specs
and how to build them) as JSON on stdin and prints one JSON object per spec::

    {"spec": "arch:llama", "model_class": "LlamaForCausalLM", "error": null,
     "workloads": ["train", "infer", "generate", "generate-static"], "regimes": ["short", "long"]}

:func:`plan_specs` runs that child once for all specs (the sweep, before pytest starts). ``check``
asks its own worker instead (:meth:`hfcompat.isolation.worker.Worker.plan`), which imports the
stack for the case anyway, and asks nothing when one workload and one regime are given
(:func:`needs_plan`): a check imports the stack once (issue 24). The factory says which class
``build()`` would use and which regimes the model has (``hfcompat.factory.build_plan``); the workloads
follow from the class (:func:`hfcompat.workloads.workloads_for`).
A spec whose planning fails gets its default case, so the factory's error becomes that case's
``harness_error`` (or ``skipped``) record instead of vanishing from the run.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import asdict, dataclass
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.records.axes import DEFAULT_REGIME, DEFAULT_WORKLOAD, REGIMES, WORKLOADS
from hfcompat_backend.registry import unknown_name_message

PLAN_TIMEOUT_S = 1800.0  # every architecture imports its modeling module once


@dataclass(frozen=True, slots=True)
class SpecPlan:
    """What one spec has: its workloads and regimes (defaults only when planning failed)."""

    spec: str
    model_class: str | None = None
    workloads: tuple[str, ...] = (DEFAULT_WORKLOAD,)
    regimes: tuple[str, ...] = (DEFAULT_REGIME,)
    error: str | None = None


def parse_choices(flag: str, given: list[str], allowed: tuple[str, ...]) -> list[str]:
    """``--workload``/``--regime`` values: ``[]`` or ``["all"]`` → ``[]`` (all the model has), else
    the values as given (deduplicated); an unknown value is a one-line UsageError naming it."""
    if not given or given == ["all"]:
        return []
    for value in given:
        if value not in (*allowed, "all"):
            raise UsageError(unknown_name_message(flag, value, (*allowed, "all")))
    if "all" in given:
        raise UsageError(f"{flag} all cannot be combined with other values")
    return list(dict.fromkeys(given))


def select(plan: SpecPlan, workloads: list[str], regimes: list[str]) -> list[tuple[str, str]]:
    """The (workload, regime) pairs a spec is run in: what it has, narrowed to what was asked.

    Asked for something it does not have (``--workload generate`` on BERT), or unplannable, it gets
    one case of what was asked (else the default), whose record says why it was not judged."""
    if plan.error is not None:
        return [((workloads or [DEFAULT_WORKLOAD])[0], (regimes or [DEFAULT_REGIME])[0])]
    ws = [w for w in (workloads or plan.workloads) if w in plan.workloads] or (workloads or [DEFAULT_WORKLOAD])[:1]
    rs = [r for r in (regimes or plan.regimes) if r in plan.regimes] or (regimes or [DEFAULT_REGIME])[:1]
    return [(w, r) for w in WORKLOADS if w in ws for r in REGIMES if r in rs]


def needs_plan(workloads: list[str], regimes: list[str]) -> bool:
    """Whether selecting a spec's cases needs its plan: not when one workload and one regime are
    asked for, as :func:`select` then gives that one case whatever the plan says (the record says
    so when the model lacks it), so ``check --workload train --regime short`` plans nothing."""
    return not (len(workloads) == 1 and len(regimes) == 1)


def from_dict(data: dict[str, Any]) -> SpecPlan:
    """A plan from its JSON form (the planner child's line, a worker's answer)."""
    return SpecPlan(data["spec"], data.get("model_class"), tuple(data["workloads"]), tuple(data["regimes"]),
                    data.get("error"))


def plan_specs(specs: list[str], size: str = "tiny", weights: str = "random",
               trust_remote_code: bool = False) -> dict[str, SpecPlan]:
    """Plan every spec in one child process (this process imports no torch); spec → plan."""
    if not specs:
        return {}
    request = json.dumps({"specs": specs, "size": size, "weights": weights, "trust_remote_code": trust_remote_code})
    try:
        proc = subprocess.run([sys.executable, "-m", "hfcompat.execution.case_plan"], input=request,
                              capture_output=True, text=True, timeout=PLAN_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        proc = None
    plans: dict[str, SpecPlan] = {}
    if proc is not None and proc.returncode == 0:
        for line in proc.stdout.splitlines():
            if line.startswith("{"):
                data = json.loads(line)
                plans[data["spec"]] = from_dict(data)
    why = "planning timed out" if proc is None else f"planning exited {proc.returncode}: {_last_line(proc.stderr)}"
    return {s: plans.get(s) or SpecPlan(s, error=why) for s in specs}


def _last_line(text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return lines[-1] if lines else "no output"


# -- the child's side (imports the factory, transformers, torch) -------------------------------------

def plan_one(spec: str, size: str = "tiny", weights: str = "random", trust_remote_code: bool = False) -> SpecPlan:
    """Plan one spec here, in a process that may import torch. Never raises for a bad model."""
    from hfcompat import factory
    from hfcompat.workloads import workloads_for

    try:
        found = factory.plan(factory.validate_spec(spec), size=size, weights=weights,
                             trust_remote_code=trust_remote_code)
    except Exception as exc:  # noqa: BLE001  (a spec that cannot be planned is its default case)
        return SpecPlan(spec, error=f"{type(exc).__name__}: {exc}".splitlines()[0])
    if found.error:
        return SpecPlan(spec, error=found.error)
    cls = _model_class(found.model_class)
    workloads = workloads_for(cls)
    if cls is None and found.can_generate:  # a remote-code class: the factory's word for it
        workloads = (*workloads, "generate")
    regimes = tuple(r for r in REGIMES if r in found.regimes)
    return SpecPlan(spec, found.model_class, workloads, regimes or (DEFAULT_REGIME,))


def plan_request(request: dict[str, Any]) -> list[dict[str, Any]]:
    """Answer a planning request (``{"specs": [...], "size", "weights", "trust_remote_code"}``) here,
    one plan per spec in its JSON form: what a worker does when asked (``Worker.plan``)."""
    return [asdict(plan_one(spec, request.get("size", "tiny"), request.get("weights", "random"),
                            bool(request.get("trust_remote_code")))) for spec in request["specs"]]


def _model_class(name: str | None) -> type | None:
    """The transformers class a plan names; None for remote code (not in transformers)."""
    if name is None:
        return None
    import transformers

    try:
        cls = getattr(transformers, name, None)
    except ImportError:  # a placeholder whose optional backend is missing
        cls = None
    return cls if isinstance(cls, type) else None


def main() -> None:
    """``python -m hfcompat.execution.case_plan``: a JSON request on stdin, one JSON plan per line out."""
    import contextlib
    import io

    request = json.loads(sys.stdin.read())
    out = sys.stdout
    for spec in request["specs"]:
        with contextlib.redirect_stdout(io.StringIO()):  # libraries' prints must not mix with the answer
            found = plan_one(spec, request.get("size", "tiny"), request.get("weights", "random"),
                             bool(request.get("trust_remote_code")))
        out.write(json.dumps(asdict(found)) + "\n")
    out.flush()


if __name__ == "__main__":
    main()
