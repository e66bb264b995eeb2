"""The comparator's one-pass figures (hfcompat.judging.measures, issue 40) against the direct
computation they replaced: whole-tensor float64 passes with the helpers of
hfcompat.judging.tolerance. On random tensors with planted errors (scale errors, NaN, inf, zeros,
float64 out of range), across many blocks and a ragged last one, every verdict and every number of
the TensorCheck must be the same up to float64 rounding, so a later speed change cannot move one."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable

import pytest
import torch

from hfcompat.judging import compare, measures
from hfcompat.judging.compare import TOL_OUTPUTS, TOL_TRAINING, TensorCheck, check_tensor
from hfcompat.judging.measures import Measures, measure
from hfcompat.judging.tolerance import peak, rms, rmse, slope_of

N = 7_777  # with BLOCK at 1,000: seven full blocks and a ragged one


def direct(dev: torch.Tensor, ref: torch.Tensor, truth: torch.Tensor | None, limit: float = math.inf) -> Measures:
    """What :func:`measure` computes, written plainly: each figure its own pass over the whole tensor."""
    d, r = dev.detach().double().flatten(), ref.detach().double().flatten()
    both_nan = torch.isnan(d) & torch.isnan(r)
    diff = (d - r).abs()
    max_abs = float(diff[~both_nan].max()) if not bool(both_nan.all()) else 0.0
    if truth is None:
        return Measures(d.numel(), max_abs, False)
    t = truth.double().flatten()
    if not bool((torch.isfinite(t) & (t.abs() < limit)).all()):
        return Measures(d.numel(), max_abs, False)
    ed, er = d - t, r - t
    tt, et_dev = float(torch.dot(t, t)), float(torch.dot(ed, t))
    resid = ed - (et_dev / tt if tt else 0.0) * t
    return Measures(d.numel(), max_abs, True, float(t.abs().max()), float(torch.dot(ed, ed)), float(torch.dot(er, er)),
                    tt, et_dev, float(torch.dot(er, t)), float(torch.dot(resid, resid)))


def _planted(kind: str, dtype: torch.dtype, seed: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """(dev, ref, truth): float64 truth, the CPU in ``dtype``, and a device with the planted ``kind``."""
    g = torch.Generator().manual_seed(seed)
    truth = torch.randn(N, generator=g, dtype=torch.float64) * 10.0 ** torch.randint(-6, 3, (1,), generator=g).item()
    if kind == "zero_truth":
        truth = torch.zeros(N, dtype=torch.float64)
    ref = truth.to(dtype)
    noise = torch.randn(N, generator=g, dtype=torch.float64) * truth.abs() * torch.finfo(dtype).eps
    dev = (truth + noise).to(dtype)
    if kind == "scale_1pct":
        dev = (truth * 1.01).to(dtype)
    elif kind == "scale_5pct":
        dev = (truth * 1.05).to(dtype)
    elif kind == "zeros":
        dev = torch.zeros_like(ref)
    elif kind == "nan_dev":
        dev[123] = math.nan
    elif kind == "nan_both":  # NaN on both sides where float64 is finite: the device is not finite there
        dev[5000], ref[5000] = math.nan, math.nan
    elif kind == "nan_all":  # NaN everywhere float64 is (a padded row): agreement
        truth[100:200], dev[100:200], ref[100:200] = math.nan, math.nan, math.nan
    elif kind == "inf_dev":
        dev[7000] = math.inf
    elif kind == "ref_off":  # the CPU itself far off: the noise floor
        ref = (truth + torch.randn(N, generator=g, dtype=torch.float64) * truth.abs() * 20).to(dtype)
    elif kind == "truth_inf":  # float64 not finite at one element: the device held to the CPU there
        truth[42], ref[42], dev[42] = math.inf, math.inf, math.inf
    return dev, ref, truth


KINDS = ["noise", "scale_1pct", "scale_5pct", "zeros", "nan_dev", "nan_both", "nan_all", "inf_dev", "ref_off",
         "truth_inf", "zero_truth"]


def _close(a: float | None, b: float | None, rel: float) -> bool:
    if a is None or b is None:
        return a is None and b is None
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return a == b or math.isclose(a, b, rel_tol=rel, abs_tol=1e-300)


def _same_check(fast: TensorCheck, slow: TensorCheck) -> None:
    assert (fast.ok, fast.method) == (slow.ok, slow.method), (fast, slow)
    for f in dataclasses.fields(TensorCheck):
        a, b = getattr(fast, f.name), getattr(slow, f.name)
        if isinstance(a, float) or isinstance(b, float):
            # slopes are shown to 6 significant digits: rounding may move the last one
            assert _close(a, b, 2e-5 if f.name.startswith("slope") else 1e-9), (f.name, fast, slow)
        else:
            assert a == b, (f.name, fast, slow)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("kind", KINDS)
def test_figures_match_the_direct_computation(kind: str, dtype: torch.dtype, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(measures, "BLOCK", 1_000)
    for seed in range(3):
        dev, ref, truth = _planted(kind, dtype, seed)
        limit = torch.finfo(dtype).max
        fast, slow = measure(dev, ref, truth, limit), direct(dev, ref, truth, limit)
        assert (fast.n, fast.in_range) == (slow.n, slow.in_range)
        assert _close(fast.max_abs, slow.max_abs, 1e-12)
        if not fast.in_range:
            continue
        d, r, t = dev.double(), ref.double(), truth
        if math.isfinite(fast.err):
            assert _close(fast.err, rmse(d, t), 1e-12)
        assert _close(fast.noise, rmse(r, t), 1e-12) and _close(fast.scale, rms(t), 1e-12)
        assert fast.peak_truth == peak(t)
        s_fast, s_slow = fast.slope(), slope_of(d.flatten(), r.flatten(), t.flatten())
        if s_slow is None or not math.isfinite(fast.err):
            assert s_fast is None or not math.isfinite(fast.err)
            continue
        assert s_fast is not None
        assert _close(s_fast.dev, s_slow.dev, 1e-10) and _close(s_fast.ref, s_slow.ref, 1e-10)
        assert _close(s_fast.stderr, s_slow.stderr, 1e-6)  # a residual of rounding only: its own rounding shows


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("kind", KINDS)
def test_every_verdict_and_number_matches(kind: str, dtype: torch.dtype, monkeypatch: pytest.MonkeyPatch) -> None:
    def judged(fn: Callable[..., Measures], *args: object) -> TensorCheck:
        with monkeypatch.context() as m:
            m.setattr(compare, "measure", fn)
            return check_tensor(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(measures, "BLOCK", 1_000)
    for seed in range(3):
        dev, ref, truth = _planted(kind, dtype, seed)
        for tol, floor in ((TOL_OUTPUTS, 0.0), (TOL_TRAINING, 0.0), (TOL_TRAINING, 1e-3)):
            args = ("t", dev, ref, truth, tol, floor)
            _same_check(judged(measure, *args), judged(direct, *args))
            no_arbiter = ("t", dev, ref, None, tol, floor)
            _same_check(judged(measure, *no_arbiter), judged(direct, *no_arbiter))


def test_planted_faults_stay_caught() -> None:
    # The verdicts themselves, so that the direct computation above cannot drift with the fast one.
    verdicts = {kind: check_tensor("t", *_planted(kind, torch.float32, 0), TOL_TRAINING) for kind in KINDS}
    assert verdicts["noise"].ok and verdicts["noise"].method == "scaled"
    for kind in ("scale_1pct", "scale_5pct", "zeros", "nan_dev", "nan_both", "inf_dev"):
        assert not verdicts[kind].ok, verdicts[kind]
    assert not check_tensor("t", *_planted("scale_5pct", torch.bfloat16, 0), TOL_TRAINING).ok
    assert verdicts["nan_all"].ok and verdicts["truth_inf"].ok
    assert verdicts["zero_truth"].method == "zeros"


def test_blocks_do_not_change_the_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    # A large tensor in one block and in many: the same figures up to summation order.
    dev, ref, truth = _planted("scale_1pct", torch.float32, 1)
    one = measure(dev, ref, truth)
    monkeypatch.setattr(measures, "BLOCK", 97)
    many = measure(dev, ref, truth)
    for f in ("max_abs", "peak_truth"):
        assert getattr(one, f) == getattr(many, f)
    for f in ("ee_dev", "ee_ref", "tt", "et_dev", "et_ref"):
        assert _close(getattr(one, f), getattr(many, f), 1e-12), f
    assert _close(one.rr_dev, many.rr_dev, 1e-6)


def test_complex_tensors_are_judged_by_their_parts() -> None:
    g = torch.Generator().manual_seed(0)
    truth = torch.randn(300, 2, generator=g, dtype=torch.float64)
    ref = torch.view_as_complex(truth.float().contiguous())
    dev = torch.view_as_complex((truth * 1.01).float().contiguous())
    truth_c = torch.view_as_complex(truth.contiguous())
    assert check_tensor("c", ref.clone(), ref, truth_c, TOL_TRAINING).ok
    assert not check_tensor("c", dev, ref, truth_c, TOL_TRAINING).ok
