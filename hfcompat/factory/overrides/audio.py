"""Overrides for audio models: speech encoders, ASR, audio classifiers, codecs, TTS."""

from __future__ import annotations

from hfcompat.factory.overrides import Override

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
}
