"""The Hub-weighted headline: "x% of the top-N Hub models' architectures work" (plain and by downloads).

A model list whose lines carry ``model_type`` and ``downloads`` (:mod:`hfcompat.specs.model_list`)
ranks Hub models; a run of ``arch:`` specs judges architectures. A Hub model is credited with its
architecture's verdict in one (backend, mode, dtype): the architecture **works** when every judged case of
that model type there works (every class, workload and regime it was run in: "works unmodified"),
and fails when any judged case fails. A Hub model whose type the run did not judge (not run, only
harness/skip verdicts, or a diffusers pipeline) is *not covered*: listed, never counted.

Pure functions of records and list entries.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from hfcompat.records.axes import DEFAULT_DTYPE, WORKLOADS
from hfcompat.records.record import JUDGED, WORKS, workload_of
from hfcompat.reporting.strategies import dtype_of, dtype_rank, headline_key
from hfcompat.specs.model_list import ListEntry


@dataclass(frozen=True, slots=True)
class HubHeadline:
    """One (backend, mode, dtype)'s verdict over a ranked list of Hub models."""

    backend: str
    mode: str
    n_models: int  # models on the list
    covered: int  # models whose architecture was judged
    works: int
    works_pct: float | None  # works / covered
    downloads_covered: int
    downloads_works: int
    weighted_pct: float | None  # downloads of working / downloads of covered
    not_covered: list[str]  # model ids whose architecture has no verdict here
    failing_types: list[str]  # model types that fail here, by downloads, most first
    text: str
    dtype: str = DEFAULT_DTYPE

    @property
    def key(self) -> str:
        """The headline key of the cases it weighs (``backend/mode``, ``backend/mode/bfloat16``)."""
        return headline_key(self.backend, self.mode, dtype=self.dtype)


def model_type_of(record: dict[str, Any]) -> str | None:
    """The architecture a record judged: its model_type, else the type an ``arch:`` spec names."""
    if record.get("model_type"):
        return str(record["model_type"])
    spec = str(record.get("spec") or "")
    return spec.split(":")[1] if spec.startswith("arch:") and spec.count(":") >= 1 else None


def architecture_verdicts(cases: Iterable[dict[str, Any]]) -> dict[tuple[str, str, str], dict[str, bool]]:
    """(backend, mode, dtype) -> model_type -> works in every judged case of that type."""
    out: dict[tuple[str, str, str], dict[str, bool]] = {}
    for case in cases:
        model_type = model_type_of(case)
        if not model_type or case.get("status") not in JUDGED:
            continue
        verdicts = out.setdefault((str(case.get("backend")), str(case.get("mode")), dtype_of(case)), {})
        verdicts[model_type] = verdicts.get(model_type, True) and case["status"] in WORKS
    return out


def hub_headlines(cases: Sequence[dict[str, Any]], entries: Sequence[ListEntry]) -> list[HubHeadline]:
    """One :class:`HubHeadline` per (backend, mode, dtype) of ``cases``; none when no entry names a type."""
    ranked = [e for e in entries if e.model_type]
    if not ranked:
        return []
    rows = []
    by_config = architecture_verdicts(cases)
    for backend, mode, dtype in sorted(by_config, key=lambda k: (k[0], k[1], dtype_rank(k[2]))):
        verdicts = by_config[(backend, mode, dtype)]
        covered = [e for e in ranked if e.model_type in verdicts]
        working = [e for e in covered if verdicts[str(e.model_type)]]
        dl_cov = sum(e.downloads or 0 for e in covered)
        dl_works = sum(e.downloads or 0 for e in working)
        pct = round(100.0 * len(working) / len(covered), 2) if covered else None
        weighted = round(100.0 * dl_works / dl_cov, 2) if dl_cov else None
        failing: dict[str, int] = {}
        for e in covered:
            if not verdicts[str(e.model_type)]:
                failing[str(e.model_type)] = failing.get(str(e.model_type), 0) + (e.downloads or 0)
        text = (
            f"{_floor_pct(pct)} of the top {len(ranked)} Hub models' architectures work ({len(working)}/{len(covered)} "
            f"covered)"
            if pct is not None
            else f"none of the top {len(ranked)} Hub models' architectures was judged"
        )
        if weighted is not None:
            text += f"; {_floor_pct(weighted)} weighted by downloads"
        rows.append(HubHeadline(
            backend=backend, mode=mode, n_models=len(ranked), covered=len(covered), works=len(working),
            works_pct=pct, downloads_covered=dl_cov, downloads_works=dl_works, weighted_pct=weighted,
            not_covered=sorted(e.spec for e in ranked if e.model_type not in verdicts),
            failing_types=sorted(failing, key=lambda t: (-failing[t], t)), text=text, dtype=dtype,
        ))
    return rows


def hub_headlines_per_workload(cases: Sequence[dict[str, Any]], entries: Sequence[ListEntry],
                               ) -> list[tuple[str, HubHeadline]]:
    """("every workload", headline) per (backend, mode, dtype), then the same over each workload's cases
    alone (an architecture credited with its verdict in that workload), workloads in contract order."""
    rows = [("every workload", h) for h in hub_headlines(cases, entries)]
    present = {workload_of(c) for c in cases}
    if len(present) < 2:  # one workload: its rows would repeat the rows above
        return rows
    for workload in sorted(present, key=lambda w: (WORKLOADS.index(w) if w in WORKLOADS else len(WORKLOADS), w)):
        rows += [(workload, h) for h in hub_headlines([c for c in cases if workload_of(c) == workload], entries)]
    return rows


def _floor_pct(pct: float) -> str:
    # Rounded down, so a list that is not all working never reads "100.0%".
    return f"{math.floor(pct * 10) / 10:.1f}%"
