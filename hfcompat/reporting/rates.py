"""The headline rule: works-unmodified and native rates of a group of records, each with its n/N.

The denominator rule (contract): works-unmodified % = (pass + pass_with_fallback) / judged cases,
where judged = pass, pass_with_fallback and every ``fail_*`` status (:data:`hfcompat.records.record.JUDGED`).
``harness_error``, ``reference_error`` and ``skipped`` are the harness's verdicts, not the
backend's: they are listed, never counted. The native % counts ``pass`` alone.

This is the bottom of :mod:`hfcompat.reporting`: the run summary (:mod:`.summary`), the rollups per
workload and per model (:mod:`.rollup`), the modality groups (:mod:`.modality`), the history and the
sweep's closing lines all count through here, and it imports none of them, so the rule has one home
and the modules that use it no cycle (issue 24).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from hfcompat.records.record import JUDGED, PASS, STATUSES, WORKS

JUDGED_STATUSES = tuple(s for s in STATUSES if s in JUDGED)
LISTED_STATUSES = tuple(s for s in STATUSES if s not in JUDGED)
DENOMINATOR_RULE = (
    "works unmodified = (pass + pass_with_fallback) / judged cases; judged = "
    + ", ".join(JUDGED_STATUSES) + "; " + ", ".join(LISTED_STATUSES)
    + " are listed, not counted. Native = pass alone."
)
UNKNOWN = "(unknown)"  # a field a record leaves empty, as tables show it


@dataclass(frozen=True, slots=True)
class Rate:
    """n/N of a group of cases: ``works`` and ``native`` over ``judged``; pct is None when N = 0."""

    works: int
    native: int
    judged: int
    works_pct: float | None
    native_pct: float | None
    text: str  # "68.8% (172/250)"
    native_text: str


def format_rate(n: int, total: int) -> str:
    """``"68.8% (172/250)"``; ``"n/a (0/0)"`` when nothing was judged."""
    return f"{100.0 * n / total:.1f}% ({n}/{total})" if total else f"n/a ({n}/{total})"


def rate_of(cases: Iterable[dict[str, Any]]) -> Rate:
    """The rate of ``cases`` under the denominator rule."""
    judged = [c for c in cases if c.get("status") in JUDGED]
    n_works = sum(1 for c in judged if c["status"] in WORKS)
    n_native = sum(1 for c in judged if c["status"] == PASS)
    total = len(judged)
    return Rate(
        works=n_works, native=n_native, judged=total,
        works_pct=round(100.0 * n_works / total, 2) if total else None,
        native_pct=round(100.0 * n_native / total, 2) if total else None,
        text=format_rate(n_works, total), native_text=format_rate(n_native, total),
    )


def status_counts(cases: list[dict[str, Any]]) -> dict[str, int]:
    """Every contract status with its count (zeros included, contract order), unknown ones after."""
    seen = Counter(str(c.get("status")) for c in cases)
    counts = {s: seen.pop(s, 0) for s in STATUSES}
    counts.update(sorted(seen.items()))
    return counts
