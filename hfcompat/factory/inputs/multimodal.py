"""Multimodal inputs: text with images, videos or audio, and the placeholder tokens that join them.

A vision-language (or audio-language) model replaces each placeholder token (``image_token_id``,
``video_token_id``, ``audio_token_id``) by one row of the media features and checks that the counts
agree. How many rows a medium gives depends on the tower, the projector, pooling and merging, so it is
*measured*: the model's own ``get_image_features`` / ``get_video_features`` / ``get_audio_features``
runs once (no grad, buffers restored) and its rows are counted; then each sample's ids become
``text, [start], placeholder × n, [end], text`` (its padding stays padding, on the same side).
Models with a grid (``image_grid_thw``) get pre-patchified pixels, as their processors make them.
"""

from __future__ import annotations

import inspect
from typing import Any

import torch

from hfcompat.factory.inputs import audio_tokens
from hfcompat.factory.inputs.context import BATCH, InputContext
from hfcompat.factory.inputs.probe import preserved

TEXT_AROUND = 4
MEDIA = {
    # modality: (token id names, features method, media input names)
    "image": (("image_token_id", "image_token_index", "image_token"), "get_image_features",
              ("pixel_values", "image_grid_thw", "image_sizes", "pixel_attention_mask", "image_position_ids",
               "spatial_shapes", "pixel_values_images", "image_grid_hw", "high_res_pixel_values", "image_merge_sizes",
               "target_sizes")),
    "video": (("video_token_id", "video_token_index"), "get_video_features",
              ("pixel_values_videos", "video_grid_thw", "video_merge_sizes", "target_sizes_videos")),
    "audio": (("audio_token_id", "audio_token_index", "audio_token"), "get_audio_features",
              ("input_features", "input_features_mask", "feature_attention_mask", "input_values", "audio_values",
               "padding_mask", "chunk_sample_lengths")),
}
START_END = {
    "image": (("vision_start_token_id", "image_start_token_id", "boi_token_id", "image_bos_token_id"),
              ("vision_end_token_id", "image_end_token_id", "eoi_token_id", "image_eos_token_id")),
    "video": (("vision_start_token_id", "video_start_token_id"), ("vision_end_token_id", "video_end_token_id")),
    "audio": (("audio_start_token_id", "audio_bos_token_id", "boa_token_id"),
              ("audio_end_token_id", "audio_eos_token_id", "eoa_token_id")),
}


def token_id(ctx: InputContext, names: tuple[str, ...]) -> int | None:
    value = ctx.cfg(*names, sub=("text_config", "vlm_config"))  # retrievers (ColPali) wrap their VLM's config
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _feature_fns(model: torch.nn.Module, method: str) -> list[Any]:
    """The head's feature method, then its base model's, then the base model's encoder's: a head's
    pass-through (``*args, **kwargs``, or fewer named inputs than the base takes) cannot say which
    media inputs to pass, the base's can; an encoder-decoder's classifier heads reach the images only
    through the encoder (T5Gemma 2's ``model.encoder.get_image_features``), as does its base model
    (``encoder.get_image_features``)."""
    found = []
    base = getattr(model, "model", None)
    base = getattr(model, "vlm", None) if base is None else base  # a retriever's wrapped VLM (ColPali)
    for holder in (model, base, getattr(base, "encoder", None), getattr(model, "encoder", None)):
        fn = getattr(holder, method, None) if holder is not None else None
        if callable(fn):
            found.append(fn)
    return found


def _rows(features: Any) -> list[int]:
    """Rows per item of a features output: a tensor, a list of tensors, or a ModelOutput holding them."""
    pooled = getattr(features, "pooler_output", None)
    deepstack = getattr(features, "deepstack_features", None)
    if pooled is None and isinstance(deepstack, list) and deepstack:  # Granite 4 Vision: (llm layer, per image)
        pooled = deepstack[0][1]
    if pooled is None and not isinstance(features, (torch.Tensor, list, tuple)):
        pooled = getattr(features, "last_hidden_state", None)
    items = pooled if pooled is not None else features
    if isinstance(items, torch.Tensor):
        items = [items] if items.dim() <= 2 else list(items)
    return [int(t.numel() // t.shape[-1]) for t in items if isinstance(t, torch.Tensor) and t.dim() > 0]


def measure_rows(ctx: InputContext, modality: str, media: dict[str, Any]) -> list[int] | None:
    """Feature rows per media item, measured by the model's own feature method (``None`` if it has none)."""
    for fn in _feature_fns(ctx.model, MEDIA[modality][1]):
        params = inspect.signature(fn).parameters
        kwargs = {k: v for k, v in media.items() if k in params}
        try:
            with preserved(ctx.model):
                return _rows(fn(**kwargs))
        except Exception:  # noqa: BLE001  (the probe of this candidate will show the model's error)
            continue
    return None


def per_sample(rows: list[int], batch: int = BATCH) -> list[int]:
    """Spread item rows over the batch in order (items per sample = items / batch)."""
    if len(rows) >= batch and len(rows) % batch == 0:
        k = len(rows) // batch
        return [sum(rows[i * k:(i + 1) * k]) for i in range(batch)]
    total = sum(rows)
    return [total // batch + (1 if i < total % batch else 0) for i in range(batch)]


def place_tokens(ctx: InputContext, modality: str, counts: list[int]) -> None:
    """Rewrite ``input_ids`` (and the mask) so sample b holds ``counts[b]`` placeholders of the modality."""
    tok = token_id(ctx, MEDIA[modality][0])
    if tok is None:
        return
    start = token_id(ctx, START_END[modality][0])
    end = token_id(ctx, START_END[modality][1])
    old = ctx.inputs.get("input_ids")
    old_mask = ctx.inputs.get("attention_mask")
    rows = []
    for b, n in enumerate(counts):
        if isinstance(old, torch.Tensor):  # the sample's own tokens, without its padding
            keep = (
                old_mask[b] != 0 if isinstance(old_mask, torch.Tensor) and old_mask.shape == old.shape else slice(None)
            )
            text = old[b][keep].tolist()
        else:
            text = ctx.ids(2 * TEXT_AROUND).tolist()
        # The block goes before the last k text tokens, never inside a block placed before it (a
        # short generate prompt holds an image block when its video block is placed).
        k = min(TEXT_AROUND, len(text) // 2, _text_tail(text, _media_tokens(ctx)))
        mid = ([start] if start is not None else []) + [tok] * n + ([end] if end is not None else [])
        rows.append(text[:len(text) - k] + mid + text[len(text) - k:])  # head, middle, media, tail
    width = max(len(r) for r in rows)
    ids = torch.full((len(rows), width), ctx.pad_id(), dtype=torch.long)
    mask = torch.zeros(len(rows), width, dtype=torch.long)
    for b, r in enumerate(rows):  # shorter rows are padded on the context's side, as a tokenizer pads
        where = slice(width - len(r), width) if ctx.padding == "left" else slice(0, len(r))
        ids[b, where] = torch.tensor(r)
        mask[b, where] = 1
    ctx.inputs["input_ids"] = ids
    if "attention_mask" in ctx.inputs or ctx.accepts("attention_mask"):
        ctx.inputs["attention_mask"] = mask
    for key in ("token_type_ids", "mm_token_type_ids"):
        if key in ctx.inputs:
            ctx.inputs[key] = torch.zeros_like(ids)


def _media_tokens(ctx: InputContext) -> set[int]:
    """Every placeholder, start and end token id of any medium the config names."""
    names = [MEDIA[m][0] for m in MEDIA] + [n for pair in START_END.values() for n in pair if n]
    return {t for t in (token_id(ctx, n) for n in names) if t is not None}


def _text_tail(ids: list[int], media: set[int]) -> int:
    """How many tokens at the end of ``ids`` are text (after the last media token)."""
    for i, t in enumerate(reversed(ids)):
        if t in media:
            return i
    return len(ids)


def token_types(ctx: InputContext) -> torch.Tensor:
    """Per-token modality ids as processors make them: 0 text, 1 image, 2 video, 3 audio."""
    ids = ctx.inputs["input_ids"]
    types = torch.zeros_like(ids)
    for value, modality in ((1, "image"), (2, "video"), (3, "audio")):
        tok = token_id(ctx, MEDIA[modality][0])
        if tok is not None:
            types[ids == tok] = value
    return types


def join_media(ctx: InputContext, modality: str) -> None:
    """Make the placeholders of one medium agree with its features (measured on the current inputs)."""
    media = {k: v for k, v in ctx.inputs.items() if k in MEDIA[modality][2]}
    if not media or token_id(ctx, MEDIA[modality][0]) is None:
        return
    rows = measure_rows(ctx, modality, media)
    if not rows and modality == "audio":  # no feature method (or it failed): the tower's length rule
        rows = audio_tokens.rows_by_rule(ctx.model, media)
    if rows:
        place_tokens(ctx, modality, per_sample(rows, ctx.batch))


def grid_pixels(ctx: InputContext, name: str = "pixel_values", grid_name: str = "image_grid_thw",
                frames: int = 1) -> list[dict[str, Any]]:
    """Pre-patchified pixels ``(patches, C·t·p·p)`` and their ``(t, h, w)`` grid, one item per sample."""
    patch = int(ctx.cfg("patch_size", default=14))
    temporal = int(ctx.cfg("temporal_patch_size", "patch_temporal", default=1) or 1)
    merge = int(ctx.cfg("spatial_merge_size", "merge_size", default=2) or 1)
    c = int(ctx.cfg("in_channels", "num_channels", "in_chans", default=3))
    side = 2 * merge
    t = max(frames // temporal, 1)
    per_item = t * side * side
    grid = torch.tensor([[t, side, side]] * ctx.batch, dtype=torch.long)
    flat = ctx.randn(ctx.batch * per_item, c * temporal * patch * patch)
    patches = (
        ctx.randn(ctx.batch * per_item, c, temporal, patch, patch)
        if temporal > 1
        else ctx.randn(ctx.batch * per_item, c, patch, patch)
    )
    found = [{name: flat, grid_name: grid}, {name: patches, grid_name: grid}]
    # VideoLLaMA 3: each item's spatial merge factor (its vision tower's `merge_sizes`, the language
    # model's `image_merge_sizes` / `video_merge_sizes`)
    for merge_name in ("merge_sizes", grid_name.replace("grid_thw", "merge_sizes")):
        if ctx.accepts(merge_name):
            for f in found:
                f[merge_name] = torch.tensor([merge] * ctx.batch, dtype=torch.long)
    return found


def video_seconds(ctx: InputContext) -> list[dict[str, Any]]:
    """Seconds per temporal grid step of each video (``video_second_per_grid``), which omni processors
    send beside ``video_grid_thw`` and the multimodal rope multiplies positions by: 1 s here (2 frames
    at 2 fps, the processors' default rate)."""
    grid = ctx.inputs.get("video_grid_thw")
    n = grid.shape[0] if isinstance(grid, torch.Tensor) else ctx.batch
    return [{"video_second_per_grid": torch.ones(n)}]
