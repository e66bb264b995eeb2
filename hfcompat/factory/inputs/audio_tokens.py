"""Audio placeholder counts from the audio tower's own length rule.

An audio-language model replaces each audio placeholder token by one row of its audio tower's
output, and checks the counts agree. :mod:`.multimodal` measures those rows with the model's
``get_audio_features`` where it has one; some models have none (Qwen2-Audio merges inside forward)
or return rows padded to the longest sample. Their processors count the placeholders with the
tower's ``_get_feat_extract_output_lengths`` applied to each sample's frame count (the feature
mask's sum), and so does this module: the rule is the model's, only the frames are ours.
"""

from __future__ import annotations

import inspect
from typing import Any

import torch

#: Length rules, in order: a speech tower's (frames in, rows out) and a codec's (samples in, code frames out:
#: CSM embeds the Mimi codes of its waveform, one placeholder per code frame).
LENGTH_METHODS = ("_get_feat_extract_output_lengths", "get_encoded_length")
#: The masks that say how many frames of each clip of features are real, and how many samples of a waveform.
FEATURE_MASKS = ("feature_attention_mask", "input_features_mask")
SAMPLE_MASKS = ("padding_mask",)
#: The inputs whose last axis is counted when no mask says otherwise: frames, or waveform samples.
FEATURES = ("input_features", "input_values", "audio_values")


def length_rule(model: torch.nn.Module) -> Any:
    """The first length rule of the model or a submodule (the audio tower's, the codec's), or ``None``.
    A rule that returns a tuple (Qwen2-Audio: after the conv, after the pooling) is reduced to its last
    element, the rows the text receives (:func:`rows_by_rule`)."""
    for method in LENGTH_METHODS:
        for module in model.modules():
            fn = getattr(module, method, None)
            if callable(fn) and _one_argument(fn):
                return fn
    return None


def _one_argument(fn: Any) -> bool:
    """Whether ``fn`` takes just the lengths (a rule with more inputs is not one this module can call)."""
    params = inspect.signature(fn).parameters.values()
    required = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty]
    return len(required) == 1


def frames_per_clip(media: dict[str, Any], frames_axis: int = -1) -> torch.Tensor | None:
    """Real frames of each clip (samples of a waveform): the sum of its mask, else the inputs' last axis."""
    masks = FEATURE_MASKS if "input_features" in media else SAMPLE_MASKS
    for name in masks:
        mask = media.get(name)
        if isinstance(mask, torch.Tensor) and mask.dim() == 2:
            return mask.long().sum(-1)
    for name in FEATURES:
        feats = media.get(name)
        if isinstance(feats, torch.Tensor) and feats.dim() >= 2:
            return torch.full((feats.shape[0],), feats.shape[frames_axis], dtype=torch.long)
    return None


def rows_by_rule(model: torch.nn.Module, media: dict[str, Any]) -> list[int] | None:
    """Placeholder rows per clip by the tower's length rule (``None`` if the model has no rule or it
    does not apply to these inputs)."""
    rule = length_rule(model)
    frames = frames_per_clip(media)
    if rule is None or frames is None:
        return None
    try:
        out = rule(frames)
    except Exception:  # noqa: BLE001  (a rule for another input kind: the probe shows the model's own error)
        return None
    if isinstance(out, (tuple, list)):
        out = out[-1]
    if not isinstance(out, torch.Tensor):
        return None
    rows = [int(v) for v in out.reshape(-1).tolist()]
    return rows if all(r > 0 for r in rows) else None
