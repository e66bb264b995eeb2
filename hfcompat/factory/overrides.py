"""Per-model-type overrides: what the generic shrinker and recipes cannot guess, each with a reason.

An entry's ``config`` is merged into the shrunk config dict before ``from_dict``; ``class_name``
replaces the default head. Add an entry only with the reason that makes it necessary: the table is
where breadth is won, and where it is audited.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Override:
    """What to change for one model type, and why."""

    reason: str
    config: dict[str, Any] = field(default_factory=dict)
    class_name: str | None = None


OVERRIDES: dict[str, Override] = {
    "clip": Override(
        reason="the contrastive CLIPModel exercises both towers and has a loss (return_loss=True); "
        "the image-classification head would skip the text tower",
        class_name="CLIPModel",
    ),
    "t5": Override(
        reason="T5's default config leaves decoder_start_token_id unset; T5 starts decoding from the "
        "pad token, id 0, so labels can be shifted into decoder inputs",
        config={"decoder_start_token_id": 0},
    ),
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
