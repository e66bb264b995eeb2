"""The second opinion: a failed comparison judged again where the first verdict can be the harness's own.

A step whose groups miss the reference is not yet a failure of the device. Three things can make the
first comparison wrong, and each is asked in turn, only while the checks still fail
(docs/comparison.md, "The second opinion"):

1. near ties (:mod:`.selection`, :mod:`.kinks`): a top-k, sort, argmax or ReLU whose CPU scores sit
   within a tie's bound of each other may pick either side; the references are recomputed with the
   device's choices. Needs the device's picks, so only a step run under the op recorder has it.
2. the CPU's thread count (:mod:`.reduction_order`): an ill-conditioned step's CPU error depends on it;
   each tensor is judged against the CPU run, of two thread counts, further from float64.
3. the op recorder itself: under a Python dispatch mode torch_xla 2.9 computes some view ops
   differently (split on a last dim, as its raw kernel does in pytorch/xla#8640). Users run without
   one, so a mismatch counts only if the step run again without it shows it too.

Each may only turn a failure into a pass, never the reverse, and each leaves a note in the record
(``selection``, ``reduction_order``, ``recorder_effect``). The case runner hands in the reruns as
callables, so this module runs no model of its own and imports nothing above it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import torch

from hfcompat.judging import reduction_order, selection

if TYPE_CHECKING:
    from hfcompat.judging.compare import GroupCheck
    from hfcompat.workloads.base import Groups, StepOutput, Workload


@dataclass(frozen=True, slots=True)
class Opinion:
    """What the verdict is taken from: the checks, the device's output they judged, and the references."""

    checks: dict[str, GroupCheck]
    dev: StepOutput
    ref: Groups
    ref64: Groups | None


def second_opinion(
    record: dict[str, Any], workload: Workload, dev: StepOutput, checks: dict[str, GroupCheck], ref: Groups,
    ref64: Groups | None, dtype: torch.dtype, reference: Callable[[torch.dtype, Any], Groups],
    picks: selection.DeviceSelections | None, plain_step: Callable[[], StepOutput] | None,
    timings: dict[str, float],
) -> Opinion:
    """The first ``checks`` of ``dev`` against ``ref``/``ref64``, judged again as the module says.

    ``reference(dtype, mode)`` reruns the CPU reference in ``dtype`` under a dispatch mode (None: none);
    ``picks`` are the device step's selections and ``plain_step`` runs the device step again without
    the op recorder, both None for a step that ran without the recorder (compile mode). Notes go to
    ``record``, the reruns' seconds to ``timings``.
    """
    forcing = None
    if picks is not None:  # a top-k/argmax at a near tie of the CPU's own scores is no fault
        tied = selection.rejudge(record, workload, dev, picks, reference, dtype, ref, ref64, checks, timings)
        checks, ref, ref64, forcing = tied.checks, tied.ref, tied.ref64, tied.forcing
    # The CPU's own error can depend on its thread count (an ill-conditioned step): a failure is judged
    # again against a second CPU run with another one, each tensor against the run further from float64.
    # That run takes the device's choices where the references above did: one with the CPU's own
    # would be far from them at every flipped selection, and "further" would then forgive anything.
    checks, ref = reduction_order.rejudge(record, workload, dev,
                                          lambda: reference(dtype, forcing() if forcing else None), ref, ref64,
                                          checks, timings)
    if plain_step is not None and not all(c.ok for c in checks.values()):
        t = time.perf_counter()
        try:
            plain = plain_step()
            plain_checks = workload.check(plain.groups, ref, ref64, plain.extra)
        except Exception:  # noqa: BLE001  (it fails without the recorder too: the first verdict stands)
            plain_checks = checks
        timings["plain_step_s"] = time.perf_counter() - t
        if all(c.ok for c in plain_checks.values()):
            record["recorder_effect"] = ("mismatch only under the op recorder: "
                                         + "; ".join(c.describe(n) for n, c in checks.items() if not c.ok))
            checks, dev = plain_checks, plain
    return Opinion(checks, dev, ref, ref64)
