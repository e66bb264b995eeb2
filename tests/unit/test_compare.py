"""The comparison rule of DESIGN.md §5 on hand-made tensors."""

from __future__ import annotations

import math

import torch

from hfcompat.execution.compare import TOL_OUTPUTS, TOL_TRAINING, check_group, check_tensor


def test_allclose_passes_and_reports_max_abs() -> None:
    ref = torch.ones(10, 10)
    check = check_tensor("t", ref + 5e-4, ref, None, TOL_OUTPUTS)
    assert check.ok and check.method == "allclose"
    assert math.isclose(check.max_abs or 0, 5e-4, rel_tol=1e-3)


def test_float64_arbiter_passes_a_device_no_worse_than_cpu() -> None:
    # An ill-conditioned case: CPU float32 itself is 0.05 away from the truth. The device is as far
    # from the truth as the CPU (on the other side), so it is 0.1 from the CPU: not allclose, but fine.
    truth = torch.zeros(2000, dtype=torch.float64)
    ref = torch.full((2000,), 0.05)
    dev = torch.full((2000,), -0.05)
    check = check_tensor("t", dev, ref, truth, TOL_OUTPUTS)
    assert check.ok and check.method == "rmse"
    assert math.isclose(check.rmse_dev or 0, 0.05, rel_tol=1e-4) and math.isclose(check.rmse_ref or 0, 0.05, rel_tol=1e-4)


def test_real_mismatch_fails_with_the_arbiter() -> None:
    truth = torch.linspace(0, 1, 2000, dtype=torch.float64)
    ref = truth.float()
    dev = ref + 0.01
    check = check_tensor("t", dev, ref, truth, TOL_OUTPUTS)
    assert not check.ok and check.method == "rmse"
    assert (check.rmse_dev or 0) > 100 * (check.rmse_ref or 1)


def test_small_tensors_get_the_larger_multiplier() -> None:
    truth = torch.zeros(10, dtype=torch.float64)
    ref = torch.full((10,), 0.1)
    dev_2_5x = torch.full((10,), 0.25)  # 2.5x the CPU's error: fails at m=2, passes at m=3
    assert check_tensor("small", dev_2_5x, ref, truth, TOL_OUTPUTS).ok
    big_truth, big_ref, big_dev = truth.repeat(200), ref.repeat(200), dev_2_5x.repeat(200)
    assert not check_tensor("big", big_dev, big_ref, big_truth, TOL_OUTPUTS).ok


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
    assert check_group({"w": g, "b": torch.zeros(3)}, {"w": g, "b": None}, {"w": g, "b": None}, TOL_TRAINING,
                       none_as_zero=True).ok
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


def test_cpu_nan_judged_against_float64_alone() -> None:
    truth = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
    ref = torch.tensor([1.0, float("nan"), 3.0])
    assert check_tensor("t", truth.float(), ref, truth, TOL_OUTPUTS).ok
    assert not check_tensor("t", truth.float() + 1, ref, truth, TOL_OUTPUTS).ok


def test_cosine_without_arbiter() -> None:
    ref = torch.linspace(1, 2, 100)
    assert check_tensor("t", ref * 1.05, ref, None, TOL_OUTPUTS).method == "cosine"
    assert check_tensor("t", ref * 1.05, ref, None, TOL_OUTPUTS).ok  # same direction
    assert not check_tensor("t", ref.flip(0) - 1.5, ref, None, TOL_OUTPUTS).ok


def test_shape_and_integer_outputs() -> None:
    assert not check_tensor("t", torch.ones(2, 3), torch.ones(3, 2), None, TOL_OUTPUTS).ok
    ids = torch.tensor([1, 2, 3])
    assert check_tensor("ids", ids.clone(), ids, None, TOL_OUTPUTS).ok
    assert not check_tensor("ids", ids + 1, ids, None, TOL_OUTPUTS).ok


def test_group_names_the_worst_tensor() -> None:
    truth = {"a": torch.zeros(2000, dtype=torch.float64), "b": torch.zeros(2000, dtype=torch.float64)}
    ref = {"a": torch.full((2000,), 1e-3), "b": torch.full((2000,), 1e-3)}
    dev = {"a": torch.full((2000,), 1e-3), "b": torch.full((2000,), 0.5)}
    group = check_group(dev, ref, truth, TOL_TRAINING)
    assert not group.ok and group.worst == "b" and group.failed == ["b"]
    assert group.rmse_ratio is not None and group.rmse_ratio > 100
