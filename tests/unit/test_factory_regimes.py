"""Regimes, plans and padded inputs from the factory (CPU only: configs, tiny builds, no device step)."""

from __future__ import annotations

import pytest
import torch

from hfcompat.errors import CaseSkipped, FactoryError, UsageError
from hfcompat.factory import build, plan, validate_spec
from hfcompat.factory.inputs.context import PADDED_SAMPLE, SEQ
from hfcompat.factory.regimes import LONG, apply_regime, find_knobs, knob_names


def test_mistral_short_keeps_the_real_window_and_long_cuts_it_below_the_sequence() -> None:
    from transformers import MistralConfig

    short = build(validate_spec("arch:mistral"))
    long = build(validate_spec("arch:mistral"), regime="long")
    assert MistralConfig().sliding_window == 4096  # the architecture's own default
    assert short.model.config.sliding_window == 4096 and short.regime == "short"
    assert long.model.config.sliding_window < short.inputs["input_ids"].shape[1] and long.regime == "long"
    # below the generate prompt too, so a prefill already slides (a window above it is the short case again)
    assert long.gen_inputs is not None and long.model.config.sliding_window < long.gen_inputs["input_ids"].shape[1]
    assert short.knobs == long.knobs == ("sliding_window",)


def test_only_sequence_knobs_are_knobs() -> None:
    from transformers import AutoConfig

    def names(model_type: str) -> tuple[str, ...]:
        return knob_names(AutoConfig.for_model(model_type).to_dict())

    assert names("swin") == ()                    # image windows: a short prompt does not change them
    assert names("gpt_neo") == ("window_size",)   # a text model's local-attention window is one
    assert names("qwen2") == ()                   # sliding_window set but use_sliding_window=False
    assert names("mamba2") == ("chunk_size",)     # the SSD scan's chunk
    assert names("llava") == ()
    assert "text_config.sliding_window" in names("gemma3")


def test_rope_scaling_positions_are_kept_and_longrope_has_a_knob() -> None:
    real = {"vocab_size": 100, "max_position_embeddings": 131072,
            "rope_parameters": {"rope_type": "longrope", "original_max_position_embeddings": 4096}}
    shrunk = {**real, "max_position_embeddings": 512}
    assert [k.name for k in find_knobs(real)] == ["rope_parameters.original_max_position_embeddings"]
    short, long = apply_regime(real, shrunk, "short"), apply_regime(real, shrunk, "long")
    assert short["max_position_embeddings"] == long["max_position_embeddings"] == 131072
    assert short["rope_parameters"]["original_max_position_embeddings"] == 4096
    assert long["rope_parameters"]["original_max_position_embeddings"] == LONG
    assert real["rope_parameters"]["original_max_position_embeddings"] == 4096  # the input is not mutated


def test_long_regime_of_a_model_without_knobs_is_a_skip_and_an_unknown_regime_a_usage_error() -> None:
    with pytest.raises(CaseSkipped, match="only the short regime"):
        build(validate_spec("arch:bert"), regime="long")
    with pytest.raises(UsageError, match="allowed: short, long"):
        build(validate_spec("arch:bert"), regime="medium")


def test_plan_names_the_class_build_makes_and_its_regimes() -> None:
    windowed, plain = plan(validate_spec("arch:mistral")), plan(validate_spec("arch:bert"))
    assert (windowed.model_class, windowed.regimes, windowed.knobs) == ("MistralForCausalLM", ("short", "long"),
                                                                        ("sliding_window",))
    assert windowed.can_generate and windowed.error is None
    assert (plain.model_class, plain.regimes, plain.can_generate) == ("BertForMaskedLM", ("short",), False)
    assert plan(validate_spec("arch:bert:BertForSequenceClassification")).model_class == \
        build(validate_spec("arch:bert:BertForSequenceClassification")).model_class


def test_plan_of_a_known_gap_carries_the_factory_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from hfcompat.factory.overrides import OVERRIDES, Override

    # The gap table is empty today (every former entry has its fix): plant one on a type that builds.
    monkeypatch.setitem(OVERRIDES, "bert", Override(reason="test", gap="a planted shortfall"))
    found = plan(validate_spec("arch:bert"))
    assert found.model_class is None and not found.skipped and "known factory gap" in (found.error or "")
    with pytest.raises(FactoryError, match="known factory gap"):
        build(validate_spec("arch:bert"))


def test_a_training_batch_pads_one_sample_on_the_right_and_ignores_its_padding() -> None:
    built = build(validate_spec("arch:llama"))
    mask, labels, ids = built.inputs["attention_mask"], built.inputs["labels"], built.inputs["input_ids"]
    assert mask.shape == (2, SEQ) and bool(mask[0].all())
    padded = mask[PADDED_SAMPLE] == 0
    assert 0 < int(padded.sum()) < SEQ and bool(padded[-1]) and not bool(padded[0])  # trailing zeros
    assert bool((labels[PADDED_SAMPLE][padded] == -100).all()) and bool((labels[mask == 1] == ids[mask == 1]).all())


def test_generate_prompt_is_short_left_padded_and_unlabelled() -> None:
    built = build(validate_spec("arch:llama"))
    prompt = built.gen_inputs
    assert prompt is not None and set(prompt) == {"input_ids", "attention_mask"}
    mask = prompt["attention_mask"]
    assert prompt["input_ids"].shape[1] < SEQ and bool(mask[0].all())
    assert mask[PADDED_SAMPLE, 0] == 0 and mask[PADDED_SAMPLE, -1] == 1  # left padding
    assert build(validate_spec("arch:bert")).gen_inputs is None  # a masked LM does not generate


def test_encoder_decoder_prompt_is_the_encoder_inputs() -> None:
    prompt = build(validate_spec("arch:t5")).gen_inputs
    assert prompt is not None and set(prompt) == {"input_ids", "attention_mask"}


def test_a_vision_language_model_is_fed_its_image_in_the_step_and_the_prompt() -> None:
    built = build(validate_spec("arch:llava"))
    image_token = built.model.config.image_token_id
    for inputs in (built.inputs, built.gen_inputs):
        assert inputs is not None and "pixel_values" in inputs
        per_sample = (inputs["input_ids"] == image_token).sum(dim=1)
        assert bool((per_sample > 0).all())
        assert int(inputs["attention_mask"][PADDED_SAMPLE].sum()) < inputs["attention_mask"].shape[1]
    assert built.gen_inputs["attention_mask"][PADDED_SAMPLE, 0] == 0  # the prompt is padded on the left


def _image_text_model(image_breaks: bool) -> torch.nn.Module:
    from transformers import PretrainedConfig

    class ImageTextModel(torch.nn.Module):
        input_modalities = ("image", "text")
        main_input_name = "input_ids"

        def __init__(self) -> None:
            super().__init__()
            self.config = PretrainedConfig(vocab_size=100, image_size=32, num_channels=3)
            self.embed = torch.nn.Embedding(100, 4)

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor | None = None,
                    pixel_values: torch.Tensor | None = None) -> torch.Tensor:
            if pixel_values is not None and image_breaks:
                raise RuntimeError("the image tower cannot take these pixels")
            return self.embed(input_ids).sum()

    return ImageTextModel()


def test_a_model_that_runs_only_without_its_image_is_a_factory_error_naming_it() -> None:
    from hfcompat.factory.inputs import make_input_sets

    with pytest.raises(FactoryError, match=r"could not be fed all its modalities.*image") as caught:
        make_input_sets(_image_text_model(image_breaks=True), "base")
    assert caught.value.phase == "inputs"
    assert "pixel_values" in make_input_sets(_image_text_model(image_breaks=False), "base").step


def test_a_local_checkpoint_keeps_its_own_window_short_and_cuts_it_long(tmp_path) -> None:
    from transformers import MistralConfig

    MistralConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                  num_key_value_heads=2, vocab_size=1000, sliding_window=1024).save_pretrained(tmp_path)
    spec = validate_spec(str(tmp_path))
    assert plan(spec).regimes == ("short", "long") and plan(spec).model_class == "MistralForCausalLM"
    assert build(spec).model.config.sliding_window == 1024
    assert build(spec, regime="long").model.config.sliding_window == LONG
    full = build(spec, size="full", regime="long")  # the real-size model, its window cut
    assert (full.model.config.sliding_window, full.model.config.hidden_size) == (LONG, 64)
