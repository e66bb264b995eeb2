"""Tiled images: an image cut into tiles at the model's own grid, as its processor cuts it.

High-resolution vision-language models do not see one square image: their processor picks a grid
for the image's size and hands the tower one tile per cell (plus, for some, a thumbnail of the whole
image). The model recomputes that grid from what it is given (``image_sizes``, aspect-ratio ids) and
checks the tile count, so the factory asks the model's own rules for it instead of guessing:

* AnyRes (LLaVA-NeXT, Granite 4 Vision): ``image_grid_pinpoints`` lists the allowed resolutions; the
  modeling module's ``image_size_to_num_patches`` says how many tiles an image of a given size makes.
  Each image is given at its first pinpoint, so the tiles cover it exactly, as a processor resizes it.
* Aspect-ratio tiles (Mllama): each image is a ``(tiles_w, tiles_h)`` block of tiles padded to
  ``max_num_tiles``, with an aspect-ratio id, a tile mask and a cross-attention mask from each image
  token on, all made by the model's own image processor and processor functions.
* Tile masks (Granite Docling): ``(B, max_tiles, C, H, W)`` tiles and a ``(B, max_tiles)`` mask of the
  real ones; sample 1 has one tile fewer, padded, as a batch of images of different sizes is.
"""

from __future__ import annotations

import sys
from typing import Any

import torch

from hfcompat.factory.inputs.context import InputContext
from hfcompat.factory.inputs.labels import make_labels
from hfcompat.factory.inputs.multimodal import MEDIA, join_media, place_tokens, token_id
from hfcompat.factory.inputs.vision import channels


def _tile(ctx: InputContext) -> int:
    """The tower's square input (a tile) a side."""
    size = ctx.cfg("image_size", sub=("vision_config",))
    if isinstance(size, (list, tuple)):
        size = size[-1]
    return int(size) if isinstance(size, int) and size > 0 else 0


def is_anyres(ctx: InputContext) -> bool:
    """Whether the model cuts images on an AnyRes grid it recomputes from ``image_sizes``."""
    grid = getattr(ctx.config, "image_grid_pinpoints", None)
    return bool(isinstance(grid, list) and grid and ctx.accepts("image_sizes") and _tile(ctx))


def anyres_pixels(ctx: InputContext) -> list[dict[str, Any]]:
    """``(B, tiles, C, tile, tile)`` pixels and ``image_sizes``, the tile count by the model's own rule.

    Candidates: the image at its first pinpoint (several tiles and a thumbnail), then at the tile's
    size (the model's smallest grid for a square image).
    """
    module = sys.modules.get(type(ctx.model).__module__)
    count = getattr(module, "image_size_to_num_patches", None)
    grid = [list(map(int, p)) for p in ctx.config.image_grid_pinpoints]
    tile = _tile(ctx)
    found = []
    for hw in (grid[0], [tile, tile]):
        if not callable(count):
            break
        n = int(count(image_size=hw, grid_pinpoints=grid, patch_size=tile))
        found.append({"pixel_values": ctx.randn(ctx.batch, n, channels(ctx), tile, tile),
                      "image_sizes": torch.tensor([hw] * ctx.batch, dtype=torch.long)})
    return found


#: The aspect ratio each image is given, in tiles (width, height): two tiles, so both the tile mask
#: and the tile position embeddings see a padded, non-trivial layout.
ASPECT = (1, 2)


def aspect_tiles(ctx: InputContext) -> None:
    """Mllama's images (an ``inputs`` hook): ``(B, images, max_tiles, C, H, W)`` pixels, aspect-ratio ids
    and tile mask, one ``<|image|>`` token per image and the cross-attention mask it opens.

    Mllama cross-attends instead of splicing features into the text, so there is no feature count to
    measure: the processor's own ``get_cross_attention_token_mask`` decides which tokens see which tiles.
    The labels follow the new ids (the placeholder is not predicted).
    """
    if "pixel_values" not in ctx.inputs:
        return  # a text-only candidate
    from transformers.models.mllama.image_processing_mllama import (
        build_aspect_ratio_mask,
        convert_aspect_ratios_to_ids,
    )
    from transformers.models.mllama.processing_mllama import (
        convert_sparse_cross_attention_mask_to_dense,
        get_cross_attention_token_mask,
    )

    vision = getattr(ctx.config, "vision_config", ctx.config)  # MllamaVisionModel's config is the tower's
    max_tiles, size = int(vision.max_num_tiles), _tile(ctx)
    n_tiles = ASPECT[0] * ASPECT[1]
    pixels = torch.zeros(ctx.batch, 1, max_tiles, channels(ctx), size, size)  # padded tiles are zeros, as processed
    pixels[:, :, :n_tiles] = ctx.randn(ctx.batch, 1, n_tiles, channels(ctx), size, size)
    ratios = [[ASPECT]] * ctx.batch
    ctx.inputs["pixel_values"] = pixels
    ctx.inputs["aspect_ratio_ids"] = convert_aspect_ratios_to_ids(ratios, max_tiles)
    ctx.inputs["aspect_ratio_mask"] = build_aspect_ratio_mask(ratios, max_tiles)
    if "input_ids" not in ctx.inputs:  # the vision tower alone: tiles, their ratio ids and mask
        return
    place_tokens(ctx, "image", [1] * ctx.batch)
    ids = ctx.inputs["input_ids"]
    image = token_id(ctx, MEDIA["image"][0])
    assert image is not None  # place_tokens just placed it
    sparse = [get_cross_attention_token_mask(row.tolist(), image) for row in ids]
    dense = convert_sparse_cross_attention_mask_to_dense(sparse, [[n_tiles]] * ctx.batch, max_tiles, ids.shape[1])
    ctx.inputs["cross_attention_mask"] = torch.from_numpy(dense)
    if "labels" in ctx.inputs:
        ctx.inputs.update(make_labels(ctx))


def tile_mask(ctx: InputContext) -> None:
    """Granite Docling's tiles (an ``inputs`` hook): two tile slots per sample, a per-tile mask (its
    ``pixel_attention_mask`` marks tiles, not pixels as in Idefics 3), and the placeholders measured for
    the real tiles. The generic pixel-level mask made the feature method fail, so no placeholders were
    placed yet; they are placed here, and the labels follow."""
    pixels = ctx.inputs.get("pixel_values")
    if not isinstance(pixels, torch.Tensor) or pixels.dim() != 5:
        return
    tiles = ctx.randn(ctx.batch, 2, *pixels.shape[2:])
    mask = torch.ones(ctx.batch, 2, dtype=torch.bool)
    mask[1, 1] = False  # sample 1 holds one real tile and one padding tile
    tiles[1, 1] = 0
    ctx.inputs["pixel_values"], ctx.inputs["pixel_attention_mask"] = tiles, mask
    join_media(ctx, "image")
    if "labels" in ctx.inputs:
        ctx.inputs.update(make_labels(ctx))
