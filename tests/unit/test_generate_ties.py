"""generate's near tie in every dtype (issue 23): a first differing token the CPU's own scores cannot
tell from its pick is a noted tie; one with a clear margin fails. The bound is the selection rule's
(``tolerance.tie_bound``), with the CPU's own error against float64 at the two tokens.

The bfloat16 figures are phi's from the core run of record (its first token one bfloat16 ulp, 0.0156
at 2.92, from the device's, which float64 ranks first): under the float32-sized bound it failed.
"""

from __future__ import annotations

import torch

from hfcompat.workloads.base import StepOutput
from hfcompat.workloads.generate import GenerateWorkload

VOCAB = 16
BEST, NEXT, FAR = 3, 5, 7


def _scores(**at: float) -> torch.Tensor:
    s = torch.linspace(-1.0, 1.0, VOCAB, dtype=torch.float64)
    for i, v in at.items():
        s[int(i.removeprefix("i"))] = v
    return s[None].float()  # a float32 step's scores (the tests of bfloat16 steps cast them, as the step does)


def _groups(tokens: list[int], *steps: torch.Tensor) -> dict:
    return {"tokens": {"tokens": torch.tensor([tokens])}, "logits": {f"step{i}": s for i, s in enumerate(steps)}}


# The CPU's bfloat16 scores: its pick (3) one bfloat16 ulp above the device's (5).
CPU = _scores(i3=2.921875, i5=2.90625, i7=1.0)
# float64 orders the pair the other way: the CPU's own error at the two tokens exceeds their margin.
F64 = _scores(i3=2.9067, i5=2.9088, i7=1.0).double()


def test_a_pair_the_cpus_own_error_reorders_is_a_tie() -> None:
    dev, ref, ref64 = _groups([NEXT], F64.float()), _groups([BEST], CPU), _groups([NEXT], F64)
    checks = GenerateWorkload().check(dev, ref, ref64)
    assert checks["tokens"].ok and checks["logits"].ok
    tie = checks["tokens"].worst_check
    assert tie is not None and tie["method"] == "near_tie" and tie["ok"]
    assert tie["margin"] == 0.015625 and tie["margin"] <= tie["bound"]
    record: dict = {}
    GenerateWorkload().annotate(record, StepOutput(dev), ref, checks)
    assert record["generation"]["tie_at"] == 0 and record["generation"]["tie_margin"] == 0.015625
    # Without the float64 run's word the margin is judged at the forward tolerance alone: not a tie.
    alone = GenerateWorkload().check(dev, ref, None)["tokens"]
    assert not alone.ok and alone.failed == ["step0"] and alone.worst_check["margin"] > alone.worst_check["bound"]


def test_a_token_with_a_clear_margin_fails() -> None:
    dev, ref, ref64 = _groups([FAR], CPU), _groups([BEST], CPU), _groups([BEST], F64)
    tokens = GenerateWorkload().check(dev, ref, ref64)["tokens"]
    assert not tokens.ok and tokens.failed == ["step0"]
    assert tokens.worst_check["margin"] > 10 * tokens.worst_check["bound"]


def test_float64_scores_after_it_parted_from_the_cpu_are_not_the_cpus_error() -> None:
    # float64 chose another first token: its second step's scores follow another prefix, however far
    # they are from the CPU's, and say nothing of the CPU's own error there.
    step0 = _scores(i3=3.0)
    far = _scores(i3=-5.0, i5=8.0).double()
    dev, ref = _groups([BEST, NEXT], step0, CPU), _groups([BEST, BEST], step0, CPU)
    ref64 = _groups([NEXT, BEST], _scores(i5=3.5).double(), far)
    tokens = GenerateWorkload().check(dev, ref, ref64)["tokens"]
    assert tokens.worst == "step1" and not tokens.worst_check["ok"] and not tokens.ok


# gemma3's long regime in the bfloat16 core run: the CPU's pick one bfloat16 ulp above the device's,
# float64 ordering them as the CPU does, and the CPU's own error there (1.6e-3 in all) under the margin.
CPU_BF16 = _scores(i3=3.0, i5=2.984375, i7=1.0).bfloat16()
DEV_BF16 = _scores(i3=2.984375, i5=3.0, i7=1.0).bfloat16()
F64_NEAR = _scores(i3=3.001, i5=2.9850, i7=1.0).double()


def test_a_pair_one_bfloat16_ulp_apart_is_a_tie_at_bfloat16s_resolution() -> None:
    dev, ref, ref64 = _groups([NEXT], DEV_BF16), _groups([BEST], CPU_BF16), _groups([BEST], F64_NEAR)
    checks = GenerateWorkload().check(dev, ref, ref64)
    tie = checks["tokens"].worst_check
    assert checks["tokens"].ok and checks["logits"].ok and tie["margin"] == 0.015625 <= tie["bound"]
    # The same scores from a float32 step are a clear margin: float32 resolves 0.0156 at 3.0.
    as_f32 = GenerateWorkload().check(_groups([NEXT], DEV_BF16.float()), _groups([BEST], CPU_BF16.float()),
                                      ref64)["tokens"]
    assert not as_f32.ok and as_f32.worst_check["margin"] > as_f32.worst_check["bound"]
