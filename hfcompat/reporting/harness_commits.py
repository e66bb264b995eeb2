"""Which harness commits judged a run's standing verdicts, and whether there were several (issue 47).

``hfcompat sweep --resume --rerun`` patches a run in place under the rules current at each rerun, so
one run can hold verdicts of several rule versions. Each record names the harness that judged it
(``harness``: :mod:`hfcompat.records.provenance`); this module counts a run's cases (the latest
record of each, the verdicts that stand) per harness and says so in one line, flagging a run
judged by more than one. A pure function of records (docs/design.md §2): the report prints the line
(:mod:`hfcompat.reporting.report`) and the dashboard shows it per run (``_environment.html.j2``).

A harness is named by its commit's first 7 hex digits, with ``-dirty`` where its source differed from
that commit (as ``git describe --dirty`` marks it); one from no checkout by its version
(``version 0.1.0``); a record without the field (written before it existed) by ``unknown``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

UNKNOWN = "unknown"
SHORT = 7  # hex digits of a commit shown, as git's short names
_FULL = re.compile(r"[0-9a-f]{40}([0-9a-f]{24})?")  # a full object name (anything else planted is shown whole)


@dataclass(frozen=True, slots=True)
class HarnessCount:
    """One harness and the run's cases whose standing record it judged."""

    label: str  # "abc1234", "abc1234-dirty", "version 0.1.0" or "unknown"
    commit: str | None  # the full commit, where recorded
    cases: int


@dataclass(frozen=True, slots=True)
class HarnessCommits:
    """The harnesses that judged a run's cases, most cases first, and the line that says so."""

    counts: list[HarnessCount]
    several: bool  # more than one harness judged the verdicts that stand: several rule versions
    text: str


def harness_label(harness: Any) -> str:
    """A record's ``harness`` field as a short name (see the module docstring); ``unknown`` for none."""
    if not isinstance(harness, dict):
        return UNKNOWN
    commit, version = harness.get("commit"), harness.get("version")
    if isinstance(commit, str) and commit:
        short = commit[:SHORT] if _FULL.fullmatch(commit) else commit
        return short + ("-dirty" if harness.get("dirty") is True else "")
    if isinstance(version, str) and version:
        return f"version {version}"
    return UNKNOWN


def harness_commits(cases: Iterable[dict[str, Any]]) -> HarnessCommits:
    """Count ``cases`` (a run's latest record per case) per harness label; ties in label order.

    >>> harness_commits([{"harness": {"commit": "a" * 40}}, {}]).text
    'judged by 2 harness commits: aaaaaaa (1 case), unknown (1 case) — verdicts of several rule versions'
    """
    labels: Counter[str] = Counter()
    commits: dict[str, str | None] = {}
    for case in cases:
        harness = case.get("harness")
        label = harness_label(harness)
        labels[label] += 1
        commit = harness.get("commit") if isinstance(harness, dict) else None
        commits.setdefault(label, commit if isinstance(commit, str) else None)
    ranked = sorted(labels.items(), key=lambda item: (-item[1], item[0]))
    counts = [HarnessCount(label, commits[label], n) for label, n in ranked]
    return HarnessCommits(counts=counts, several=len(counts) > 1, text=judged_by_text(counts))


def judged_by_text(counts: list[HarnessCount]) -> str:
    """The report's line: which harness judged the run, or how many did, and that this mixes rule versions."""
    listed = ", ".join(f"{c.label} ({c.cases} case{'' if c.cases == 1 else 's'})" for c in counts)
    if not counts:
        return "judged by no harness: the run has no records"
    if len(counts) == 1 and counts[0].label == UNKNOWN:
        return f"judged by an unknown harness commit ({listed.removeprefix(UNKNOWN + ' (')}: no record names one"
    if len(counts) == 1:
        return f"judged by harness commit {listed}"
    return f"judged by {len(counts)} harness commits: {listed} — verdicts of several rule versions"
