"""Overrides for multimodal models: dual encoders, vision-language and audio-language models."""

from __future__ import annotations

from hfcompat.factory.overrides import Override

OVERRIDES: dict[str, Override] = {
    "clip": Override(
        reason="the contrastive CLIPModel exercises both towers and has a loss (return_loss=True); "
        "the image-classification head would skip the text tower",
        class_name="CLIPModel",
    ),
}
