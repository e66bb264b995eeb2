"""A parallel case in the case runner: may it run, then its ranks' step judged as one device's.

:func:`skip_reason` says why a (model, backend, strategy) cannot be run — the adapter's limits and
the strategy's (a workload it does not run, a model it cannot shard, a batch whose samples meet):
``skipped`` records, never verdicts on the stack. :func:`run` starts the ranks
(:mod:`hfcompat.parallel.launch`), and judges the full tensors they computed against the CPU
reference on the same global batch with the workload's own rule. A rank that raised, died or hung
gives the record its status with the rank, the phase and the op or collective in flight. A
collective cannot be replayed alone on one device, so no replay runs: the record says so.
"""

from __future__ import annotations

import time
from typing import Any

import torch

from hfcompat.factory.model import BuiltModel
from hfcompat.parallel import get_strategy
from hfcompat.parallel.launch import RankFailure, run_ranks, warm
from hfcompat.records.record import FAIL_CRASH, FAIL_ERROR, FAIL_OOM, FAIL_TIMEOUT, FAIL_UNSUPPORTED_OP, Case
from hfcompat.workloads.base import Groups, StepOutput, Workload, cast_inputs
from hfcompat_backend import KIND_OOM, KIND_UNSUPPORTED, Backend

DEFAULT_TIMEOUT_S = 600.0
TIMEOUT_SHARE = 0.8  # of the case's limit: the ranks must fail first, so the record can say where
#: The phases whose collectives produce each compared group, in the order groups are produced.
GROUP_PHASES = {"outputs": ("forward",), "loss": ("forward",), "grads": ("backward", "forward"),
                "params": ("optimizer", "backward", "forward")}
NO_REPLAY = "a collective cannot be replayed alone on one device: the op in flight on the failing rank is named"


def skip_reason(case: Case, backend_cls: type[Backend], built: BuiltModel) -> str | None:
    """Why this case's strategy cannot run here (the adapter's or the strategy's limit), or None."""
    if backend_cls.parallelism is None:
        return f"backend {case.backend} runs no parallel case (its adapter says no way to run ranks)"
    if limit := backend_cls.parallel_limit(case.parallel):
        return f"{case.backend} does not run {case.parallel}: {limit}"
    strategy = get_strategy(case.parallel)
    if strategy.requires and strategy.requires not in backend_cls.capabilities:
        return f"{case.parallel} is a stack-specific strategy that {case.backend} does not have ({strategy.requires})"
    return strategy.skip_reason(built, case.workload, case.devices)


def start(case: Case, backend_cls: type[Backend]) -> None:
    """Start (or keep) the ranks of a case that will run, while the host builds its reference."""
    warm(case, backend_cls)


def run(case: Case, backend_cls: type[Backend], built: BuiltModel, workload: Workload, dtype: torch.dtype,
        ref: Groups, ref64: Groups | None, arbiter: str | None, record: dict[str, Any], timeout_s: float | None,
        timings: dict[str, float]) -> str:
    """Run the ranks and write the verdict into ``record``; returns the log text (a failure's)."""
    from hfcompat.judging.verdict import judge

    strategy = get_strategy(case.parallel)
    options = strategy.options(built, dict(ref.get("grads", {})))  # a tiny case: in memory
    inputs = cast_inputs(workload.inputs(built), dtype)
    limit = TIMEOUT_SHARE * (timeout_s or DEFAULT_TIMEOUT_S)
    ranks = run_ranks(case, backend_cls, strategy, built, inputs, options, limit)
    timings["ranks_s"] = ranks.seconds
    timings["ranks_start_s"] = ranks.start_s
    timings.update({f"rank_{part}_s": v for part, v in ranks.parts.items()})
    if ranks.failure is not None:
        _failed(record, backend_cls, ranks.failure)
        return ranks.failure.log
    assert ranks.groups is not None
    if strategy.splits_batch:
        record["not_compared"] = _per_sample_lists(ranks.groups, ref, ref64)
    record["collectives"] = list(dict.fromkeys(c.partition("@")[0] for c in ranks.collectives))
    t = time.perf_counter()
    checks = workload.check(ranks.groups, ref, ref64, ranks.extra)
    timings["compare_s"] = time.perf_counter() - t
    judge(record, workload, StepOutput(ranks.groups, ranks.extra), ref, arbiter, checks, [])
    bad = [group for group in GROUP_PHASES if group in checks and not checks[group].ok]
    if bad:
        _blame_collective(record, bad[0], ranks.collectives)
    record["replay"] = {"op": None, "kind": "not run", "detail": NO_REPLAY}
    return ""


def _per_sample_lists(dev: Groups, *refs: Groups | None) -> list[str]:
    """Drop (from every side) the outputs a data-parallel rank holds only its own part of: per-sample
    lists (``image_outputs.pooler_output.0``, ``.1``: one per image), whose names differ between the
    whole batch and a rank's slice. The loss and every gradient still judge what they compute."""
    def listed(names: set[str]) -> set[str]:
        return {n for n in names if any(part.isdigit() for part in n.split(".")[1:])}

    mine = listed(set(dev.get("outputs", {})))
    theirs = listed(set().union(*(set(r.get("outputs", {})) for r in refs if r is not None)))
    if mine == theirs:
        return []
    for groups in (dev, *refs):
        if groups is not None:
            for name in mine | theirs:
                outputs = groups.get("outputs")
                if isinstance(outputs, dict):  # outputs are kept in memory at every size
                    outputs.pop(name, None)
    return sorted(mine | theirs)


def _blame_collective(record: dict[str, Any], group: str, collectives: list[str]) -> None:
    """A mismatch's culprit: the first collective of the phase that made the first group out of
    tolerance (outputs and loss: forward; gradients: backward; updated parameters: the optimizer's,
    else backward's). Every kernel of the step is the single-device case's, judged on its own; what
    only the parallel step adds is its collectives, and the replay cannot run one alone."""
    for phase in GROUP_PHASES[group]:
        ops = [c.partition("@")[0] for c in collectives if c.partition("@")[2] == phase]
        if ops:
            record.update(culprit_op=ops[0], culprit_phase=phase, culprit_source="collective",
                          cause=f"{group} out of tolerance after the {phase} collectives ({', '.join(ops)}); "
                                "the same step on one device is the single case")
            return


def _failed(record: dict[str, Any], backend_cls: type[Backend], failure: RankFailure) -> None:
    """A rank's failure as the case's status, rank, phase and culprit (named by the rank's recorder)."""
    status = {"crash": FAIL_CRASH, "timeout": FAIL_TIMEOUT}.get(failure.kind, FAIL_ERROR)
    if failure.kind == "error":
        try:
            explained = backend_cls().explain(RuntimeError(f"{failure.error_type}: {failure.error}"), failure.log)
        except Exception:  # noqa: BLE001  (an adapter that cannot be made here explains nothing)
            explained = None
        if explained is not None:
            status = {KIND_UNSUPPORTED: FAIL_UNSUPPORTED_OP, KIND_OOM: FAIL_OOM}.get(explained.kind, status)
            failure.op = failure.op or explained.op
    record.update(status=status, phase=failure.phase, rank=failure.rank, error_type=failure.error_type,
                  error=failure.error)
    if failure.op:
        record.update(culprit_op=failure.op, culprit_phase=failure.phase,
                      culprit_source="exception" if failure.kind == "error" else "in_flight")
    record["replay"] = {"op": None, "kind": "not run", "detail": NO_REPLAY}
