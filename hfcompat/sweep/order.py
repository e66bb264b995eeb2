"""Longest-first case order from a previous run's durations (``hfcompat sweep --durations-from RUN``).

Tiny models take from one second to minutes, and a sweep ends when its last worker does: a
five-minute case that starts near the end is a five-minute tail with the other workers idle. Given
each case's ``timings.total_s`` from an earlier run, the longest cases start first and the short
ones fill the gaps at the end (longest processing time first, the classic greedy schedule).

Estimates: a case's own last duration; else the longest duration of the same spec in that run (a
new workload or mode of a known model); else unknown, and unknown cases go first (a case never
timed may be long, and starting it early costs nothing if it is not).

pytest-xdist's ``worksteal`` scheduler hands each of N workers one contiguous block of the
collection at the start (block sizes ``len // nodes_remaining`` in turn, so the smaller blocks come
first) and later moves the *tail* of a busy worker's block to an idle one. So the order given to
pytest is the longest-first list dealt round-robin into N blocks: every worker starts with its share
of the long cases, and what gets stolen at the end is short. A dynamic queue (Ray, one worker) takes
the plain longest-first list (``blocks=1``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

from hfcompat.errors import UsageError
from hfcompat.records.record import Case, case_id_of, spec_of_case_id
from hfcompat.records.run_reader import load_run

UNKNOWN = math.inf


def read_durations(run_dir: str | Path) -> dict[str, float]:
    """``case_id -> seconds`` (the latest record's ``timings.total_s``) of a run directory.

    A directory that is not a run, or a run without a single timed case, is a UsageError naming it.
    """
    run = load_run(run_dir)
    found: dict[str, float] = {}
    for record in run.cases:
        total = (record.get("timings") or {}).get("total_s")
        if isinstance(total, (int, float)) and not isinstance(total, bool) and total >= 0:
            found[case_id_of(record)] = float(total)
    if not found:
        raise UsageError(f"--durations-from {str(run_dir)!r}: the run has no case with timings.total_s to order by")
    return found


def estimate(case: Case, durations: dict[str, float], by_spec: dict[str, float] | None = None) -> float:
    """Seconds the case is expected to take: its own, else its spec's longest, else :data:`UNKNOWN`."""
    if case.case_id in durations:
        return durations[case.case_id]
    if by_spec is None:
        by_spec = spec_durations(durations)
    return by_spec.get(case.spec, UNKNOWN)


def spec_durations(durations: dict[str, float]) -> dict[str, float]:
    """The longest duration per spec (a case id is the spec and 5 fixed parts, then optional ones)."""
    longest: dict[str, float] = {}
    for cid, seconds in durations.items():
        spec = spec_of_case_id(cid)
        longest[spec] = max(seconds, longest.get(spec, 0.0))
    return longest


def longest_first(cases: Sequence[Case], durations: dict[str, float], blocks: int = 1) -> list[Case]:
    """``cases`` ordered for ``blocks`` workers that each start on one contiguous block (see module doc).

    Ties (and unknown cases among themselves) keep the planned order, so the result is deterministic.
    """
    by_spec = spec_durations(durations)
    ranked = sorted(enumerate(cases), key=lambda ic: (-estimate(ic[1], durations, by_spec), ic[0]))
    ordered = [c for _, c in ranked]
    n = max(1, min(blocks, len(ordered)))
    if n == 1:
        return ordered
    dealt = [ordered[i::n] for i in range(n)]  # the first len % n lists are one longer
    dealt.sort(key=len)  # stable: worksteal's first (smaller) blocks get the smaller lists
    return [c for block in dealt for c in block]
