"""Rules for particular kinds of blocks and inputs: video frames, grouped MoE routing, state-space
(Mamba) blocks, and image sizes shared by several sub-configs. Each keeps a shrunk config consistent
where one size is derived from others (the validators or the modeling code check it).
"""

from __future__ import annotations

from typing import Any

from hfcompat.factory.sizes import HEADS, MAX_PATCHES_PER_SIDE, WIDTH
from hfcompat.factory.sizes import is_int as _is_int
from hfcompat.factory.sizes import is_sub_config as _is_sub_config

EXPERT_KEYS = {"num_experts": 4, "num_local_experts": 4, "n_routed_experts": 4, "moe_num_experts": 4}
FRAME_KEYS = frozenset({"num_frames", "frames_per_clip", "num_frames_per_video"})


def fix_frames(out: dict[str, Any]) -> None:
    """Video clips: 4 frames (or two tubelets), so temporal patching still has several steps."""
    tubelet = out.get("tubelet_size")
    t = tubelet[0] if isinstance(tubelet, list) and tubelet else tubelet
    t = t if _is_int(t) and t > 0 else 1
    frames = 4 if 4 % t == 0 else 2 * t
    for key in FRAME_KEYS:
        if _is_int(out.get(key)) and out[key] > frames:
            out[key] = frames
    crop, patch = out.get("crop_size"), out.get("patch_size")
    if _is_int(crop) and _is_int(patch) and patch and crop % patch == 0 and crop // patch > MAX_PATCHES_PER_SIDE:
        out["crop_size"] = patch * MAX_PATCHES_PER_SIDE


def fix_routing(out: dict[str, Any]) -> None:
    """Grouped MoE routing (DeepSeek-V3 and kin): groups divide the experts, each group holds two."""
    experts = next((out[k] for k in EXPERT_KEYS if _is_int(out.get(k))), None)
    for key in ("n_group", "num_expert_group"):
        if _is_int(out.get(key)) and experts:
            out[key] = max(1, min(out[key], experts // 2))
            for topk in ("topk_group", "num_topk_group"):
                if _is_int(out.get(topk)):
                    out[topk] = min(out[topk], out[key])


#: State-space (Mamba) blocks: (heads, head dim, expand) triples whose product must equal expand x width.
SSM_TRIPLES = (("mamba_n_heads", "mamba_d_head", "mamba_expand"), ("n_mamba_heads", "mamba_headdim", "mamba_expand"),
               ("mamba_num_heads", "mamba_head_dim", "mamba_expand"), ("num_heads", "head_dim", "expand"))
#: (Scan chunk sizes are sequence knobs, set by the regime: hfcompat.factory.regimes.)
SSM_SMALL = {"mamba_d_state": 16, "state_size": 16, "ssm_state_size": 16, "d_state": 16, "time_step_rank": 8,
             "mamba_dt_rank": 8, "dt_rank": 8, "adapter_rank": 8}


def fix_ssm(out: dict[str, Any]) -> None:
    is_ssm = any(k in out for k in ("mamba_d_state", "state_size", "ssm_state_size", "mamba_expand", "d_state"))
    if not is_ssm:
        return
    width = next((out[k] for k in ("hidden_size", "d_model") if _is_int(out.get(k))), WIDTH)
    for key, limit in SSM_SMALL.items():
        if _is_int(out.get(key)):
            out[key] = min(out[key], limit)
    for heads_key, dim_key, expand_key in SSM_TRIPLES:
        if _is_int(out.get(heads_key)) and _is_int(out.get(expand_key)) and (dim_key in out):
            inner = out[expand_key] * width
            out[heads_key] = min(out[heads_key], HEADS)
            out[dim_key] = max(inner // out[heads_key], 1)
            if _is_int(out.get("mamba_d_ssm")):
                out["mamba_d_ssm"] = inner  # Falcon-H1: the SSM width is heads x head size
            for groups in ("n_groups", "mamba_n_groups", "mamba_ngroups"):
                if _is_int(out.get(groups)) and out[heads_key] % out[groups]:
                    out[groups] = 1


def fix_pooled_tokens(out: dict[str, Any]) -> None:
    """Gemma 3's projector average-pools the patch grid down to ``mm_tokens_per_image`` tokens: with a
    shrunk image the grid (8 a side) is smaller than the default 16 x 16 tokens and the pooling kernel
    would be 0; half the grid a side keeps a real 2 x 2 pool."""
    vision = out.get("vision_config")
    tokens = out.get("mm_tokens_per_image")
    if not isinstance(vision, dict) or not _is_int(tokens):
        return
    size, patch = vision.get("image_size"), vision.get("patch_size")
    if _is_int(size) and _is_int(patch) and patch > 0:
        side = size // patch
        if int(tokens ** 0.5) > side and side >= 2:
            out["mm_tokens_per_image"] = (side // 2) ** 2


def image_map(cfg: dict[str, Any], out: dict[str, Any]) -> dict[int, int]:
    """Image sizes the shrinker changed anywhere in the tree (old -> new)."""
    found: dict[int, int] = {}
    for key, value in cfg.items():
        new = out.get(key)
        if key == "image_size" and _is_int(value) and _is_int(new) and new != value:
            found[value] = max(found.get(value, 0), new)  # one size per original: the largest (windowed) wins
        elif _is_sub_config(key, value) and isinstance(new, dict):
            found.update(image_map(value, new))
    return found


def sync_image_sizes(cfg: dict[str, Any], out: dict[str, Any], sizes: dict[int, int]) -> None:
    """Other configs of the same model (a SAM prompt encoder, a parent config) see the same image."""
    for key, value in cfg.items():
        if key == "image_size" and _is_int(value) and value in sizes and out.get(key) != sizes[value]:
            out[key] = sizes[value]
            if _is_int(out.get("image_embedding_size")) and _is_int(out.get("patch_size")):
                out["image_embedding_size"] = out[key] // out["patch_size"]  # SAM's prompt encoder grid
        elif _is_sub_config(key, value) and isinstance(out.get(key), dict):
            sync_image_sizes(value, out[key], sizes)


def scale_pinpoints(out: dict[str, Any], sizes: dict[int, int]) -> None:
    """AnyRes grids (LLaVA-NeXT's ``image_grid_pinpoints``) are whole multiples of the tower's tile
    (336 → 336x672, 672x672...): they follow a shrunk tile, or one image would be cut into 19 tiles
    of the new size instead of the real model's 3."""
    grid = out.get("image_grid_pinpoints")
    if len(sizes) != 1 or not isinstance(grid, list):
        return
    (old, new), = sizes.items()
    if all(isinstance(p, list) and all(_is_int(v) and v % old == 0 for v in p) for p in grid):
        out["image_grid_pinpoints"] = [[v // old * new for v in p] for p in grid]


