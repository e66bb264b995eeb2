"""Vision-language models fed at their own grid and tiling (issue 22): each builds with every image or
video input its processor would give, at the layout its own rules compute, and passes the CPU case.

A failure here is the factory's regression: the feeding broke (a model that runs only without its
images is a harness_error, never a silent text-only step).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hfcompat.execution.case import run_case
from hfcompat.records.record import Case

pytestmark = pytest.mark.slow  # a whole CPU case per architecture


def _anyres(built: Any) -> None:
    """LLaVA-NeXT / Granite 4 Vision: (B, tiles, C, tile, tile) with the tile count by the model's rule."""
    from transformers.models.llava_next.modeling_llava_next import image_size_to_num_patches

    cfg, pixels, sizes = built.model.config, built.inputs["pixel_values"], built.inputs["image_sizes"]
    tile = cfg.vision_config.image_size
    n = image_size_to_num_patches(sizes[0].tolist(), cfg.image_grid_pinpoints, tile)
    assert pixels.shape[1:] == (n, 3, tile, tile) and n > 1
    assert all(p[0] % tile == 0 and p[1] % tile == 0 for p in cfg.image_grid_pinpoints)  # pinpoints follow the tile


def _mllama(built: Any) -> None:
    tiles = built.model.config.vision_config.max_num_tiles
    assert built.inputs["pixel_values"].dim() == 6 and built.inputs["aspect_ratio_mask"].shape[-1] == tiles
    assert built.inputs["cross_attention_mask"].shape[1] == built.inputs["input_ids"].shape[1]


def _navit(built: Any) -> None:
    """MiniCPM: every image's (and video frame's) patches packed in one row, each one's grid beside them;
    the generate prompt carries the same, as generate encodes the media with the grids."""
    for inputs in (built.inputs, built.gen_inputs):
        for pixels, sizes in (("pixel_values", "target_sizes"), ("pixel_values_videos", "target_sizes_videos")):
            patch = built.model.config.vision_config.patch_size
            grids = inputs[sizes]
            assert inputs[pixels].shape[0] == 1 and inputs[pixels].shape[-1] == int(grids.prod(-1).sum()) * patch
    video = built.model.config.video_token_id
    assert int((built.inputs["input_ids"] == video).sum()) > 0


def _both(*names: str) -> Callable[[Any], None]:
    def check(built: Any) -> None:
        assert all(n in built.inputs for n in names), sorted(built.inputs)
    return check


CASES: dict[str, Callable[[Any], None]] = {
    "llava_next": _anyres,
    "granite4_vision": _anyres,
    "mllama": _mllama,
    "lfm2_vl": _both("pixel_values", "spatial_shapes", "pixel_attention_mask"),
    "granite_docling": lambda b: b.inputs["pixel_attention_mask"].shape == b.inputs["pixel_values"].shape[:2],
    "deepseek_vl_hybrid": _both("pixel_values", "high_res_pixel_values"),
    "video_llama_3": _both("pixel_values", "image_merge_sizes", "pixel_values_videos", "video_merge_sizes"),
    "kimi_k25": _both("pixel_values", "image_grid_thw", "pixel_values_videos", "video_grid_thw"),
    "fuyu": lambda b: b.inputs["pixel_values"].shape[-1] == 3 * b.model.config.patch_size ** 2,
    "minicpmv4_6": _navit,
}


@pytest.mark.parametrize("model_type", sorted(CASES))
def test_vision_language_model_is_fed_at_its_own_grid(model_type: str) -> None:
    from hfcompat.factory import build, validate_spec

    built = build(validate_spec(f"arch:{model_type}"))
    result = CASES[model_type](built)
    assert result is None or result, {k: getattr(v, "shape", v) for k, v in built.inputs.items()}
    cfg = built.model.config
    image = getattr(cfg, "image_token_id", None) or getattr(cfg, "image_token_index", None)
    if isinstance(image, int) and model_type != "mllama":  # placeholders measured from the features
        assert int((built.inputs["input_ids"] == image).sum()) > 0
    record = run_case(Case(f"arch:{model_type}", "cpu", "eager"), built=built).record
    assert record["status"] == "pass", record
