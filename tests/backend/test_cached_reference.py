"""A reference served from ``--cache-dir`` is judged as the one computed afresh (issue 49).

A step that draws random numbers is not replayed op by op (CPU and device RNGs differ): the case
runner learns it by watching the CPU's RNG around the reference run. Served from the cache, the
reference once said nothing of it, so replay ran and named an op where the run that computed it
named the cause (vits under the mutation benchmark, its noise drawn and scaled by 0). The device
here is ``faulty`` with a 5% error in the step's ``mul``, so the case fails either way.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import hfcompat.process.adapters
from hfcompat.execution.case import RandomDraws, run_case
from hfcompat.records.record import Case
from tests.backend.modules import RandomScale, planted


def _run() -> dict:
    return run_case(Case("planted:RandomScale", "faulty", "eager"), built=planted(RandomScale)).record


def test_a_reference_from_the_cache_is_known_to_draw_random_numbers(monkeypatch: pytest.MonkeyPatch,
                                                                     tmp_path: Path) -> None:
    monkeypatch.setattr(hfcompat.process.adapters, "_BACKENDS", {})  # a fresh adapter reads the fault
    monkeypatch.setenv("HFCOMPAT_OP_FAULT", "perturb5pct:aten::mul")
    monkeypatch.setenv("HFCOMPAT_CACHE_DIR", str(tmp_path))
    watched: list[bool] = []
    watch = RandomDraws.watch
    monkeypatch.setattr(RandomDraws, "watch", lambda self, step: watched.append(True) or watch(self, step))
    fresh = _run()
    assert watched == [True], "the first run computes its reference"
    cached = _run()
    assert watched == [True], "the second run is served from the cache"
    for record in (fresh, cached):
        assert record["status"] == "fail_accuracy", record["error"]
        assert record["replay"]["cut_short"] == "not run: the step draws random numbers", record["replay"]
        assert record["cause"].startswith("the step draws random numbers"), record["cause"]
