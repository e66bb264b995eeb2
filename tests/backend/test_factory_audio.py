"""Audio and speech architectures the factory feeds every modality: features at the model's mel count
and frame rule, feature masks, the audio placeholders the text must carry, codec codes per codebook,
waveforms. Each builds, carries the inputs named here, and passes its CPU train case (forward +
backward, every gradient compared): a failure is a regression of the audio recipes (issue 22).
The rules themselves are unit-tested at the end, without a model.
"""

from __future__ import annotations

from typing import Any

import pytest
import torch

from hfcompat.factory.inputs.context import NEW_TOKENS

#: model type: (inputs the recipe must have made, the shape rule they must satisfy)
FED: dict[str, tuple[tuple[str, ...], str]] = {
    "qwen2_audio": (("input_features", "feature_attention_mask"), "placeholders"),   # length rule, no feature method
    "voxtral": (("input_features",), "placeholders"),                              # placeholder id set by override
    "qwen3_asr": (("input_features", "input_features_mask"), "window"),            # whole n_window*2 chunks
    "granite_speech": (("input_features",), "placeholders"),                       # base model's feature method
    "musicflamingo": (("input_features", "input_features_mask"), "placeholders"),
    "moss_transcribe_diarize": (("input_features", "padding_mask"), "placeholders"),  # raw-audio sample mask
    "apertus1p5": (("input_values", "padding_mask", "pixel_values"), "placeholders"),
    "qwen2_5_omni_thinker": (("input_features", "pixel_values_videos", "video_second_per_grid"), "placeholders"),
    "dots3_note": (("input_features", "chunk_sample_lengths", "pixel_values_videos"), "placeholders"),
    "omniasr": (("input_values", "padding_mask"), "placeholders"),
    "omniasr_ctc": (("input_values", "padding_mask"), "mono"),
    "vibevoice": (("input_values",), "mono"),
    "csm": (("input_values", "input_values_cutoffs"), "placeholders"),             # codec length rule
    "kyutai_speech_to_text": (("input_ids",), "codebooks"),
    "dia": (("decoder_input_ids",), "channels"),
    "moonshine": (("input_values",), "none"),
    "gemma4_audio": (("input_features",), "mels128"),
    "xcodec": (("input_values",), "mono"),
    "xcodec2": (("input_values", "input_features"), "per_hop"),
    "neucodec": (("input_values", "input_features"), "per_hop"),
    "voxtral_realtime": (("input_features",), "as_long_as_text"),
}


def _audio_token(config: Any) -> int | None:
    for holder in (config, getattr(config, "text_config", None)):
        for name in ("audio_token_id", "audio_token_index"):
            value = getattr(holder, name, None) if holder is not None else None
            if isinstance(value, int):
                return value
    return None


def _check_rule(rule: str, built: Any) -> None:
    inputs, config = built.inputs, built.model.config
    if rule == "placeholders":  # the text carries audio placeholders (their count is what the model checks)
        token = _audio_token(config)
        assert token is not None and int((inputs["input_ids"] == token).sum()) > 0
    elif rule == "window":
        assert inputs["input_features"].shape[-1] % (2 * config.audio_config.n_window) == 0
        assert inputs["input_features"].shape[1] == config.audio_config.num_mel_bins
    elif rule == "mono":
        assert inputs["input_values"].dim() == 3 and inputs["input_values"].shape[1] == 1
    elif rule == "codebooks":
        assert inputs["input_ids"].shape[-1] == 1 + config.num_codebooks
        # generate transcribes the waveform the feature extractor returns, a codec frame a new token
        prompt = built.gen_inputs
        assert "input_ids" not in prompt and prompt["input_values"].shape[-1] == NEW_TOKENS * config.frame_size
    elif rule == "channels":
        ids = inputs["decoder_input_ids"]
        assert ids.shape[-1] == config.decoder_config.num_channels
        assert inputs["labels"].shape[0] == ids.shape[0] * ids.shape[-1]
    elif rule == "mels128":
        assert 128 in inputs["input_features"].shape[1:]
    elif rule == "per_hop":
        assert inputs["input_values"].shape[-1] == inputs["input_features"].shape[1] * config.hop_length
    elif rule == "as_long_as_text":
        assert inputs["input_features"].shape[-1] == inputs["input_ids"].shape[1] * config.audio_length_per_tok
        # a generate prompt's clip also holds the new tokens (generate stops where the audio ends)
        prompt = built.gen_inputs
        frames = (prompt["input_ids"].shape[1] + NEW_TOKENS) * config.audio_length_per_tok
        assert prompt["input_features"].shape[-1] == frames


@pytest.mark.slow
@pytest.mark.parametrize("model_type", sorted(FED))
def test_audio_architecture_is_fed_every_modality_and_passes_on_cpu(model_type: str) -> None:
    from hfcompat.execution.case import run_case
    from hfcompat.factory import build, validate_spec
    from hfcompat.records.record import Case

    needed, rule = FED[model_type]
    built = build(validate_spec(f"arch:{model_type}"))
    assert set(needed) <= set(built.inputs), sorted(built.inputs)
    _check_rule(rule, built)
    record = run_case(Case(f"arch:{model_type}", "cpu", "eager"), built=built).record
    assert record["status"] == "pass", record["error"]


def test_the_length_rule_counts_placeholders_from_the_feature_mask() -> None:
    from hfcompat.factory.inputs import audio_tokens

    class Tower(torch.nn.Module):
        def _get_feat_extract_output_lengths(self, lengths: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
            after_conv = (lengths - 1) // 2 + 1
            return after_conv, (after_conv - 2) // 2 + 1  # Qwen2-Audio's rule: the last is the text's rows

    model = torch.nn.Sequential(Tower())
    mask = torch.ones(2, 128, dtype=torch.long)
    mask[1, 100:] = 0
    assert audio_tokens.rows_by_rule(model, {"input_features": torch.zeros(2, 128, 128),
                                             "feature_attention_mask": mask}) == [32, 25]
    # no mask: every frame of the features counts
    assert audio_tokens.rows_by_rule(model, {"input_features": torch.zeros(2, 128, 64)}) == [16, 16]
    assert audio_tokens.rows_by_rule(torch.nn.Linear(2, 2), {"input_features": torch.zeros(2, 8, 8)}) is None


def test_a_codec_length_rule_counts_samples_of_the_waveform() -> None:
    from hfcompat.factory.inputs import audio_tokens

    class Codec(torch.nn.Module):
        def get_encoded_length(self, samples: torch.Tensor) -> torch.Tensor:
            return samples // 1920

    rows = audio_tokens.rows_by_rule(torch.nn.Sequential(Codec()), {"input_values": torch.zeros(2, 1, 3840),
                                                                     "padding_mask": torch.ones(2, 3840)})
    assert rows == [2, 2]
