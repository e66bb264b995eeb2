"""Pre-patchified images: pixels cut into flat patches by the processor, not by the tower's conv.

Several vision towers take ``(patches, C·p·p)`` rows instead of ``(B, C, H, W)`` images, with the
layout of each image beside them; their processor patchifies, so the factory makes what it makes:

* NaFlex (SigLIP 2 towers: LFM2-VL): ``(B, max_patches, C·p·p)`` with each image's patch grid in
  ``spatial_shapes`` and a patch mask; images of different sizes pad to the longest, as batched.
* Flat patches (Fuyu, NeoMME): ``(B, patches, C·p·p)`` per sample, or every image's patches in one
  ``(patches, C·p·p)`` block; each patch is one placeholder token, which the multimodal join counts.
  They are the last candidates of a vision-language model's images, tried only when square images
  do not run.
* Token blocks (Inkling 2): one ``(p·merge, p·merge, C)`` pixel block in ``[-1, 1]`` per language-model
  image token, with the grid counted in those tokens.
* NaViT packing (MiniCPM-V 4.6/4.7, MiniCPM-OCR): every patch of every image (or video frame) side by
  side in one row ``(1, C, p, patches·p)``, with each one's patch grid in ``target_sizes``.
"""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.inputs.context import InputContext
from hfcompat.factory.inputs.labels import make_labels
from hfcompat.factory.inputs.multimodal import join_media, token_types
from hfcompat.factory.inputs.vision import channels


def _patch(ctx: InputContext) -> int:
    patch = ctx.cfg("patch_size", sub=("vision_config",), default=16)
    return int(patch[-1] if isinstance(patch, (list, tuple)) else patch)


def is_naflex(ctx: InputContext) -> bool:
    """A SigLIP 2 (NaFlex) tower behind a language model: it reads ``spatial_shapes``."""
    return ctx.accepts("spatial_shapes") and ctx.cfg("num_patches", sub=("vision_config",)) is not None


def naflex_pixels(ctx: InputContext, fold: int = 2) -> list[dict[str, Any]]:
    """NaFlex patches: sample 0 a ``2·fold`` square grid, sample 1 half as tall and padded to it (the
    mask zero over its padding); then both square. Grids stay multiples of ``fold``, the projector's
    pixel-unshuffle factor."""
    side = 2 * fold
    width = channels(ctx) * _patch(ctx) ** 2
    found = []
    for shapes in ([[side, side], [side // 2, side]], [[side, side]] * ctx.batch):
        n = side * side
        mask = torch.zeros(ctx.batch, n, dtype=torch.long)
        for b, (h, w) in enumerate(shapes):
            mask[b, :h * w] = 1
        found.append({"pixel_values": ctx.randn(ctx.batch, n, width) * mask[..., None],
                      "spatial_shapes": torch.tensor(shapes, dtype=torch.long), "pixel_attention_mask": mask})
    return found


FLAT_SIDE = 4  # patches a side of each flat-patched image


def flat_patches(ctx: InputContext) -> list[dict[str, Any]]:
    """Per-sample ``(B, n, C·p·p)`` patches, then all images' in one ``(B·n, C·p·p)`` block."""
    width = int(ctx.cfg("patch_dim", default=0) or 0) or channels(ctx) * _patch(ctx) ** 2
    n = FLAT_SIDE * FLAT_SIDE
    rows = ctx.randn(ctx.batch, n, width)
    return [{"pixel_values": rows}, {"pixel_values": rows.reshape(ctx.batch * n, width)}]


def token_blocks(ctx: InputContext) -> None:
    """Inkling 2's images (an ``inputs`` hook): a 2 x 2 grid of token blocks per image. The generic grid
    pixels are of another layout, so their features could not be measured and no placeholders were
    placed; they are placed here for the blocks, and the labels follow."""
    if "pixel_values" not in ctx.inputs:
        return  # a text-only candidate
    vision = getattr(ctx.config, "vision_config", None) or ctx.config
    side = int(vision.patch_size) * int(vision.spatial_merge_size)
    ctx.inputs["image_grid_thw"] = torch.tensor([[1, 2, 2]] * ctx.batch)
    ctx.inputs["pixel_values"] = ctx.rand(4 * ctx.batch, side, side, channels(ctx)) * 2 - 1
    if "input_ids" in ctx.inputs:
        join_media(ctx, "image")
        if "labels" in ctx.inputs:
            ctx.inputs.update(make_labels(ctx))


NAVIT_SIDE = 4  # patches a side of each NaViT-packed image or video frame: two 2 x 2 merges fold it
NAVIT_FRAMES = 2  # frames of each sample's video


def navit_packed(ctx: InputContext) -> None:
    """MiniCPM's images and videos (an ``inputs`` hook), NaViT-packed as its processors pack them: one
    row ``(1, C, p, patches·p)`` holding every image's patches (one image a sample) with each one's
    grid in ``target_sizes``, and one holding every video frame's (two a sample) with theirs in
    ``target_sizes_videos``. For a language model, the square pixels the generic recipe made are not
    what the tower reads, so their features could not be measured and no placeholders were placed:
    they are placed here, and the labels follow. A vision tower alone gets its packed images."""
    patch, side = _patch(ctx), NAVIT_SIDE
    media = (("image", "pixel_values", "target_sizes", ctx.batch),
             ("video", "pixel_values_videos", "target_sizes_videos", NAVIT_FRAMES * ctx.batch))
    packed = [m for m, pixels, _, _ in media if pixels in ctx.inputs]
    for _, pixels, sizes, units in media:
        if pixels in ctx.inputs:
            ctx.inputs[pixels] = ctx.randn(1, channels(ctx), patch, units * side * side * patch)
            ctx.inputs[sizes] = torch.tensor([[side, side]] * units)
    if packed and "input_ids" in ctx.inputs:
        for modality in packed:
            join_media(ctx, modality)
        if "mm_token_type_ids" in ctx.inputs:  # the join zeroed them with the new ids
            ctx.inputs["mm_token_type_ids"] = token_types(ctx)
        if "labels" in ctx.inputs:
            ctx.inputs.update(make_labels(ctx))
