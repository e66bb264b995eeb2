"""Overrides for audio models: speech encoders, ASR, audio classifiers, codecs, TTS."""

from __future__ import annotations

from typing import Any

from hfcompat.factory.overrides import Override


def _spectrogram(ctx: Any) -> None:
    """An AST-style spectrogram patch model takes input_values (B, frames, mel bins)."""
    ctx.inputs["input_values"] = ctx.randn(2, ctx.config.max_length, ctx.config.num_mel_bins)


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
        reason="the decoder layers read num_key_value_heads from the top config, which the default lacks",
        config={"num_key_value_heads": 4},
    ),
    "clvp": Override(
        reason="the speech encoder embeds the speech decoder's argmax ids, but the default speech_config "
        "vocabulary (256) is smaller than the decoder's (8194); real checkpoints size them alike. The "
        "encoders' rotary embedding is at least 32 wide, so their heads are 32 wide (width 128)",
        config={"speech_config": {"vocab_size": 8194, "hidden_size": 128},
                "text_config": {"hidden_size": 128}}, keep_vocab=True,
    ),
}
