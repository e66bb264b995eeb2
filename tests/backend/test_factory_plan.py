"""plan() for Hub specs through the real offline cache: what build() would make, without building it."""

from __future__ import annotations

import pytest
from transformers import MistralConfig, MistralForCausalLM

from hfcompat.execution.case_plan import plan_specs
from hfcompat.factory import build, plan, validate_spec
from hfcompat.isolation.worker import Worker
from hfcompat.records.record import Case
from tests.backend.hub_cache import REMOTE_CONFIG, REMOTE_MODELING, HubCache
from tests.backend.test_hub_specs import SHA, _llama, hub  # noqa: F401  (hub: the offline-cache fixture)


def test_hub_plan_reads_the_checkpoints_window(hub: HubCache) -> None:  # noqa: F811
    config = MistralConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                           num_key_value_heads=2, vocab_size=300, sliding_window=2048)
    hub.put("fake-org/tiny-mistral", MistralForCausalLM(config), SHA)
    found = plan(validate_spec("fake-org/tiny-mistral"))
    assert (found.model_class, found.regimes, found.knobs) == ("MistralForCausalLM", ("short", "long"),
                                                               ("sliding_window",))
    assert found.can_generate and found.error is None
    assert build(validate_spec("fake-org/tiny-mistral")).model.config.sliding_window == 2048


def test_remote_code_plan_is_a_skip_unless_trusted(hub: HubCache) -> None:  # noqa: F811
    auto_map = {"AutoConfig": "configuration_tiny_remote.TinyRemoteConfig",
                "AutoModelForCausalLM": "modeling_tiny_remote.TinyRemoteForCausalLM"}
    hub.put("fake-org/remote", _llama(), SHA, config_update={"auto_map": auto_map, "model_type": "tiny-remote-llama"},
            files={"configuration_tiny_remote.py": REMOTE_CONFIG, "modeling_tiny_remote.py": REMOTE_MODELING})
    refused = plan(validate_spec("fake-org/remote"))
    assert refused.skipped and "remote code" in (refused.error or "") and refused.model_class is None
    trusted = plan(validate_spec("fake-org/remote"), trust_remote_code=True)
    assert (trusted.model_class, trusted.task, trusted.can_generate) == ("TinyRemoteForCausalLM", "causal-lm", True)


def test_uncached_hub_plan_is_a_skip(hub: HubCache) -> None:  # noqa: F811
    found = plan(validate_spec("fake-org/not-downloaded"))
    assert found.skipped and "not in the local HF cache" in (found.error or "")


@pytest.mark.slow
def test_the_checks_worker_plans_as_the_planner_child_does() -> None:
    # hfcompat check plans in its own worker (issue 24), the sweep in a child: the same answers,
    # a spec that cannot be planned included (it gets its default case, its error kept).
    specs = ["arch:mistral", "arch:bert", "arch:no_such_type"]
    with Worker(name="plan") as worker:
        in_worker = worker.plan(specs)
        served = worker.run(Case("arch:bert", "cpu", "eager")).record  # then runs the cases it planned
    assert served["status"] == "pass", served.get("error")
    assert in_worker == plan_specs(specs)
    assert in_worker["arch:mistral"].regimes == ("short", "long") and "generate" in in_worker["arch:mistral"].workloads
    assert "unknown architecture" in (in_worker["arch:no_such_type"].error or "")

