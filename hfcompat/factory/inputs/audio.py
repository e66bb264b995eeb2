"""Audio inputs: log-mel features and raw waveforms, in the layouts models disagree on.

The mel-bin count of a speech front-end often lives in the feature extractor, not the config
(docs/models.md, shrinking pitfall 8), and the frame axis is first or last depending on the
family; so candidates cover (mels from the config, then the common 80/128) × (``(B, mels, T)``,
``(B, T, mels)``), and the probe keeps the first that runs. Whisper-like encoders insist on exactly
``2 * max_source_positions`` frames.
"""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.inputs.context import InputContext

AUDIO_SAMPLES = 4000
# an x-vector head's TDNN (kernels 5, 3, 3 at dilations 1, 2, 3) needs 15 frames: 1 s of 16 kHz audio gives
# 49 at the usual 320-sample stride, where 4000 samples (12 frames) are too short for it
XVECTOR_SAMPLES = 16000
DEFAULT_FRAMES = 64
COMMON_MELS = (80, 128)
HOP_LENGTH = 160  # samples per mel frame: the 10 ms hop of 16 kHz speech front-ends


def mel_bins(ctx: InputContext) -> list[int]:
    """Feature sizes to try: the config's mel count, stacked as front-ends stack frames, then 80 and 128."""
    # num_chroma: MusicGen Melody's audio prompt is a chromagram (B, T, 12), not mels
    found = [ctx.cfg(n) for n in ("num_chroma", "num_mel_bins", "feature_size", "input_feat_per_channel", "n_mels",
                                  "mel_bins", "num_mels", "input_dim", "feat_in",
                                  "feature_projection_input_dim")]
    mels = [int(v) for v in found if isinstance(v, int) and v > 0][:1]
    stack = ctx.cfg("num_stacked_frames", "stacked_frames", "frame_stacking", "stack_frames", "subsampling_factor")
    stacks = [int(stack)] if isinstance(stack, int) and stack > 1 else []
    out = [m * k for m in mels for k in (1, *stacks, 2, 4)]
    return list(dict.fromkeys([*out, *COMMON_MELS]))[:6]


def num_frames(ctx: InputContext) -> int:
    """Mel frames per clip: the count the encoder checks or chunks by, else a short default."""
    src = ctx.cfg("max_source_positions")
    if isinstance(src, int) and src > 0:
        return 2 * src  # whisper-like: the encoder checks the frame count (its conv front-end halves it)
    window = ctx.cfg("n_window")
    if isinstance(window, int) and window > 0:
        return 2 * window  # a chunked encoder (Qwen3-ASR) takes whole chunks of 2 * n_window frames
    return DEFAULT_FRAMES


def input_features(ctx: InputContext, name: str = "input_features") -> list[dict[str, Any]]:
    frames = num_frames(ctx)
    found = []
    for mels in mel_bins(ctx):
        feats = ctx.randn(ctx.batch, mels, frames)
        found += [{name: feats}, {name: feats.transpose(1, 2).contiguous()}]
    # CLAP-like: one spectrogram "image" per sample (B, 1, frames, mels)
    found.append({name: ctx.randn(ctx.batch, 1, frames, mel_bins(ctx)[0])})
    return found


def input_values(ctx: InputContext, name: str = "input_values") -> list[dict[str, Any]]:
    """A waveform ``(B, T)``; codecs take ``(B, channels, T)``."""
    n_channels = int(ctx.cfg("audio_channels", "num_audio_channels", "channels", default=1) or 1)
    samples = XVECTOR_SAMPLES if ctx.task == "audio-xvector" else AUDIO_SAMPLES
    wave = ctx.randn(ctx.batch, samples)
    multi = ctx.randn(ctx.batch, n_channels, samples)
    return [{name: wave}, {name: multi}] if n_channels == 1 else [{name: multi}, {name: wave}]


def feature_mask(ctx: InputContext, name: str, source: str = "input_features", dtype: torch.dtype = torch.long,
                 value: int = 1) -> list[dict[str, Any]]:
    """A frame mask shaped like the features' frame axis (the axis that is not the mel bins); for a
    waveform, a sample mask."""
    if source == "input_features" and "input_features" not in ctx.inputs and "input_values" in ctx.inputs:
        wave = ctx.inputs["input_values"]
        return [{name: torch.full((wave.shape[0], wave.shape[-1]), value, dtype=dtype)}]
    return [{name: torch.full((ctx.batch, _frames(ctx, source)), value, dtype=dtype)}]


def _frames(ctx: InputContext, source: str = "input_features") -> int:
    """The frame count of the features made (``num_frames``, unless the features have another length)."""
    feats = ctx.inputs.get(source)
    frames = num_frames(ctx)
    if isinstance(feats, torch.Tensor) and feats.dim() == 3 and frames not in feats.shape[1:]:
        frames = feats.shape[-1]
    return frames


def sample_mask(ctx: InputContext, name: str = "padding_mask") -> list[dict[str, Any]]:
    """A raw-audio sample mask ``(B, samples)`` of ones, as feature extractors return beside their
    features: a waveform's own length, or the samples behind the mel frames at the usual 10 ms hop."""
    wave = ctx.inputs.get("input_values")
    if isinstance(wave, torch.Tensor):
        return [{name: torch.ones(wave.shape[0], wave.shape[-1], dtype=torch.long)}]
    return [{name: torch.ones(ctx.batch, num_frames(ctx) * HOP_LENGTH, dtype=torch.long)}]


def chunk_samples(ctx: InputContext) -> list[dict[str, Any]]:
    """Waveform samples behind each clip's mel frames (``chunk_sample_lengths``, Dots 3 Note: its conv
    stem masks frames and counts tokens from them), at the usual hop."""
    return [{"chunk_sample_lengths": torch.full((ctx.batch,), _frames(ctx) * HOP_LENGTH, dtype=torch.long)}]


GENERATORS = {
    "input_features": input_features,
    "input_values": input_values,
    "audio_values": lambda ctx: input_values(ctx, "audio_values"),
    "audio_mel": lambda ctx: input_features(ctx, "audio_mel"),
    "spectrogram": lambda ctx: input_features(ctx, "spectrogram"),
    "input_features_mask": lambda ctx: feature_mask(ctx, "input_features_mask"),
    "attention_mask": lambda ctx: feature_mask(ctx, "attention_mask"),
    "feature_attention_mask": lambda ctx: feature_mask(ctx, "feature_attention_mask"),
    # Gemma3n marks *padding* with True
    "audio_mel_mask": lambda ctx: feature_mask(ctx, "audio_mel_mask", "audio_mel", torch.bool, 0),
    "padding_mask": sample_mask,
    "chunk_sample_lengths": chunk_samples,
}
