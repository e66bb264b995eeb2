"""Vision inputs: images ``(B, C, H, W)``, videos ``(B, T, C, H, W)``, their masks, and masked-patch maps.

Sizes come from the config (``image_size``/``input_size``, ``num_channels``, ``num_frames``,
``tubelet_size``); where a layout is ambiguous, the candidates are tried in order by the probe
(:mod:`hfcompat.factory.inputs.probe`).
"""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.inputs.context import InputContext

DEFAULT_IMAGE = 64
DEFAULT_FRAMES = 8


def _pair(value: Any, default: int) -> tuple[int, int]:
    if isinstance(value, (list, tuple)) and value:
        return int(value[-2] if len(value) > 1 else value[0]), int(value[-1])
    if isinstance(value, dict):
        return int(value.get("height", default)), int(value.get("width", default))
    if isinstance(value, int) and value > 0:
        return value, value
    return default, default


def image_hw(ctx: InputContext) -> tuple[int, int]:
    return _pair(ctx.cfg("image_size", "input_size", "img_size", "crop_size"), DEFAULT_IMAGE)


def channels(ctx: InputContext) -> int:
    return int(ctx.cfg("num_channels", "in_channels", "in_chans", "input_channels", default=3))


def pixel_values(ctx: InputContext) -> list[dict[str, Any]]:
    """An image batch; 5-D ``(B, images, C, H, W)`` second, for models that take several per sample."""
    h, w = image_hw(ctx)
    c = channels(ctx)
    image = ctx.randn(ctx.batch, c, h, w)
    return [{"pixel_values": image}, {"pixel_values": image.unsqueeze(1)}]


def frames(ctx: InputContext) -> int:
    n = int(ctx.cfg("num_frames", "frames_per_clip", "num_frames_per_video", default=DEFAULT_FRAMES))
    tubelet = ctx.cfg("tubelet_size", default=1)
    t = int(tubelet[0] if isinstance(tubelet, (list, tuple)) else tubelet)
    return max(n, t)


def video(ctx: InputContext, name: str) -> list[dict[str, Any]]:
    """A clip batch ``(B, T, C, H, W)``, then ``(B, C, T, H, W)``."""
    h, w = image_hw(ctx)
    clip = ctx.randn(ctx.batch, frames(ctx), channels(ctx), h, w)
    return [{name: clip}, {name: clip.transpose(1, 2).contiguous()}]


def pixel_mask(ctx: InputContext) -> list[dict[str, Any]]:
    h, w = image_hw(ctx)
    return [{"pixel_mask": torch.ones(ctx.batch, h, w, dtype=torch.long)}]


def pixel_attention_mask(ctx: InputContext) -> list[dict[str, Any]]:
    """Ones over the pixels given (padding masks of processors that pad images)."""
    pixels = ctx.inputs.get("pixel_values")
    if isinstance(pixels, torch.Tensor) and pixels.dim() >= 4:
        shape = tuple(pixels.shape)
    else:
        shape = (ctx.batch, 3, *image_hw(ctx))
    return [{"pixel_attention_mask": torch.ones(*shape[:-3], *shape[-2:], dtype=torch.bool)}]


def image_sizes(ctx: InputContext) -> list[dict[str, Any]]:
    """Each image's ``(height, width)`` as the processor reports it (LLaVA-NeXT, Mistral 3 cut their
    features to it): the size of the pixels given."""
    pixels = ctx.inputs.get("pixel_values")
    h, w = tuple(pixels.shape[-2:]) if isinstance(pixels, torch.Tensor) and pixels.dim() >= 4 else image_hw(ctx)
    return [{"image_sizes": torch.tensor([[h, w]] * ctx.batch, dtype=torch.long)}]


def bool_masked_pos(ctx: InputContext) -> list[dict[str, Any]]:
    """A fixed half-masked patch map (masked image modeling); random masks would differ per side.

    A video's patches are tubes: ``tubelet_size`` frames deep, so a clip of ``T`` frames has ``T //
    tubelet_size`` patch grids (VideoMAE's pretraining masks ``(B, T // tubelet * patches)``)."""
    h, w = image_hw(ctx)
    patch = ctx.cfg("patch_size", default=16)
    p = int(patch[0] if isinstance(patch, (list, tuple)) else patch)
    n = (h // p) * (w // p)
    pixels = ctx.inputs.get("pixel_values")
    tubelet = ctx.cfg("tubelet_size")
    if isinstance(pixels, torch.Tensor) and pixels.dim() == 5 and tubelet:
        n *= pixels.shape[1] // int(tubelet)
    mask = torch.zeros(ctx.batch, n, dtype=torch.bool)
    mask[:, ::2] = True
    return [{"bool_masked_pos": mask}]


def high_res_pixel_values(ctx: InputContext) -> list[dict[str, Any]]:
    """The same images at the high-resolution tower's size (DeepSeek-VL hybrid: a SAM encoder beside
    the low-resolution SigLIP tower, both fed by the processor)."""
    high = getattr(ctx.config, "high_res_vision_config", None)
    h, w = _pair(getattr(high, "image_size", None), DEFAULT_IMAGE)
    return [{"high_res_pixel_values": ctx.randn(ctx.batch, int(getattr(high, "num_channels", 3) or 3), h, w)}]


GENERATORS = {
    "pixel_values": pixel_values,
    "pixel_values_videos": lambda ctx: video(ctx, "pixel_values_videos"),
    "pixel_mask": pixel_mask,
    "pixel_attention_mask": pixel_attention_mask,
    "bool_masked_pos": bool_masked_pos,
    "image_sizes": image_sizes,
    "high_res_pixel_values": high_res_pixel_values,
}
