"""Where a run's time went: the sum of each part of the case time, and the slowest cases' breakdowns.

Read off the records' ``timings`` (docs/design.md §5): the case runner's phase timers (build, reference,
device, compare, replay...) and, inside the device step's first run, the stack's own timers
(compile, execute, transfers) and the op recorder's bookkeeping; ``host_s`` is what is left of the
first step on the host (Python model code, lazy tracing, CPU-fallback kernels). A pure function of
records, like every report view; records written before a part existed just lack it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: (timings key, column label) in reading order; a part is shown where some case has it.
PARTS: tuple[tuple[str, str], ...] = (
    ("build_s", "build"),
    ("reference_s", "reference"),
    ("device_s", "device"),
    ("first_step_s", "first step"),
    ("compile_s", "compile"),
    ("execute_s", "execute"),
    ("transfer_s", "transfer"),
    ("host_s", "host"),
    ("recorder_s", "recorder"),
    ("plain_step_s", "plain rerun"),
    ("stability_s", "stability"),
    ("compare_s", "compare"),
    ("triage_s", "triage"),
    ("replay_s", "replay"),
)
#: parts contained in ``first_step_s``; it and the other device-step parts are contained in ``device_s``
IN_FIRST_STEP = frozenset({"compile_s", "execute_s", "transfer_s", "host_s", "recorder_s"})
IN_DEVICE = frozenset({"first_step_s", "plain_step_s", "stability_s", "compare_s"})


def depth(key: str) -> int:
    """How deep a part nests: 0 for a phase of the case, 1 within the device phase, 2 within its first step."""
    return 2 if key in IN_FIRST_STEP else 1 if key in IN_DEVICE else 0
SLOWEST = 15


@dataclass(frozen=True, slots=True)
class SlowCase:
    """One case's total and its timings by part (seconds, as recorded)."""

    case_id: str
    status: str
    total_s: float
    parts: dict[str, float]


@dataclass(frozen=True, slots=True)
class TimeSpent:
    """The run's case time: its sum, the sum per part (with share of the sum), the slowest cases."""

    n_cases: int  # cases with a recorded total (killed ones have none)
    total_s: float
    parts: dict[str, float]
    shares: dict[str, float]  # part -> fraction of total_s
    slowest: list[SlowCase]


def _seconds(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def time_spent(cases: list[dict[str, Any]], limit: int = SLOWEST) -> TimeSpent:
    """The time summary of a run's latest records; ``limit`` slowest cases, longest first."""
    timed: list[SlowCase] = []
    for c in cases:
        timings = c.get("timings") or {}
        total = _seconds(timings.get("total_s"))
        if total is None:
            continue
        parts = {key: s for key, _ in PARTS if (s := _seconds(timings.get(key))) is not None}
        timed.append(SlowCase(str(c.get("case_id")), str(c.get("status")), total, parts))
    total_s = sum(t.total_s for t in timed)
    sums: dict[str, float] = {}
    for t in timed:
        for key, s in t.parts.items():
            sums[key] = sums.get(key, 0.0) + s
    parts = {key: round(sums[key], 3) for key, _ in PARTS if key in sums}
    shares = {key: (s / total_s if total_s else 0.0) for key, s in parts.items()}
    slowest = sorted(timed, key=lambda t: (-t.total_s, t.case_id))[:limit]
    return TimeSpent(len(timed), round(total_s, 3), parts, shares, slowest)


def shown_parts(spent: TimeSpent) -> list[tuple[str, str]]:
    """The (key, label) pairs some case has, for table columns."""
    return [(key, label) for key, label in PARTS if key in spent.parts]
