"""Overrides for audio models: speech encoders, ASR, audio classifiers, codecs, TTS."""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.overrides.base import Override


def _muse_audio(ctx: Any) -> None:
    """The feature extractor pads waveforms to a multiple of 1920 samples (the codec's hop)."""
    ctx.inputs["input_values"] = ctx.randn(*ctx.inputs["input_values"].shape[:-1], 2 * 1920)


def _waveform_states(ctx: Any) -> None:
    """The acoustic tokenizer's encoder takes the waveform as hidden_states (B, 1, samples)."""
    ctx.inputs["hidden_states"] = ctx.randn(2, 1, 3200)


def _latent_states(ctx: Any) -> None:
    """The acoustic tokenizer's decoder takes latent frames as hidden_states (B, latent width, frames)."""
    ctx.inputs["hidden_states"] = ctx.randn(2, int(ctx.config.hidden_size), 8)


def _asr_window(ctx: Any) -> None:
    mels = int(ctx.config.num_mel_bins)
    ctx.inputs["input_features"] = ctx.randn(2, mels, 2 * int(ctx.config.n_window))
    ctx.inputs["input_features_mask"] = torch.ones(2, 2 * int(ctx.config.n_window), dtype=torch.long)


def _tts_targets(ctx: Any) -> None:
    """FastSpeech 2 trains on aligned targets: 2 frames per token, the spectrogram, pitch and energy."""
    config = getattr(ctx.config, "model_config", ctx.config)
    ids = ctx.inputs["input_ids"]
    batch, tokens = ids.shape
    ctx.inputs["duration_labels"] = torch.full((batch, tokens), 2, dtype=torch.long)
    ctx.inputs["spectrogram_labels"] = ctx.randn(batch, 2 * tokens, int(config.num_mel_bins))
    ctx.inputs["pitch_labels"] = ctx.randn(batch, tokens, 1)
    ctx.inputs["energy_labels"] = ctx.randn(batch, tokens, 1)


def _spectrogram(ctx: Any) -> None:
    """An AST-style spectrogram patch model takes input_values (B, frames, mel bins)."""
    ctx.inputs["input_values"] = ctx.randn(2, ctx.config.max_length, ctx.config.num_mel_bins)


_VIBE: dict[str, Any] = {
    "reason": "the convolutional tokenizer doubles num_filters at each of 6 downsampling stages (32 -> 2048 "
              "channels, 86M parameters); 4 filters keep the stages at a tiny width",
    "config": {"num_filters": 4},
}

OVERRIDES: dict[str, Override] = {
    "whisper": Override(
        reason="the encoder insists on 2 x max_source_positions input frames; 1500 positions makes "
        "3000-frame inputs, 64 keeps the same path at 128 frames",
        config={"max_source_positions": 64, "max_target_positions": 64},
    ),
    "wav2vec2": Override(
        reason="the 7-layer conv feature encoder keeps its kernels and strides (so 4000 samples still "
        "give 12 frames for CTC), only its channels shrink; SpecAugment masks are random",
        config={"conv_dim": [32] * 7, "mask_time_prob": 0.0, "mask_feature_prob": 0.0,
                "num_conv_pos_embeddings": 16, "num_conv_pos_embedding_groups": 4},
    ),
    "audio-spectrogram-transformer": Override(
        reason="AST patches a (frames, mel bins) spectrogram given as input_values; 1024 frames shrink to 64 "
        "(16x16 patches at stride 10 still overlap)",
        config={"max_length": 64}, inputs=_spectrogram,
    ),
    "cohere_asr": Override(
        reason="the default config leaves decoder_start_token_id unset; decoding starts from the bos token (4)",
        config={"decoder_start_token_id": 4},
    ),
    "fun_asr_nano": Override(
        reason="the validator ties the adaptor's intermediate size to text hidden_size // 4",
        config={"adaptor_config": {"intermediate_size": 8}},
    ),
    "bark": Override(
        reason="BarkModel has no forward (it chains three generators in generate()); its first stage, the "
        "semantic causal LM, is the trainable transformer (Bark refuses labels: the loss is the outputs' mean)",
        class_name="BarkSemanticModel",
    ),
    "wav2vec2-bert": Override(reason="the default config leaves the CTC vocabulary unset (vocab_size=None)",
                              config={"vocab_size": 32}),
    "wav2vec2-conformer": Override(reason="the default config leaves the CTC vocabulary unset (vocab_size=None)",
                                   config={"vocab_size": 32}),
    "moonshine_streaming": Override(
        reason="the decoder layers read num_key_value_heads from the top config, which the default lacks; the "
        "decoder start id is unset too",
        config={"num_key_value_heads": 4, "decoder_start_token_id": 1},
    ),
    "fastspeech2_conformer": Override(
        reason="in training mode FastSpeech 2 requires all its aligned targets (spectrogram, durations, pitch, "
        "energy), which a dataset's aligner makes", inputs=_tts_targets),
    "fastspeech2_conformer_with_hifigan": Override(
        reason="in training mode FastSpeech 2 requires all its aligned targets (spectrogram, durations, pitch, "
        "energy), which a dataset's aligner makes", inputs=_tts_targets),
    "moonshine": Override(
        reason="the default config leaves pad and decoder start ids unset; labels are shifted with them",
        config={"pad_token_id": 0, "decoder_start_token_id": 1},
    ),
    "qwen3_asr_encoder": Override(
        reason="features are processed in windows of n_window*2 frames: the inputs are one 100-frame window",
        inputs=_asr_window,
    ),
    "muse_spark_audio": Override(reason="waveforms come padded to a multiple of the codec hop (1920 samples)",
                                 inputs=_muse_audio),
    "vibevoice_acoustic_tokenizer": Override(**_VIBE),
    "vibevoice_acoustic_tokenizer_encoder": Override(**_VIBE, inputs=_waveform_states),
    "vibevoice_acoustic_tokenizer_decoder": Override(**_VIBE, inputs=_latent_states),
    "vibevoice": Override(reason=_VIBE["reason"], config={"audio_config": {"num_filters": 4},
                                                           "semantic_model_config": {"num_filters": 4}}),
    "vibevoice_asr": Override(reason=_VIBE["reason"],
                              config={"acoustic_tokenizer_encoder_config": {"num_filters": 4},
                                      "semantic_tokenizer_encoder_config": {"num_filters": 4}}),
    "clvp": Override(
        reason="the speech encoder embeds the speech decoder's argmax ids, but the default speech_config "
        "vocabulary (256) is smaller than the decoder's (8194); real checkpoints size them alike. The "
        "encoders' rotary embedding is at least 32 wide, so their heads are 32 wide (width 128)",
        config={"speech_config": {"vocab_size": 8194, "hidden_size": 128},
                "text_config": {"hidden_size": 128}}, keep_vocab=True,
    ),
}
