"""Speed per mode: how much faster each mode runs a model than the backend's eager mode.

Measured on the steady-state step (``timings.step_s``: the step repeated with the same shapes after
the checked one, so compiling is excluded), which sweeps record with ``--stability``. For every
model checked in both modes, speed-up = eager step time / mode step time; the distribution over
models (median and the 10th/90th percentiles) is what a claim like "3-5x from torch.compile" should
be held against. A pure function of records, like every report view.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Any

from hfcompat.records.record import WORKS


@dataclass(frozen=True, slots=True)
class Speedup:
    """The distribution of one mode's speed-up over the eager mode of its backend."""

    backend: str
    mode: str
    baseline_mode: str
    n: int
    median: float
    p10: float
    p90: float
    text: str  # "1.8x median (p10 1.1x, p90 3.2x) over eager, 37 models"


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def eager_mode(modes: set[str]) -> str:
    """The mode others are measured against: ``eager`` when the backend has one, else the first seen."""
    return "eager" if "eager" in modes else sorted(modes)[0]


def speedups(cases: list[dict[str, Any]]) -> list[Speedup]:
    """Speed-up distributions per (backend, mode) over models that work in both modes."""
    steps: dict[str, dict[str, dict[str, float]]] = {}  # backend -> mode -> spec -> step_s
    for c in cases:
        step = (c.get("timings") or {}).get("step_s")
        if c.get("status") in WORKS and isinstance(step, (int, float)) and step > 0:
            steps.setdefault(str(c.get("backend")), {}).setdefault(str(c.get("mode")), {})[
                f"{c.get('spec')}|{c.get('dtype')}"
            ] = float(step)
    rows = []
    for backend, by_mode in sorted(steps.items()):
        if len(by_mode) < 2:
            continue
        base = eager_mode(set(by_mode))
        for mode, times in sorted(by_mode.items()):
            if mode == base:
                continue
            ratios = [by_mode[base][k] / t for k, t in times.items() if k in by_mode[base]]
            if not ratios:
                continue
            med, p10, p90 = statistics.median(ratios), _quantile(ratios, 0.1), _quantile(ratios, 0.9)
            rows.append(
                Speedup(
                    backend,
                    mode,
                    base,
                    len(ratios),
                    med,
                    p10,
                    p90,
                    f"{med:.2f}x median (p10 {p10:.2f}x, p90 {p90:.2f}x) over {base}, {len(ratios)} models",
                )
            )
    return rows
