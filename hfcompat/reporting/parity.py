"""Parity of one stack with another: of the cases that work on the baseline's backend, how many work
on the run's (issue 39: "parity with CUDA").

``hfcompat report RUN --baseline OTHER`` where the two runs are on different backends (each run one
backend and one mode: a torch-xla lazy run against a CUDA eager census) matches a case across the
backend and mode: the same model, dtype, workload, regime and strategy. The cases that work on the
baseline are the denominator, as what a user moving from that stack expects to keep working; the
gap is those that do not work on the run's, counted by the op blamed on the run's side (or by its
status where none is named). A case in only one run counts for neither.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from hfcompat.records.oom import blamed_op
from hfcompat.records.run_reader import Run, works

NO_OP = "(no op named)"


@dataclass(frozen=True, slots=True)
class GapRow:
    """Cases that work on the baseline's backend and not on the run's, blamed on one op."""

    op: str
    cases: int
    statuses: dict[str, int]  # the run's statuses of those cases


@dataclass(frozen=True, slots=True)
class Parity:
    """How many of the cases that work on ``baseline_backend`` also work on ``backend``."""

    backend: str
    baseline_backend: str
    works_both: int
    works_baseline: int  # matched cases that work on the baseline's backend
    gap: list[GapRow] = field(default_factory=list)  # most cases first

    @property
    def pct(self) -> float | None:
        return round(100.0 * self.works_both / self.works_baseline, 1) if self.works_baseline else None

    @property
    def text(self) -> str:
        pct = "-" if self.pct is None else f"{self.pct:.1f}%"
        return (f"parity with {self.baseline_backend}: {pct} ({self.works_both}/{self.works_baseline} of the cases "
                f"that work on {self.baseline_backend} work on {self.backend})")

    def to_dict(self) -> dict[str, Any]:
        return {"backend": self.backend, "baseline_backend": self.baseline_backend, "pct": self.pct,
                "works_both": self.works_both, "works_baseline": self.works_baseline, "text": self.text,
                "gap": [{"op": g.op, "cases": g.cases, "statuses": g.statuses} for g in self.gap]}


def one_stack(run: Run) -> tuple[str, str] | None:
    """(backend, mode) of a run whose every case ran on one backend in one mode, else None."""
    stacks = {(str(c.get("backend")), str(c.get("mode"))) for c in run.cases}
    return stacks.pop() if len(stacks) == 1 else None


def across_backends(run: Run, baseline: Run) -> tuple[str, str] | None:
    """(baseline's backend, run's) when each run is one stack and their backends differ, else None."""
    mine, theirs = one_stack(run), one_stack(baseline)
    if mine is None or theirs is None or mine[0] == theirs[0]:
        return None
    return theirs[0], mine[0]


def parity(now: dict[str, dict[str, Any]], then: dict[str, dict[str, Any]], backends: tuple[str, str]) -> Parity:
    """Parity over the cases matched by key in ``now`` (the run) and ``then`` (the baseline)."""
    matched = [(now[k], then[k]) for k in now.keys() & then.keys() if works(then[k])]
    missing = [after for after, _ in matched if not works(after)]
    by_op: dict[str, Counter[str]] = {}
    for after in missing:
        by_op.setdefault(blamed_op(after) or NO_OP, Counter())[str(after.get("status"))] += 1
    gap = sorted((GapRow(op, sum(s.values()), dict(s.most_common())) for op, s in by_op.items()),
                 key=lambda g: (-g.cases, g.op))
    return Parity(backend=backends[1], baseline_backend=backends[0], works_both=len(matched) - len(missing),
                  works_baseline=len(matched), gap=gap)
