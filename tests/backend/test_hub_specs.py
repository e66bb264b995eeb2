"""Hub ids and local directories through the real transformers / huggingface_hub code, offline.

The models live in a local HF cache the tests make (see :mod:`tests.backend.hub_cache`) with
``HF_HUB_OFFLINE=1``: an id, a revision, ``--size tiny``, ``--size full --weights pretrained`` and a
directory all load through ``hf_hub_download`` / ``AutoConfig`` / ``from_pretrained``, and the
refusals (uncached, remote code, pickle-only weights) become skipped records with their reasons.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM

from hfcompat.errors import CaseSkipped, UsageError
from hfcompat.execution.case import run_case
from hfcompat.factory import build, validate_spec
from hfcompat.records.record import Case
from tests.backend.hub_cache import REMOTE_CONFIG, REMOTE_MODELING, HubCache

ONE = ("--workload", "train", "--regime", "short")  # one case: these test Hub specs, not workloads
SHA = "0123456789abcdef0123456789abcdef01234567"
OTHER_SHA = "fedcba9876543210fedcba9876543210fedcba98"
REPO = "fake-org/tiny-llama"


def _llama(layers: int = 3, seed: int = 0) -> LlamaForCausalLM:
    torch.manual_seed(seed)
    config = LlamaConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=layers, num_attention_heads=4,
                         num_key_value_heads=2, vocab_size=300, max_position_embeddings=128,
                         rope_parameters={"rope_type": "linear", "factor": 2.0, "rope_theta": 10000.0})
    return LlamaForCausalLM(config)


@pytest.fixture
def hub(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> HubCache:
    """An empty offline HF cache in tmp, for this process and for worker processes it starts."""
    import huggingface_hub.constants as constants
    import transformers.dynamic_module_utils as dynamic
    import transformers.utils.hub as transformers_hub

    cache = tmp_path / "hf"
    for name, value in (("HF_HUB_CACHE", str(cache)), ("HF_HOME", str(tmp_path / "home")),
                        ("HF_HUB_OFFLINE", "1"), ("HF_MODULES_CACHE", str(tmp_path / "modules"))):
        monkeypatch.setenv(name, value)
    # huggingface_hub reads these once at import; the in-process checks need them now
    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(cache))
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    monkeypatch.setattr(transformers_hub, "HF_MODULES_CACHE", str(tmp_path / "modules"))
    monkeypatch.setattr(dynamic, "HF_MODULES_CACHE", str(tmp_path / "modules"))
    return HubCache(cache)


def test_hub_id_default_is_the_real_config_shrunk(hub: HubCache) -> None:
    hub.put(REPO, _llama(), SHA)
    built = build(validate_spec(REPO))
    config = built.model.config
    assert built.model_class == "LlamaForCausalLM" and built.task == "causal-lm"
    assert config.hidden_size == 32 and config.num_hidden_layers == 2  # shrunk...
    assert config.rope_parameters["rope_type"] == "linear"  # ...keeping the checkpoint's features
    assert config.num_key_value_heads < config.num_attention_heads  # GQA stays GQA
    assert config.vocab_size == 300 and "labels" in built.inputs


def test_revision_selects_that_snapshot(hub: HubCache) -> None:
    hub.put(REPO, _llama(layers=3), SHA)
    hub.put(REPO, _llama(layers=1), OTHER_SHA, branch="v1")
    full = {"size": "full"}
    assert build(validate_spec(REPO), **full).model.config.num_hidden_layers == 3
    assert build(validate_spec(f"{REPO}@v1"), **full).model.config.num_hidden_layers == 1
    assert build(validate_spec(f"{REPO}@{OTHER_SHA}"), **full).model.config.num_hidden_layers == 1


def test_full_size_pretrained_weights_are_bit_identical(hub: HubCache) -> None:
    original = _llama(seed=1)  # not the factory's seed: random init must differ from it
    hub.put(REPO, original, SHA)
    built = build(validate_spec(REPO), size="full", weights="pretrained")
    loaded = built.model.state_dict()
    assert built.model.config.hidden_size == 64
    assert set(loaded) == set(original.state_dict())
    for name, tensor in original.state_dict().items():
        assert torch.equal(loaded[name], tensor), name
    random = build(validate_spec(REPO), size="full", weights="random").model.state_dict()
    assert not torch.equal(random["model.layers.0.mlp.up_proj.weight"], loaded["model.layers.0.mlp.up_proj.weight"])


def test_local_directory_spec(hub: HubCache) -> None:
    snapshot = hub.put(REPO, _llama(), SHA)
    spec = validate_spec(str(snapshot))
    assert spec.source == "local"
    assert build(spec).model.config.hidden_size == 32
    pretrained = build(spec, size="full", weights="pretrained").model
    assert torch.equal(pretrained.lm_head.weight, _llama().lm_head.weight)  # the saved model (seed 0)


def test_hub_and_local_cases_run_on_cpu(hub: HubCache) -> None:
    snapshot = hub.put(REPO, _llama(), SHA)
    for case in (Case(REPO, "cpu", "eager"), Case(str(snapshot), "cpu", "eager"),
                 Case(REPO, "cpu", "eager", size="full", weights="pretrained")):
        record = run_case(case).record
        assert record["status"] == "pass", record
        assert record["source"] == ("hub" if case.spec == REPO else "local")
        assert record["size"] == case.size and record["weights"] == case.weights


def test_uncached_id_offline_is_skipped_with_the_reason(hub: HubCache) -> None:
    record = run_case(Case("fake-org/not-downloaded", "cpu", "eager")).record
    assert record["status"] == "skipped" and record["phase"] == "build"
    assert "not in the local HF cache" in record["error"] and "offline" in record["error"]


def test_remote_code_is_skipped_unless_trusted(hub: HubCache) -> None:
    auto_map = {"AutoConfig": "configuration_tiny_remote.TinyRemoteConfig",
                "AutoModelForCausalLM": "modeling_tiny_remote.TinyRemoteForCausalLM"}
    hub.put("fake-org/remote", _llama(), SHA, config_update={"auto_map": auto_map, "model_type": "tiny-remote-llama"},
            files={"configuration_tiny_remote.py": REMOTE_CONFIG, "modeling_tiny_remote.py": REMOTE_MODELING})
    record = run_case(Case("fake-org/remote", "cpu", "eager")).record
    assert (
        record["status"] == "skipped" and "remote code" in record["error"] and "--trust-remote-code" in record["error"]
    )
    built = build(validate_spec("fake-org/remote"), trust_remote_code=True)
    assert type(built.model).__name__ == "TinyRemoteForCausalLM" and built.task == "causal-lm"
    assert built.model.config.hidden_size == 32  # the remote config went through the shrinker too


def test_pickle_only_weights_are_refused(hub: HubCache) -> None:
    hub.put("fake-org/pickled", _llama(), SHA, pickle_only=True)
    with pytest.raises(CaseSkipped, match=r"only pickle weights .*pytorch_model\.bin.* safetensors only"):
        build(validate_spec("fake-org/pickled"), size="full", weights="pretrained")
    # the config alone is still fine: --size tiny never touches weights
    assert build(validate_spec("fake-org/pickled")).model.config.hidden_size == 32


def test_size_and_weights_are_validated_before_running() -> None:
    from hfcompat.check_command import make_case

    with pytest.raises(UsageError, match="--weights pretrained needs --size full"):
        make_case(REPO, "cpu", None, "float32", weights="pretrained")
    with pytest.raises(UsageError, match="arch: specs are tiny random models"):
        make_case("arch:llama", "cpu", None, "float32", size="full")
    assert make_case(REPO, "cpu", None, "float32", size="full", weights="pretrained").weights == "pretrained"


@pytest.mark.slow  # the CLI and its worker process, twice
def test_cli_check_hub_id_full_pretrained(hub: HubCache) -> None:
    """The whole path a user takes: the CLI, its options, the isolated worker, the offline cache."""
    import os

    from tests.conftest import json_record, plugin_env, run_cli

    hub.put(REPO, _llama(), SHA)
    env = plugin_env(**{k: os.environ[k] for k in ("HF_HUB_CACHE", "HF_HOME", "HF_HUB_OFFLINE", "HF_MODULES_CACHE")})
    proc = run_cli(
        "check", *ONE, REPO, "--backend", "cpu", "--size", "full", "--weights", "pretrained", "--json", env=env
    )
    record = json_record(proc)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert (record["status"], record["source"], record["size"], record["weights"]) == (
        "pass",
        "hub",
        "full",
        "pretrained",
    )
    assert record["n_params"] > 100_000  # the real (unshrunk) model
    refused = run_cli("check", *ONE, REPO, "--backend", "cpu", "--weights", "pretrained", env=env)
    assert refused.returncode == 2 and "--weights pretrained needs --size full" in refused.stderr
