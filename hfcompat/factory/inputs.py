"""Input recipes: seeded CPU inputs and labels for a built model, by modality and head.

The modality comes from the model's ``main_input_name`` (``input_ids``, ``pixel_values``,
``input_features``, ``input_values``, ...), the labels from the head (the class name's suffix and the
task). Inputs are generated on CPU from a seeded generator and only then moved, so the reference and
the device see the same numbers.

Token ids are drawn from [3, 100): clear of the usual special ids (0-2) and of image/audio placeholder
ids, which multimodal models count and check.
"""

from __future__ import annotations

import inspect
from typing import Any

import torch

from hfcompat.errors import FactoryError

BATCH = 2
SEQ = 16
LABEL_SEQ = 4  # CTC targets: must be shorter than the encoder's output frames
AUDIO_SAMPLES = 4000


def _cfg(config: Any, *names: str, default: Any = None) -> Any:
    """First attribute found on the config or its vision/audio/text sub-config."""
    for holder in (config, getattr(config, "vision_config", None), getattr(config, "audio_config", None),
                   getattr(config, "text_config", None)):
        if holder is None:
            continue
        for name in names:
            value = getattr(holder, name, None)
            if value is not None:
                return value
    return default


def _ids(gen: torch.Generator, vocab: int, *shape: int) -> torch.Tensor:
    high = max(min(vocab, 100), 4)
    return torch.randint(3, high, shape, generator=gen)


def _image_size(config: Any) -> tuple[int, int]:
    size = _cfg(config, "image_size", "input_size", default=32)
    if isinstance(size, (list, tuple)):
        return int(size[-2]), int(size[-1])
    if isinstance(size, dict):
        return int(size.get("height", 32)), int(size.get("width", 32))
    return int(size), int(size)


def _accepts(model: torch.nn.Module, name: str) -> bool:
    params = inspect.signature(model.forward).parameters
    return name in params or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())


def make_inputs(model: torch.nn.Module, task: str, seed: int = 0) -> dict[str, Any]:
    """Inputs (and labels, where the head has a loss) for one forward + backward step.

    Raises:
        FactoryError: no recipe for the model's main input (phase ``inputs``).
    """
    gen = torch.Generator().manual_seed(seed)
    config = model.config
    cls_name = type(model).__name__
    main = getattr(model, "main_input_name", "input_ids")
    vocab = int(_cfg(config, "vocab_size", default=100))
    inputs: dict[str, Any] = {}

    if main == "input_ids":
        inputs["input_ids"] = _ids(gen, vocab, BATCH, SEQ)
        if _accepts(model, "attention_mask"):
            inputs["attention_mask"] = torch.ones(BATCH, SEQ, dtype=torch.long)
    elif main == "pixel_values":
        h, w = _image_size(config)
        channels = int(_cfg(config, "num_channels", default=3))
        inputs["pixel_values"] = torch.randn(BATCH, channels, h, w, generator=gen)
    elif main == "input_features":
        mels = int(_cfg(config, "num_mel_bins", "feature_size", "input_feat_per_channel", default=80))
        # Whisper-like encoders insist on exactly 2 x max_source_positions frames.
        frames = 2 * int(_cfg(config, "max_source_positions", default=32))
        inputs["input_features"] = torch.randn(BATCH, mels, frames, generator=gen)
    elif main == "input_values":
        inputs["input_values"] = torch.randn(BATCH, AUDIO_SAMPLES, generator=gen)
    else:
        raise FactoryError(f"no input recipe for main input {main!r} of {cls_name}", phase="inputs")

    # Dual encoders (CLIP-like): text and image together, with their contrastive loss.
    if task == "base" and _accepts(model, "pixel_values") and _accepts(model, "input_ids") and main == "input_ids":
        h, w = _image_size(config)
        inputs["pixel_values"] = torch.randn(BATCH, int(_cfg(config, "num_channels", default=3)), h, w, generator=gen)
        if _accepts(model, "return_loss"):
            inputs["return_loss"] = True

    labels = make_labels(model, task, gen, vocab)
    if labels is not None:
        inputs["labels"] = labels
    elif task in ("seq2seq-lm", "speech-seq2seq") and _accepts(model, "decoder_input_ids"):
        inputs["decoder_input_ids"] = _ids(gen, vocab, BATCH, SEQ)
    return inputs


def make_labels(model: torch.nn.Module, task: str, gen: torch.Generator, vocab: int) -> torch.Tensor | None:
    """Labels that give the head its loss, or ``None`` for heads without one."""
    if not _accepts(model, "labels"):
        return None
    config = model.config
    if task in ("causal-lm", "masked-lm", "seq2seq-lm", "speech-seq2seq"):
        return _ids(gen, vocab, BATCH, SEQ)
    if task == "ctc":
        return torch.randint(1, max(min(vocab, 100), 2), (BATCH, LABEL_SEQ), generator=gen)
    if task.endswith("classification"):
        n = int(getattr(config, "num_labels", 2) or 2)
        if getattr(config, "problem_type", None) == "multi_label_classification":
            return torch.randint(0, 2, (BATCH, n), generator=gen).float()
        return torch.randint(0, n, (BATCH,), generator=gen)
    return None
