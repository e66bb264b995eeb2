"""The generic shrinker and the factory's guards, on config dicts and real config classes (no model run)."""

from __future__ import annotations

import pytest
from transformers import AutoConfig

from hfcompat.factory.instance import drop_derived, shrink_config
from hfcompat.factory.rope import scale_sections
from hfcompat.factory.shrink import SMALL_VOCAB, WIDTH, shrink_config_dict


def _shrunk(model_type: str, **update: object) -> object:
    base = AutoConfig.for_model(model_type, **update)
    return shrink_config(drop_derived(base.to_dict(), type(base)), type(base), None, model_type)


def test_one_layer_of_each_kind_is_kept_the_last_layer_last() -> None:
    types = (["sliding_attention"] * 5 + ["full_attention"]) * 6
    d = shrink_config_dict({"num_hidden_layers": 36, "layer_types": types, "hidden_size": 1024,
                            "num_attention_heads": 16, "global_attn_indexes": [5, 11, 17], "moe_layers": [3, 35]})
    # kinds (type, global?, MoE?): layer 0 (s), 3 (s, MoE), 5 (f, global), 23 (f), 35 (f, MoE, the last)
    assert d["layer_types"] == ["sliding_attention"] * 2 + ["full_attention"] * 3
    assert d["num_hidden_layers"] == 5
    assert d["moe_layers"] == [1, 4] and d["global_attn_indexes"] == [2]


def test_per_layer_config_is_reindexed_and_keeps_its_ratio() -> None:
    d = shrink_config_dict({"num_hidden_layers": 30, "hidden_size": 2048, "num_attention_heads": 8, "head_dim": 256,
                            "per_layer_config": {"05": {"head_dim": 512}, "11": {"head_dim": 512}}})
    assert d["head_dim"] == WIDTH // 4
    assert d["per_layer_config"] == {"01": {"head_dim": 2 * d["head_dim"]}}


def test_attention_kinds_survive() -> None:
    gqa = shrink_config_dict({"hidden_size": 4096, "num_attention_heads": 32, "num_key_value_heads": 8})
    mha = shrink_config_dict({"hidden_size": 4096, "num_attention_heads": 32, "num_key_value_heads": 32})
    assert (
        gqa["num_key_value_heads"] < gqa["num_attention_heads"]
        and mha["num_key_value_heads"] == mha["num_attention_heads"]
    )
    assert gqa["hidden_size"] == WIDTH and gqa["num_attention_heads"] % gqa["num_key_value_heads"] == 0


def test_latent_attention_stays_consistent() -> None:
    config = _shrunk("deepseek_v3")
    assert config.head_dim == config.qk_rope_head_dim
    assert config.qk_head_dim == config.qk_nope_head_dim + config.qk_rope_head_dim
    assert config.n_routed_experts % config.n_group == 0 and config.topk_group <= config.n_group


def test_mrope_sections_follow_the_head_size() -> None:
    assert sum(scale_sections([16, 24, 24], 4)) == 4 and min(scale_sections([16, 24, 24], 4)) >= 1
    text = _shrunk("qwen2_vl_text")  # its sections are not in the default config: they are injected
    head_dim = text.hidden_size // text.num_attention_heads
    assert sum(text.rope_parameters["mrope_section"]) == head_dim // 2


def test_placeholder_ids_move_into_the_small_vocabulary() -> None:
    config = _shrunk("llava")
    assert config.text_config.vocab_size == SMALL_VOCAB
    assert config.image_token_id < SMALL_VOCAB  # 32000 by default, past the 32000-token vocabulary


def test_derived_fields_are_derived_again() -> None:
    base = AutoConfig.for_model("zamba2")
    d = drop_derived(base.to_dict(), type(base))
    assert "mamba_headdim" not in d and "attention_head_dim" not in d
    config = _shrunk("zamba2")
    assert config.mamba_headdim * config.n_mamba_heads == config.mamba_expand * config.hidden_size


def test_dropout_is_off_and_keeps_its_type() -> None:
    d = shrink_config_dict({"hidden_dropout_prob": 0.1, "attn_pdrop": 1, "layerdrop": 0.2, "use_dropout": True})
    assert d["hidden_dropout_prob"] == 0.0 and d["attn_pdrop"] == 0 and isinstance(d["attn_pdrop"], int)
    assert d["layerdrop"] == 0.0 and d["use_dropout"] is True


def test_size_guard_names_the_class_and_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    import hfcompat.factory.arch as arch
    from hfcompat.execution.case import run_case
    from hfcompat.records.record import Case

    monkeypatch.setattr(arch, "MAX_TINY_PARAMS", 1000)
    record = run_case(Case("arch:llama", "cpu", "eager")).record
    assert record["status"] == "harness_error" and record["phase"] == "build"
    assert "LlamaForCausalLM still has" in record["error"] and "limit 1,000" in record["error"]


def test_missing_optional_package_is_a_skip_with_its_name() -> None:
    import importlib.util

    from hfcompat.execution.case import run_case
    from hfcompat.records.record import Case

    if importlib.util.find_spec("timm") is not None:
        pytest.skip("timm is installed here")
    record = run_case(Case("arch:detr", "cpu", "eager")).record
    assert record["status"] == "skipped" and "timm" in record["error"] and "not installed" in record["error"]


def test_random_augmentations_are_turned_off() -> None:
    # DINOv3 draws its RoPE shift/jitter/rescale at random in train mode: CPU and device would differ.
    cfg = _shrunk("dinov3_vit", pos_embed_shift=0.1, pos_embed_jitter=1.5)
    assert (cfg.pos_embed_shift, cfg.pos_embed_jitter, cfg.pos_embed_rescale) == (None, None, None)


def test_per_stage_drop_rates_are_zeroed() -> None:
    cfg = _shrunk("cvt")
    assert cfg.drop_path_rate == [0.0, 0.0, 0.0] and cfg.attention_drop_rate == [0.0, 0.0, 0.0]


def test_init_std_is_raised_so_attention_is_not_uniform() -> None:
    # At 0.02 and width 32, attention logits are ~0.01 and a wrong softmax kernel moves nothing.
    assert _shrunk("bert").initializer_range == 0.2
    assert _shrunk("bart").init_std == 0.2
    assert _shrunk("bert", initializer_range=0.5).initializer_range == 0.5  # a larger std stays


def test_zero_weight_matrices_are_woken_vectors_kept() -> None:
    import torch

    from hfcompat.factory.instance import randomize_zero_matrices

    # Gemma 3's multimodal projector starts at zero: every vision-tower gradient is then exactly 0.
    model = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.LayerNorm(3))
    with torch.no_grad():
        model[0].weight.zero_()
        model[0].bias.zero_()
        model[1].weight.zero_()  # a "1 + w" norm's zero-centred weight: ordinary, kept
    kept = model[1].weight.clone()
    assert randomize_zero_matrices(model, seed=0) == ["0.weight"]
    assert model[0].weight.std() > 0.05 and not model[0].bias.any() and torch.equal(model[1].weight, kept)
    again = torch.nn.Linear(4, 3)
    with torch.no_grad():
        again.weight.zero_()
    randomize_zero_matrices(again, seed=0)
    assert torch.equal(again.weight, model[0].weight)  # seeded: the same model every run


def test_gemma3_projector_is_not_built_at_zero() -> None:
    from hfcompat.factory.arch import build_arch
    from hfcompat.specs.spec import parse_spec

    model = build_arch(parse_spec("arch:gemma3"), 0).model
    assert model.model.multi_modal_projector.mm_input_projection_weight.abs().sum() > 0
