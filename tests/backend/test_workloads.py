"""Every workload and regime on real torch_xla (XLA:CPU), and a fault only the optimizer step reaches."""

from __future__ import annotations

import pytest

from hfcompat.execution.case import run_case
from hfcompat.records.record import Case
from hfcompat.workloads.generate import recompiles_every_step
from tests.conftest import json_record, plugin_env, run_cli


def _run(spec: str, workload: str, regime: str = "short") -> dict:
    return run_case(Case(spec, "torch-xla", "lazy", workload=workload, regime=regime)).record


@pytest.mark.xla
def test_train_steps_the_optimizer_and_compares_the_updated_parameters() -> None:
    record = _run("arch:llama", "train")
    assert record["status"] == "pass", record["error"]
    assert (record["workload"], record["regime"]) == ("train", "short")
    params = record["compare"]["params"]
    assert params["ok"] and params["n"] == record["compare"]["grads"]["n"] > 0
    assert record["inputs"]["input_ids"][0] == 2 and "labels" in record["inputs"]


@pytest.mark.xla
def test_train_long_regime_runs_the_shrunk_window() -> None:
    record = _run("arch:mistral", "train", "long")
    assert record["regime"] == "long" and record["case_id"].endswith("|train|long")
    assert record["status"] in ("pass", "pass_with_fallback"), record["error"]


@pytest.mark.xla
@pytest.mark.parametrize("spec, regime", [("arch:llama", "short"), ("arch:mistral", "long")])
def test_infer_is_an_eval_no_grad_forward(spec: str, regime: str) -> None:
    record = _run(spec, "infer", regime)
    assert record["status"] in ("pass", "pass_with_fallback"), record["error"]
    assert set(record["compare"]) == {"outputs", "arbiter"}  # no loss, gradients or parameters


@pytest.mark.xla
def test_generate_counts_compiles_per_decode_step() -> None:
    record = _run("arch:llama", "generate")
    assert record["status"] in ("pass", "pass_with_fallback"), record["error"]
    gen = record["generation"]
    assert gen["new_tokens"] == 8 and gen["tokens_match"] and gen["cache"] == "default"
    assert record["compare"]["tokens"]["ok"] and record["compare"]["logits"]["n"] == 8
    per_step = gen["compiles_per_step"]
    assert len(per_step) == 8 and per_step[0] > 0  # the prefill compiles
    # The dynamic cache grows a token a step: lazy XLA traces a new shape, and compiles, every step.
    assert all(c > 0 for c in per_step[2:]) and gen["recompiles_every_step"] is True
    assert "attention_mask" in record["inputs"] and "labels" not in record["inputs"]


@pytest.mark.xla
def test_generate_long_regime() -> None:
    record = _run("arch:mistral", "generate", "long")
    assert record["status"] in ("pass", "pass_with_fallback"), record["error"]
    assert record["generation"]["new_tokens"] == 8 and record["case_id"].endswith("|generate|long")


@pytest.mark.xla
def test_generate_static_cache_is_its_own_case() -> None:
    record = _run("arch:llama", "generate-static")
    assert record["status"] in ("pass", "pass_with_fallback"), record["error"]
    gen = record["generation"]
    assert gen["cache"] == "static" and gen["tokens_match"] and record["case_id"].endswith("|generate-static|short")
    # Measured on torch_xla 2.9 lazy: the static cache keeps the KV shapes, but generate() still grows
    # input_ids and the attention mask a token a step, so every decode step traces a new graph and
    # compiles (llama: [4, 3, 3, 3, 3, 3, 3, 3], the dynamic cache's [3, ...] one prefill graph less).
    per_step = gen["compiles_per_step"]
    assert len(per_step) == 8 and all(c > 0 for c in per_step[2:]) and gen["recompiles_every_step"] is True


@pytest.mark.parametrize("per_step, flag", [
    ([4, 3, 3, 3, 3, 3, 3, 3], True),  # every decode step after the first compiled: torch_xla's growing shapes
    ([4, 3, 0, 0, 0, 0, 0, 0], False),  # a stack that reuses its graph once the cache is warm
    ([4, 3, 3, 3, 0, 3, 3, 3], False),  # one step served from the cache is enough not to flag
    ([4, 3], False),  # prefill and first decode only: nothing after them to judge by
    (None, None),  # not counted (a stack without compile counters)
])
def test_the_recompile_flag_needs_a_compile_in_every_later_decode_step(per_step: list[int] | None,
                                                                        flag: bool | None) -> None:
    assert recompiles_every_step(per_step) is flag


def test_a_workload_the_model_does_not_have_is_skipped_with_why() -> None:
    record = run_case(Case("arch:bert", "cpu", "eager", workload="generate")).record
    assert record["status"] == "skipped" and "has no generate workload" in record["error"]


@pytest.mark.slow  # the CLI and its worker process
def test_a_fault_in_the_optimizer_step_is_caught_in_params() -> None:
    # AdamW's addcdiv_ (the update itself) is off by 0.5 on the "device": forward and backward are
    # untouched, so only the updated parameters show it, and replay names the op.
    env = plugin_env(HFCOMPAT_OP_FAULT="perturb:aten::addcdiv_")
    proc = run_cli("check", "arch:llama", "--backend", "faulty", "--workload", "train", "--regime", "short", "--json",
                   env=env)
    record = json_record(proc)
    assert proc.returncode == 1 and record["status"] == "fail_accuracy", record["error"]
    cmp = record["compare"]
    assert not cmp["params"]["ok"] and cmp["outputs"]["ok"] and cmp["loss"]["ok"] and cmp["grads"]["ok"]
    assert record["error"].startswith("mismatch in params")
    assert (record["culprit_op"], record["culprit_source"]) == ("aten::addcdiv_", "replay")
    assert record["culprit_phase"] == "optimizer"  # the replay hears the step's phases, not only autograd's
