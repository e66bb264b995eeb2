"""The comparison rule of docs/design.md §5, on hand-made tensors and on real float32/float64 computations."""

from __future__ import annotations

import math
from typing import Any

import torch

from hfcompat.judging.compare import (
    TOL_OUTPUTS,
    TOL_TRAINING,
    agrees_closely,
    check_group,
    check_tensor,
)


def _matmul_case(scale: float, seed: int = 0) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """A (64 x 64) product at ``scale``: float64 truth, the CPU's float32, and the same product
    summed in another order (term by term, left to right: no BLAS blocks a reduction so; two
    half-sums added were equal to the CPU's where its BLAS blocks K by 128, float + commuting)."""
    g = torch.Generator().manual_seed(seed)
    a = torch.randn(64, 256, generator=g, dtype=torch.float64)
    b = torch.randn(256, 64, generator=g, dtype=torch.float64) * scale
    truth = a @ b
    a32, b32 = a.float(), b.float()
    ref = a32 @ b32
    reordered = (a32[:, :, None] * b32[None, :, :]).cumsum(dim=1)[:, -1, :]
    return truth, ref, reordered


def test_a_2x_error_on_a_1e_5_tensor_fails() -> None:
    # Issue 14: a 2x wrong softmax backward gave query/key gradients of ~1e-5 that were off by 2x,
    # and allclose(atol=1e-2) passed them. Judged against its own scale, the tensor fails.
    truth, ref, _ = _matmul_case(1e-6)
    assert 1e-6 < float(truth.abs().mean()) < 1e-4
    dev = ref * 2
    assert torch.allclose(dev, ref, rtol=TOL_TRAINING, atol=TOL_TRAINING)  # what the old rule asked first
    check = check_tensor("q.weight", dev, ref, truth, TOL_TRAINING)
    assert not check.ok and check.method == "scaled"
    assert check.used is not None and check.used > 100


def test_a_1pct_error_fails_at_every_scale_and_float32_noise_passes() -> None:
    for scale in (1e-8, 1e-3, 1.0, 1e4):
        truth, ref, reordered = _matmul_case(scale)
        assert not torch.equal(reordered, ref)  # the reordering really rounds differently
        noise = check_tensor("t", reordered, ref, truth, TOL_OUTPUTS)
        assert noise.ok and noise.method == "scaled", (scale, noise)
        assert noise.used is not None and noise.used < 0.5  # far from its bound
        for tol in (TOL_OUTPUTS, TOL_TRAINING):
            off = check_tensor("t", ref * 1.01, ref, truth, tol)
            assert not off.ok and off.used is not None and off.used > 5, (scale, tol, off)


def test_bfloat16_noise_passes() -> None:
    # The CPU rounds to bfloat16 after the product and after gelu; a fusing device rounds once, or
    # accumulates the reduction in two bfloat16 halves. Both are bfloat16 noise, not errors.
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 256, generator=g, dtype=torch.float64)
    b = torch.randn(256, 64, generator=g, dtype=torch.float64)
    gelu = torch.nn.functional.gelu
    truth = gelu(a @ b)
    a16, b16 = a.bfloat16(), b.bfloat16()
    ref = gelu(a16 @ b16)
    fused = gelu(a16.float() @ b16.float()).bfloat16()
    split = gelu(a16[:, :128] @ b16[:128] + a16[:, 128:] @ b16[128:])
    for dev in (fused, split):
        assert not torch.equal(dev, ref)
        check = check_tensor("t", dev, ref, truth, TOL_OUTPUTS)
        assert check.ok and check.method == "scaled"
    assert not check_tensor("t", ref * 1.05, ref, truth, TOL_OUTPUTS).ok  # 5% is beyond bfloat16's rounding


def _key_bias_grads(dtype: torch.dtype, order: int = 0) -> dict[str, torch.Tensor]:
    """Gradients of a real single-head attention whose key bias gradient is mathematically 0
    (softmax is shift-invariant along the keys). ``order`` sums the loss in a different order."""
    g = torch.Generator().manual_seed(0)
    x = torch.randn(2, 16, 32, generator=g, dtype=torch.float64)
    wq, wk, wv = (torch.randn(32, 32, generator=g, dtype=torch.float64) * 0.2 for _ in range(3))
    params = {"wq": wq, "wk": wk, "wv": wv, "bk": torch.randn(32, generator=g, dtype=torch.float64) * 0.2}
    params = {k: v.to(dtype).requires_grad_() for k, v in params.items()}
    xs = x.to(dtype)
    q, k, v = xs @ params["wq"], xs @ params["wk"] + params["bk"], xs @ params["wv"]
    out = torch.softmax(q @ k.transpose(1, 2) / math.sqrt(32), dim=-1) @ v
    loss = (out * out.flip(-1)).sum() if order == 0 else (out.flip(0) * out.flip(0, -1)).flip(1).sum()
    loss.backward()
    return {k: p.grad for k, p in params.items()}  # type: ignore[misc]


def test_a_bias_whose_gradient_is_zero_in_float64_is_judged_as_zeros() -> None:
    truth, ref, dev = _key_bias_grads(torch.float64), _key_bias_grads(torch.float32), _key_bias_grads(torch.float32, 1)
    assert float(truth["bk"].abs().max()) < 1e-13 < float(ref["bk"].abs().max())  # rounding only
    check = check_tensor("bk", dev["bk"], ref["bk"], truth["bk"], TOL_TRAINING)
    assert check.ok and check.method == "zeros"
    # a device whose kernel breaks the shift invariance gives it a real value: that fails
    assert not check_tensor("bk", dev["bk"] + 1e-4, ref["bk"], truth["bk"], TOL_TRAINING).ok
    # the other gradients of the same step are judged by scale; a 1% error in the key weight fails
    group = check_group(dev, ref, truth, TOL_TRAINING)
    assert group.ok and group.methods == {"scaled": 3, "zeros": 1}
    assert not check_group({**dev, "wk": dev["wk"] * 1.01}, ref, truth, TOL_TRAINING).ok


def test_the_noise_floor_passes_a_device_no_worse_than_cpu() -> None:
    # An ill-conditioned case: CPU float32 itself is 0.05 away from the truth. The device is as far
    # from the truth as the CPU (on the other side), so it is 0.1 from the CPU: fine.
    truth = torch.ones(2000, dtype=torch.float64)
    sign = torch.ones(2000).index_fill_(0, torch.arange(1, 2000, 2), -1.0)  # +-: no error along the tensor
    ref = 1 + 0.05 * sign
    check = check_tensor("t", 1 - 0.05 * sign, ref, truth, TOL_OUTPUTS)
    assert check.ok and check.method == "scaled"
    assert math.isclose(check.rmse_dev or 0, 0.05, rel_tol=1e-4)
    assert math.isclose(check.rmse_ref or 0, 0.05, rel_tol=1e-4)
    assert not check_tensor("t", 1 + 0.15 * sign, ref, truth, TOL_OUTPUTS).ok  # 3x the CPU's error
    # Along the tensor it is a scale error. Where the CPU's error is mostly not along it (its slope
    # +1%, 5% off by rms), a device 4.5% along it the other way is not the CPU's draw mirrored: it
    # fails, though its rms error is under the CPU's (issue 49).
    mostly_across = (ref + 0.01 * truth).float()
    along = check_tensor("t", torch.full((2000,), 0.955), mostly_across, truth, TOL_OUTPUTS)
    assert along.ok is False and along.method == "slope", along
    assert check_tensor("t", torch.full((2000,), 0.985), mostly_across, truth, TOL_OUTPUTS).ok  # within m = 2 its draw
    # A CPU wholly along it (+5%) is matched by a device as far the other way (-5%): the mirrored draw
    assert check_tensor("t", torch.full((2000,), 0.95), torch.full((2000,), 1.05), truth, TOL_OUTPUTS).ok
    assert check_tensor("t", torch.full((2000,), 1.05), torch.full((2000,), 1.05), truth, TOL_OUTPUTS).ok


def test_small_tensors_get_the_larger_multiplier() -> None:
    truth = torch.ones(10, dtype=torch.float64)
    ref = torch.full((10,), 1.04)  # 4% off: a CPU error of 10% would be the noise floor
    dev_2_5x = torch.full((10,), 1.1)  # 2.5x the CPU's error: fails at m=2, passes at m=3
    assert check_tensor("small", dev_2_5x, ref, truth, TOL_OUTPUTS).ok
    assert not check_tensor("big", dev_2_5x.repeat(200), ref.repeat(200), truth.repeat(200), TOL_OUTPUTS).ok


def test_the_record_keeps_the_rule_and_its_numbers() -> None:
    truth, ref, _ = _matmul_case(1e-3)
    check = check_tensor("t", ref * 1.01, ref, truth, TOL_TRAINING)
    assert check.method == "scaled" and check.scale is not None and check.bound is not None
    assert math.isclose(check.used or 0, (check.rmse_dev or 0) / check.bound, rel_tol=1e-9)
    group = check_group({"t": ref * 1.01}, {"t": ref}, {"t": truth}, TOL_TRAINING)
    record = group.to_record()
    assert record["worst_check"]["method"] == "scaled" and record["worst_check"]["used"] > 1
    assert "scaled" in group.describe("grads") and record["methods"] == {"scaled": 1}


def test_missing_gradient_on_one_side_is_a_failure() -> None:
    g = torch.ones(3)
    group = check_group({"w": g, "b": None}, {"w": g, "b": g}, None, TOL_TRAINING)
    assert not group.ok
    assert group.missing == ["b"] and group.failed == []
    both_absent = check_group({"w": g, "b": None}, {"w": g, "b": None}, None, TOL_TRAINING)
    assert both_absent.ok


def test_a_none_gradient_facing_zeros_agrees_as_in_pytorchs_suites() -> None:
    g = torch.ones(3)
    # Eager autograd leaves an unused parameter's grad None; AOTAutograd gives it zeros.
    group = check_group({"w": g, "b": torch.zeros(3)}, {"w": g, "b": None}, {"w": g, "b": None}, TOL_TRAINING,
                        none_as_zero=True)
    assert group.ok and group.methods["zeros"] == 1
    # A None facing a real gradient still fails, now with the gradient's size as the error.
    group = check_group({"w": g, "b": None}, {"w": g, "b": g}, {"w": g, "b": g}, TOL_TRAINING, none_as_zero=True)
    assert not group.ok and group.failed == ["b"] and group.max_abs == 1.0


def test_name_on_one_side_only_is_missing() -> None:
    g = torch.ones(3)
    group = check_group({"w": g}, {"w": g, "extra": g}, None, TOL_TRAINING)
    assert not group.ok and group.missing == ["extra"]


def test_nan_where_the_reference_has_none_fails() -> None:
    ref = torch.ones(4)
    dev = torch.tensor([1.0, float("nan"), 1.0, 1.0])
    assert not check_tensor("t", dev, ref, ref.double(), TOL_OUTPUTS).ok


def test_nan_in_the_same_places_passes() -> None:
    ref = torch.tensor([1.0, float("nan"), 2.0])
    assert check_tensor("t", ref.clone(), ref, None, TOL_OUTPUTS).ok
    # where float64 is NaN too (a fully masked row), the device must be NaN there as the CPU is
    truth = ref.double()
    assert check_tensor("t", ref.clone(), ref, truth, TOL_OUTPUTS).ok
    assert not check_tensor("t", torch.tensor([1.0, 0.0, 2.0]), ref, truth, TOL_OUTPUTS).ok


def test_cpu_nan_judged_against_float64_alone() -> None:
    truth = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
    ref = torch.tensor([1.0, float("nan"), 3.0])
    check = check_tensor("t", truth.float(), ref, truth, TOL_OUTPUTS)
    assert check.ok and check.method == "float64"
    assert not check_tensor("t", truth.float() + 1, ref, truth, TOL_OUTPUTS).ok


def test_without_an_arbiter_pytorchs_same_rule_judges() -> None:
    ref = torch.linspace(1, 2, 100)
    assert check_tensor("t", ref + 5e-4, ref, None, TOL_OUTPUTS).method == "allclose"
    assert check_tensor("t", ref * 1.05, ref, None, TOL_OUTPUTS).method == "cosine"
    assert check_tensor("t", ref * 1.05, ref, None, TOL_OUTPUTS).ok  # same direction
    assert not check_tensor("t", ref.flip(0) - 1.5, ref, None, TOL_OUTPUTS).ok


def test_without_an_arbiter_gradients_are_judged_by_the_same_rule_never_against_zeros() -> None:
    # A gradient's None stands for zeros only within a side that exists: with no float64 run at all,
    # zeros stood in for every gradient's truth and the zeros rule (10x the CPU's peak) passed a
    # device whose gradients point elsewhere (xglm, fsmt, kosmos-2... in the every-architecture run).
    ref = torch.linspace(-1, 1, 64)
    wrong = ref.flip(0) * 2  # the wrong gradient, of the same size
    group = check_group({"w": wrong}, {"w": ref}, None, TOL_TRAINING, none_as_zero=True)
    assert not group.ok and group.methods == {"cosine": 1}
    assert check_group({"w": ref.clone()}, {"w": ref}, None, TOL_TRAINING, none_as_zero=True).ok


def test_shape_and_integer_outputs() -> None:
    assert not check_tensor("t", torch.ones(2, 3), torch.ones(3, 2), None, TOL_OUTPUTS).ok
    ids = torch.tensor([1, 2, 3])
    assert check_tensor("ids", ids.clone(), ids, None, TOL_OUTPUTS).ok
    assert not check_tensor("ids", ids + 1, ids, None, TOL_OUTPUTS).ok


def test_group_names_the_worst_tensor() -> None:
    truth = {"a": torch.ones(2000, dtype=torch.float64), "b": torch.ones(2000, dtype=torch.float64)}
    ref = {"a": torch.full((2000,), 1.001), "b": torch.full((2000,), 1.001)}
    dev = {"a": torch.full((2000,), 1.001), "b": torch.full((2000,), 1.5)}
    group = check_group(dev, ref, truth, TOL_TRAINING)
    assert not group.ok and group.worst == "b" and group.failed == ["b"]
    assert group.rmse_ratio is not None and group.rmse_ratio > 100


def test_the_quick_test_of_replay_does_not_wave_through_a_small_op_off_by_1pct() -> None:
    truth, ref, reordered = _matmul_case(1e-4)  # an op whose values are all far under 0.1
    assert float(ref.abs().max()) < 0.1
    assert torch.allclose(ref * 1.01, ref, rtol=TOL_OUTPUTS, atol=TOL_OUTPUTS)  # plain allclose would
    assert not agrees_closely(ref * 1.01, ref, TOL_OUTPUTS)
    assert agrees_closely(reordered, ref, TOL_OUTPUTS)
    assert not check_tensor("t", ref * 1.01, ref, truth, TOL_OUTPUTS).ok


def test_a_bfloat16_scalar_one_ulp_from_a_lucky_cpu_passes() -> None:
    # Measured (convnext, bfloat16 on torch-xla): the CPU's loss rounds to within 2e-4 of float64,
    # the device's is the next bfloat16 value down. One ulp is rounding, not an error.
    truth = torch.tensor(1.1326168434961352, dtype=torch.float64)
    ref, dev = torch.tensor(1.1328125, dtype=torch.bfloat16), torch.tensor(1.125, dtype=torch.bfloat16)
    assert check_tensor("loss", dev, ref, truth, TOL_TRAINING).ok
    assert not check_tensor("loss", torch.tensor(1.09375, dtype=torch.bfloat16), ref, truth, TOL_TRAINING).ok


def test_a_group_floor_absorbs_an_update_with_a_noise_sign() -> None:
    # Adam's first step on a zero-initialised bias is lr * sign(grad); one element whose bfloat16
    # gradient is noise gets the other sign on the device: 2 * lr off, which the floor lr absorbs.
    lr = 1e-3
    truth = torch.tensor([-1, 1, 1, 1, -1, -1, -1, 1], dtype=torch.float64) * lr
    ref = truth.bfloat16()
    dev = ref.clone()
    dev[0] = -dev[0]
    assert not check_group({"b": dev}, {"b": ref}, {"b": truth}, TOL_TRAINING).ok
    assert check_group({"b": dev}, {"b": ref}, {"b": truth}, TOL_TRAINING, floor=lr).ok
    assert not check_group({"b": dev * 3}, {"b": ref}, {"b": truth}, TOL_TRAINING, floor=lr).ok  # a 3x step is not


def test_mask_values_beyond_the_dtypes_range_are_judged_apart() -> None:
    # Chameleon masks image-token logits with finfo(dtype).min: -3.4e38 in float32, -1.8e308 in the
    # float64 run. Squared differences there overflow; the device must give the mask value as the CPU does.
    ref = torch.tensor([0.5, -1.0, torch.finfo(torch.float32).min, 2.0])
    truth = ref.double()
    truth[2] = torch.finfo(torch.float64).min
    check = check_tensor("logits", ref.clone(), ref, truth, TOL_OUTPUTS)
    assert check.ok and check.method == "scaled" and check.scale is not None and math.isfinite(check.scale)
    unmasked = ref.clone()
    unmasked[2] = 0.0
    assert not check_tensor("logits", unmasked, ref, truth, TOL_OUTPUTS).ok
    assert not check_tensor("logits", ref * 1.01, ref, truth, TOL_OUTPUTS).ok  # the rest is judged as ever


def test_where_float64_is_nan_the_device_is_held_to_the_cpu_within_tol() -> None:
    # Measured (gemma2 infer on torch-xla): float64 gives NaN on a padded row, where the CPU and the
    # device give finite logits 2e-6 apart. That is no error; a device NaN or a 1.0 jump there is.
    ref = torch.tensor([[0.5, -1.0], [0.25, 0.75]])
    truth = ref.double()
    truth[1] = math.nan
    dev = ref.clone()
    dev[1] += 2e-6
    assert check_tensor("logits", dev, ref, truth, TOL_OUTPUTS).ok
    for bad in (math.nan, 1.75):
        wrong = dev.clone()
        wrong[1, 1] = bad
        check = check_tensor("logits", wrong, ref, truth, TOL_OUTPUTS)
        assert not check.ok and check.method == "nonfinite"


def test_the_record_names_its_arbiter_by_the_rule_and_reads_old_records() -> None:
    from hfcompat.judging.verdict import ARBITER_SAME, arbiter_of, judge
    from hfcompat.workloads.base import StepOutput

    class Plain:
        def annotate(self, *args: object) -> None:
            pass

    truth, ref, _ = _matmul_case(1e-3)
    for arbiter, named in ((None, "same()"), ("float64", "float64"), ("float64-widened", "float64-widened")):
        record: dict[str, Any] = {}
        checks = {"outputs": check_group({"t": ref}, {"t": ref}, {"t": truth} if arbiter else None, TOL_OUTPUTS)}
        judge(record, Plain(), StepOutput({}), {}, arbiter, checks, [])  # type: ignore[arg-type]
        assert record["compare"]["arbiter"] == named and arbiter_of(record) == named
    assert arbiter_of({"compare": {"arbiter": "cosine"}}) == ARBITER_SAME  # written before 2026-12-06
    assert arbiter_of({"compare": None}) is None
