"""The bounded reference (issue 48): the same train step as a user's, in memory that does not grow
with the model, kept in memory or spilled to disk; every result bit for bit the user's step's."""

from __future__ import annotations

import copy
import os

import pytest
import torch

from hfcompat.execution.reference import reference
from hfcompat.factory import BuiltModel, build
from hfcompat.judging.compare import check_group, compute_dtype
from hfcompat.specs.spec import parse_spec
from hfcompat.workloads import get_workload
from hfcompat.workloads.base import Groups, StepRun, cast_inputs
from hfcompat.workloads.kept import PREFIX, Keeper, Spill


def _users_step(built: BuiltModel, dtype: torch.dtype) -> Groups:
    """The train step as the device runs it: the whole model's AdamW.step() after backward."""
    workload = get_workload("train")
    model = copy.deepcopy(built.model).to(dtype)
    if dtype == torch.float64 and getattr(model.config, "_experts_implementation", "eager") != "eager":
        model.set_experts_implementation("eager")
    torch.manual_seed(0)
    return workload.step(StepRun(model, model, cast_inputs(workload.inputs(built), dtype))).groups


def _assert_identical(a: Groups, b: Groups) -> None:
    assert set(a) == set(b)
    for group in a:
        assert set(a[group]) == set(b[group]), group
        for name in a[group]:
            x, y = a[group][name], b[group][name]
            assert (x is None) == (y is None), (group, name)
            if x is not None and y is not None:
                assert x.dtype == y.dtype and torch.equal(x, y), (group, name)


@pytest.mark.parametrize("spec", ["arch:gpt2", "arch:llama", "arch:mixtral", "arch:bert", "arch:albert"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float64])
def test_the_bounded_reference_is_the_users_step_bit_for_bit(spec: str, dtype: torch.dtype) -> None:
    built = build(parse_spec(spec))
    workload = get_workload("train")
    users = _users_step(built, dtype)
    _assert_identical(reference(built, dtype, workload), users)
    spill = Spill()
    try:
        spilled = reference(built, dtype, workload, keeper=spill)
        assert not isinstance(spilled["grads"], dict)  # on disk, read back per lookup
        _assert_identical({g: dict(t) for g, t in spilled.items()}, users)
    finally:
        spill.close()


def test_a_spilled_group_is_judged_as_the_same_group_in_memory() -> None:
    built = build(parse_spec("arch:llama"))
    workload = get_workload("train")
    ref, ref64 = _users_step(built, torch.float32), _users_step(built, torch.float64)
    dev = {g: dict(t) for g, t in ref.items()}
    name = sorted(n for n, t in dev["grads"].items() if t is not None)[0]
    dev["grads"][name] = dev["grads"][name] * 1.05  # a planted 5% error in one gradient
    spill = Spill()
    try:
        on_disk = {g: spill.group(g, ref[g].items()) for g in ("grads", "params")}
        assert compute_dtype(*on_disk.values()) == compute_dtype(ref["grads"], ref["params"])
        for group in ("grads", "params"):
            in_memory = check_group(dev[group], ref[group], ref64[group], 1e-2, none_as_zero=True)
            spilled = check_group(dev[group], on_disk[group], ref64[group], 1e-2, none_as_zero=True)
            assert spilled == in_memory
        assert not check_group(dev["grads"], on_disk["grads"], ref64["grads"], 1e-2).ok
        assert workload.check(dev, ref, ref64) == workload.check(dev, {**ref, **on_disk}, ref64)
    finally:
        spill.close()
    assert not spill.root.exists()


def test_a_spill_left_by_a_dead_process_is_removed_by_the_next(tmp_path) -> None:  # type: ignore[no-untyped-def]
    dead = tmp_path / f"{PREFIX}999999999-x"  # no such pid
    dead.mkdir()
    alive = tmp_path / f"{PREFIX}{os.getpid()}-y"
    alive.mkdir()
    spill = Spill(tmp_path)
    assert not dead.exists() and alive.exists() and spill.root.exists()
    spill.close()


def test_a_gradient_put_twice_is_kept_as_its_sum() -> None:
    for keeper in (Keeper(), Spill()):
        writer = keeper.open("grads")
        writer.put("w", torch.ones(3))
        writer.put("w", torch.full((3,), 2.0))
        writer.put("b", None)
        kept = writer.close()
        assert torch.equal(kept["w"], torch.full((3,), 3.0)) and kept["b"] is None
        if isinstance(keeper, Spill):
            keeper.close()


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float64])
def test_the_chunked_first_adamw_step_is_adamws_bit_for_bit(dtype: torch.dtype) -> None:
    from hfcompat.workloads.train import ADAMW_CHUNK, LR, first_adamw_step_

    gen = torch.Generator().manual_seed(0)
    n = 2 * ADAMW_CHUNK + 4099  # three chunks, the last ragged
    weight = torch.randn(n, generator=gen).to(dtype)
    grad = (torch.randn(n, generator=gen) * 1e-3).to(dtype)
    grad[::7] = 0.0  # a zero gradient still decays its weight
    users = torch.nn.Parameter(weight.clone().reshape(-1, 1))
    users.grad = grad.clone().reshape(-1, 1)
    torch.optim.AdamW([users], lr=LR).step()
    ours = weight.clone().reshape(-1, 1)
    first_adamw_step_(ours, grad.reshape(-1, 1))
    assert torch.equal(ours, users.detach())
    assert not torch.equal(ours, weight.reshape(-1, 1))  # it did step


@pytest.mark.parametrize("spec", ["arch:llama", "arch:mixtral", "arch:resnet", "arch:gpt2"])
def test_a_borrowed_arbiter_gives_the_copys_results_and_gives_the_model_back_as_it_was(spec: str) -> None:
    from hfcompat.execution.borrowed import borrowed

    built = build(parse_spec(spec))
    workload = get_workload("train")
    before = {k: v.clone() for k, v in built.model.state_dict().items()}
    attrs = {id(m): set(vars(m)) for m in built.model.modules()}
    settings = {id(m): dict(vars(m.config)) for m in built.model.modules() if hasattr(m, "config")}
    training = built.model.training
    users = _users_step(built, torch.float64)
    spill = Spill()  # a full-size case's keeper: the arbiter borrows
    try:
        lent = reference(built, torch.float64, workload, keeper=spill)
        _assert_identical({g: dict(t) for g, t in lent.items()}, users)
    finally:
        spill.close()
    after = built.model.state_dict()
    assert set(after) == set(before)
    for k, v in before.items():
        assert after[k].dtype == v.dtype and torch.equal(after[k], v), k
    assert all(p.grad is None for p in built.model.parameters())
    assert {id(m): set(vars(m)) for m in built.model.modules()} == attrs and built.model.training == training
    # the configs too: the arbiter's eager experts must not become the device's (mixtral: grouped_mm)
    assert {id(m): dict(vars(m.config)) for m in built.model.modules() if hasattr(m, "config")} == settings
    # and the next run of the model is the user's step as before
    _assert_identical(reference(built, torch.float32, workload), _users_step(built, torch.float32))
    with borrowed(built.model, torch.float64) as model:
        assert next(model.parameters()).dtype == torch.float64
    assert next(built.model.parameters()).dtype == torch.float32
