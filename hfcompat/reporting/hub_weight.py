"""The Hub-weighted headline: "x% of the top-N Hub models work as the class they load" (plain and by downloads).

A model list whose lines carry ``model_type`` and ``downloads`` (:mod:`hfcompat.specs.model_list`)
ranks Hub models, and where it carries them their pipeline tag and their real config's class. Each Hub
model is credited, in one (backend, mode, dtype), with the verdict of **its own class**, the class it
loads (:func:`hfcompat.specs.own_class.own_class`: its config's ``architectures``, else the class its
pipeline tag loads for its model type). A class **works** when every judged case of it there works
(every workload and regime it was run in: "works unmodified"), and fails when any judged case fails.

Where the own class is not known, or was not judged in the runs reported, the model is credited with
its **architecture's main class** (what ``arch:<model_type>`` builds) and the headline counts it as
such (:attr:`Credit.why_main` says why). A model neither class of which was judged (not run, only
harness/skip verdicts, or a diffusers pipeline) is *not covered*: listed, never counted. Beside it,
the headline keeps the main-class-only figures (every model credited with its architecture's main
class) and lists the models whose own class's verdict differs from their main class's.

Several runs are weighed together (a head-class run beside the every-architecture run) by
:func:`newest_class_cases`: each class's cases of a configuration come from the newest run that has
them. Pure functions of records and list entries.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from hfcompat.records.axes import DEFAULT_DTYPE, WORKLOADS
from hfcompat.records.record import JUDGED, WORKS, workload_of
from hfcompat.records.run_reader import Run
from hfcompat.reporting.sections import Section
from hfcompat.reporting.strategies import dtype_of, dtype_rank, headline_key, is_single
from hfcompat.reporting.views import config_of
from hfcompat.specs.model_list import ListEntry
from hfcompat.specs.own_class import main_class, own_class

ClassKey = tuple[str, str]  # (model_type, class name)


@dataclass(frozen=True, slots=True)
class Credit:
    """One Hub model's classes and their verdicts in one (backend, mode, dtype); None: not judged."""

    spec: str
    model_type: str
    downloads: int
    own_class: str | None  # the class it loads, where known
    basis: str  # where the own class was learnt: "config", "pipeline tag", or "main class" (not known)
    main_class: str | None
    own_works: bool | None
    main_works: bool | None
    why_main: str | None  # why the main class's verdict stands in for the own class's, where it does

    @property
    def works(self) -> bool | None:
        """The verdict the model is credited with: its own class's, else its main class's."""
        return self.own_works if self.own_works is not None else self.main_works


@dataclass(frozen=True, slots=True)
class HubHeadline:
    """One (backend, mode, dtype)'s verdict over a ranked list of Hub models."""

    backend: str
    mode: str
    n_models: int  # models on the list
    covered: int  # models credited with a verdict (own class's, else main class's)
    works: int
    works_pct: float | None  # works / covered
    downloads_covered: int
    downloads_works: int
    weighted_pct: float | None  # downloads of working / downloads of covered
    not_covered: list[str]  # model ids neither class of which has a verdict here
    failing_types: list[str]  # model types of the models credited as failing, by downloads, most first
    text: str
    dtype: str = DEFAULT_DTYPE
    by_main: list[str] = field(default_factory=list)  # "model id (why)": credited with the main class
    arch_covered: int = 0  # the same list, each model credited with its architecture's main class
    arch_works: int = 0
    arch_pct: float | None = None
    arch_weighted_pct: float | None = None
    arch_text: str = ""
    differs: list[Credit] = field(default_factory=list)  # own class's verdict != main class's, by downloads

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


def class_of(record: dict[str, Any]) -> ClassKey | None:
    """(model type, class) a record judged: its ``model_class``, else the class its spec names, else
    (a main-class spec that recorded none) the class ``arch:<model_type>`` builds."""
    model_type = model_type_of(record)
    if not model_type:
        return None
    spec = str(record.get("spec") or "")
    name = record.get("model_class") or (spec.split(":")[2] if spec.count(":") >= 2 else main_class(model_type))
    return (model_type, str(name)) if name else None


def class_verdicts(cases: Iterable[dict[str, Any]]) -> dict[tuple[str, str, str], dict[ClassKey, bool]]:
    """(backend, mode, dtype) -> (model type, class) -> works in every judged case of that class."""
    out: dict[tuple[str, str, str], dict[ClassKey, bool]] = {}
    for case in cases:
        key = class_of(case)
        if key is None or case.get("status") not in JUDGED:
            continue
        verdicts = out.setdefault((str(case.get("backend")), str(case.get("mode")), dtype_of(case)), {})
        verdicts[key] = verdicts.get(key, True) and case["status"] in WORKS
    return out


def main_classes(cases: Iterable[dict[str, Any]]) -> dict[str, str]:
    """Model type -> the class its ``arch:<model_type>`` cases built, as recorded (the installed
    transformers' default head stands in for a type with no such case, :func:`main_class`)."""
    return {str(c["model_type"]): str(c["model_class"]) for c in cases
            if c.get("model_type") and c.get("model_class") and c.get("spec") == f"arch:{c['model_type']}"}


def newest_class_cases(ordered: Sequence[Run]) -> list[dict[str, Any]]:
    """The single-device cases of ``ordered`` (oldest first) that the headline weighs: each class's
    cases of a configuration (:func:`hfcompat.reporting.views.config_of`) from the newest run holding
    some, so a head-class run and the every-architecture run add up and a rerun supersedes."""
    def key(r: dict[str, Any]) -> tuple[Any, ...]:
        return (class_of(r) or str(r.get("spec")), config_of(r))

    newest = {key(r): i for i, run in enumerate(ordered) for r in run.cases if is_single(r)}
    return [r for i, run in enumerate(ordered) for r in run.cases if is_single(r) and newest[key(r)] == i]


def credits_of(entries: Sequence[ListEntry], verdicts: dict[ClassKey, bool], mains: dict[str, str]) -> list[Credit]:
    """Each typed entry's own and main class and their verdicts (``mains``: recorded main classes)."""
    out = []
    for e in entries:
        if not e.model_type:
            continue
        t = e.model_type
        own = own_class(t, e.pipeline_tag, e.architecture)
        main = mains.get(t) or main_class(t)
        own_works = verdicts.get((t, own.class_name)) if own.class_name else None
        main_works = verdicts.get((t, main)) if main else None
        why = None
        if own_works is None and main_works is not None:
            why = own.why_main or f"{own.class_name} (from its {own.basis}) not judged"
        out.append(Credit(e.spec, t, e.downloads or 0, own.class_name, own.basis, main, own_works, main_works, why))
    return out


def hub_headlines(cases: Sequence[dict[str, Any]], entries: Sequence[ListEntry]) -> list[HubHeadline]:
    """One :class:`HubHeadline` per (backend, mode, dtype) of ``cases``; none when no entry names a type."""
    ranked = [e for e in entries if e.model_type]
    if not ranked:
        return []
    rows = []
    by_config, mains = class_verdicts(cases), main_classes(cases)
    for backend, mode, dtype in sorted(by_config, key=lambda k: (k[0], k[1], dtype_rank(k[2]))):
        credits = credits_of(ranked, by_config[(backend, mode, dtype)], mains)
        covered = [c for c in credits if c.works is not None]
        working = [c for c in covered if c.works]
        pct, weighted = _rates(covered, working)
        failing: dict[str, int] = {}
        for c in covered:
            if not c.works:
                failing[c.model_type] = failing.get(c.model_type, 0) + c.downloads
        by_main = [f"{c.spec} ({c.why_main})" for c in covered if c.why_main]
        text = (f"{_floor_pct(pct)} of the top {len(ranked)} Hub models work as the class they load "
                f"({len(working)}/{len(covered)} covered, {len(by_main)} by their architecture's main class)"
                if pct is not None else f"none of the top {len(ranked)} Hub models' classes was judged")
        if weighted is not None:
            text += f"; {_floor_pct(weighted)} weighted by downloads"
        arch_cov = [c for c in credits if c.main_works is not None]
        arch_ok = [c for c in arch_cov if c.main_works]
        arch_pct, arch_weighted = _rates(arch_cov, arch_ok)
        arch_text = ("" if arch_pct is None else f"{_floor_pct(arch_pct)} by each architecture's main class "
                     f"({len(arch_ok)}/{len(arch_cov)})"
                     + ("" if arch_weighted is None else f", {_floor_pct(arch_weighted)} weighted"))
        differs = [c for c in credits if c.own_works is not None and c.main_works is not None
                   and c.own_class != c.main_class and c.own_works != c.main_works]
        rows.append(HubHeadline(
            backend=backend, mode=mode, n_models=len(ranked), covered=len(covered), works=len(working),
            works_pct=pct, downloads_covered=sum(c.downloads for c in covered),
            downloads_works=sum(c.downloads for c in working), weighted_pct=weighted,
            not_covered=sorted(c.spec for c in credits if c.works is None),
            failing_types=sorted(failing, key=lambda t: (-failing[t], t)), text=text, dtype=dtype,
            by_main=by_main, arch_covered=len(arch_cov), arch_works=len(arch_ok), arch_pct=arch_pct,
            arch_weighted_pct=arch_weighted, arch_text=arch_text,
            differs=sorted(differs, key=lambda c: (-c.downloads, c.spec)),
        ))
    return rows


def hub_headlines_per_workload(cases: Sequence[dict[str, Any]], entries: Sequence[ListEntry],
                               ) -> list[tuple[str, HubHeadline]]:
    """("every workload", headline) per (backend, mode, dtype), then the same over each workload's cases
    alone (a class credited with its verdict in that workload), workloads in contract order."""
    rows = [("every workload", h) for h in hub_headlines(cases, entries)]
    present = {workload_of(c) for c in cases}
    if len(present) < 2:  # one workload: its rows would repeat the rows above
        return rows
    for workload in sorted(present, key=lambda w: (WORKLOADS.index(w) if w in WORKLOADS else len(WORKLOADS), w)):
        rows += [(workload, h) for h in hub_headlines([c for c in cases if workload_of(c) == workload], entries)]
    return rows


def hub_sections(rows: list[tuple[str, HubHeadline]], path: str | None, runs: Sequence[str],
                 limit: int) -> list[Section]:
    """Each Hub model of the list credited with its own class's verdict (else its main class's), over every
    workload and per workload; then the models whose own class's verdict differs from their main class's."""
    n = rows[0][1].n_models if rows else 0
    head = Section(
        f"Hub-weighted ({path}: {n} models with a model type)",
        notes=["each Hub model gets the verdict of the class it loads (its real config's architectures, else the "
               "class its pipeline tag loads for its model type): works when every judged case of that class "
               "works (in every workload, or in the one named); where that class is not known or was not judged, "
               "its architecture's main class (arch:<model_type>) stands in, counted under 'by main class'; "
               "'main class only': every model credited with its architecture's main class; models no class of "
               "which was judged are not covered, never counted",
               f"verdicts of: {', '.join(runs)} (each class's newest)"] if rows
        else ["no model of the list names a model type"],
        headers=["backend", "mode", "dtype", "workload", "own class works", "weighted by downloads",
                 "by main class", "main class only", "weighted", "not covered"] if rows else [],
        rows=[[h.backend, h.mode, h.dtype, w, f"{_pct(h.works_pct)} ({h.works}/{h.covered})", _pct(h.weighted_pct),
               str(len(h.by_main)), f"{_pct(h.arch_pct)} ({h.arch_works}/{h.arch_covered})",
               _pct(h.arch_weighted_pct), str(len(h.not_covered))] for w, h in rows])
    out = [head]
    for w, h in rows:
        if w != "every workload" or not h.differs:
            continue
        shown = h.differs[:limit]
        out.append(Section(
            f"Hub models whose own class's verdict differs from their architecture's ({h.key}, every workload)",
            headers=["model", "downloads", "own class", "from", "verdict", "main class", "verdict"],
            rows=[[c.spec, f"{c.downloads:,}", str(c.own_class), c.basis, _verdict(c.own_works), str(c.main_class),
                   _verdict(c.main_works)] for c in shown],
            more=len(h.differs) - len(shown)))
    return out


def _verdict(works: bool | None) -> str:
    return "not judged" if works is None else "works" if works else "fails"


def _pct(pct: float | None) -> str:
    return "n/a" if pct is None else f"{pct:.1f}%"


def _rates(covered: Sequence[Credit], working: Sequence[Credit]) -> tuple[float | None, float | None]:
    """(works %, weighted by downloads %), None where nothing is covered (or nothing downloaded)."""
    dl_cov, dl_works = sum(c.downloads for c in covered), sum(c.downloads for c in working)
    return (round(100.0 * len(working) / len(covered), 2) if covered else None,
            round(100.0 * dl_works / dl_cov, 2) if dl_cov else None)


def _floor_pct(pct: float) -> str:
    # Rounded down, so a list that is not all working never reads "100.0%".
    return f"{math.floor(pct * 10) / 10:.1f}%"
