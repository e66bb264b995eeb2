"""bench/mutations.py's choices are the seed's, not a hand's: the sample covers every family, the ops
come from the case's own trace, and the same seed gives the same benchmark (issue 49)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from arch_sample import sample, subsample
from mutations import Plant, choose, judge, kind_of, names

FAMILIES = {"audio": ["a1", "a2", "a3"], "vision": ["v1", "v2"], "other": ["o1"], "text": [f"t{i}" for i in range(20)]}


def test_the_sample_has_every_family_and_follows_the_seed() -> None:
    chosen = sample(7, 8, FAMILIES)
    assert len(chosen) == 8 and set(chosen.values()) == set(FAMILIES)
    assert all(m in FAMILIES[f] for m, f in chosen.items())
    assert sample(7, 8, FAMILIES) == chosen
    assert any(sample(seed, 8, FAMILIES) != chosen for seed in range(8, 12))
    assert len(sample(7, 2, FAMILIES)) == len(FAMILIES)  # fewer than the families: one of each still
    half = subsample(7, 5, chosen)  # bench/false_alarms.py's bfloat16 share: of the sample, every family again
    assert len(half) == 5 and half.items() <= chosen.items() and set(half.values()) == set(FAMILIES)
    assert subsample(7, 5, chosen) == half


def test_ops_are_drawn_from_the_cases_own_trace_per_phase() -> None:
    ops = {"forward": ["aten::addmm", "aten::gelu", "aten::mul"], "backward": ["aten::mm", "aten::gelu_backward"]}
    picked = choose(ops, ("forward", "backward"), 1, 49, "bert|float32-train")
    assert [p for p, _ in picked] == ["forward", "backward"]
    assert all(op in ops[phase] for phase, op in picked)
    assert choose(ops, ("forward", "backward"), 1, 49, "bert|float32-train") == picked
    assert len({tuple(choose(ops, ("forward",), 1, s, "c")) for s in range(20)}) > 1  # the seed chooses
    assert choose({"forward": ["aten::mul"]}, ("forward", "backward"), 2, 1, "c") == [("forward", "aten::mul")]


def test_a_plant_is_named_only_with_its_op_and_side_of_the_backward() -> None:
    plant = Plant("bert", "text encoder", "float32", "train", "backward", "aten::mm", "perturb1pct")
    assert plant.fault == "perturb1pct-backward:aten::mm"
    assert judge(plant, {"status": "fail_accuracy", "culprit_op": "aten::mm", "culprit_phase": "backward"}) == (
        True, True)
    assert judge(plant, {"status": "fail_accuracy", "culprit_op": "aten::mm", "culprit_phase": "forward"}) == (
        True, False)
    assert judge(plant, {"status": "pass"}) == (False, False)
    assert (kind_of("aten::addmm"), kind_of("aten::native_layer_norm_backward"), kind_of("aten::_safe_softmax")) == (
        "matmul", "norm", "softmax")


def test_a_device_op_is_named_by_the_cpu_op_whose_run_on_the_device_dispatched_it() -> None:
    plant = Plant("gpt2", "text decoder", "float32", "infer", "forward", "aten::split_with_sizes_copy", "perturb1pct")
    by_cpu_op = {"status": "fail_accuracy", "culprit_op": "aten::split_with_sizes", "culprit_phase": "forward",
                 "culprit_kernels": {"cpu": ["aten::split_with_sizes"], "device": ["aten::split_with_sizes_copy"]}}
    assert names(plant, by_cpu_op) == (True, False) and judge(plant, by_cpu_op) == (True, True)
    other = {**by_cpu_op, "culprit_kernels": {"cpu": ["aten::split_with_sizes"], "device": ["aten::slice_copy"]}}
    assert names(plant, other) == (False, False)
    assert names(plant, {**by_cpu_op, "culprit_phase": "backward"}) == (False, False)
    assert names(plant, {**by_cpu_op, "culprit_op": "aten::split_with_sizes_copy"}) == (True, True)
