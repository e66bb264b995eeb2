"""The generic shrinker: a config dict rewritten to a tiny model that keeps every feature.

Works on ``config.to_dict()`` and the caller rebuilds with ``from_dict`` (never mutating a built
config: v5 validators run at construction and derived fields would go stale). Widths, FFN sizes,
layer and head counts shrink; what selects behaviour (rope type, attention kinds, layer types, MoE
routing) is kept, and :mod:`hfcompat.factory.layers` keeps one layer of every kind. Sequence knobs
(sliding windows, attention and scan chunks) are left to the regime (:mod:`hfcompat.factory.regimes`).
Dropout-like probabilities go to 0 and random augmentations off, so both sides see the same computation. See
docs/models.md ("Shrinking pitfalls") for the pitfalls each rule answers.
"""

from __future__ import annotations

import copy
from typing import Any

from hfcompat.factory.blocks import (
    EXPERT_KEYS,
    fix_frames,
    fix_pooled_tokens,
    fix_routing,
    fix_ssm,
    image_map,
    scale_pinpoints,
    sync_image_sizes,
)
from hfcompat.factory.layers import (
    backbone_min_layers,
    kept_layers,
    reindex_layers,
    shrink_backbone_stages,
    shrink_periods,
)
from hfcompat.factory.rope import fix_mrope
from hfcompat.factory.sizes import (
    FFN,
    FFN_KEYS,
    GROUP_NORM_KEYS,
    HEAD_KEYS,
    HEADS,
    KV_HEAD_KEYS,
    KV_HEADS,
    LAYER_KEYS,
    LAYERS,
    LIST_DEPTH_KEYS,
    LIST_HEADS,
    LIST_WIDTH,
    MAIN_LAYER_KEYS,
    MAX_PATCHES_PER_SIDE,
    MAX_POSITIONS,
    MLA,
    NOT_A_STACK,
    OTHER_LAYERS,
    PER_LAYER_WIDTH,
    SMALL_VOCAB,
    TOPK_KEYS,
    WIDTH,
    WIDTH_KEYS,
    WIDTH_SUFFIX,
    WINDOWED_IMAGE,
)
from hfcompat.factory.sizes import (
    is_int as _is_int,
)
from hfcompat.factory.sizes import (
    is_sub_config as _is_sub_config,
)
from hfcompat.factory.token_ids import cover_token_ids, max_token_id, remap_token_ids

# Magnitudes of training-time random augmentations (DINOv3's RoPE coordinates are shifted, jittered
# and rescaled by random draws in train mode): CPU and device RNGs differ, so they go to None (off).
RANDOM_AUGMENT_KEYS = frozenset({"pos_embed_shift", "pos_embed_jitter", "pos_embed_rescale"})
# Weight init std, raised to at least INIT_STD: at the real configs' 0.02 and width 32, attention
# logits are ~0.01 and every softmax is near uniform, so a wrong softmax or attention kernel (a
# scale, a mask) moves nothing measurable. At 0.2 attention is clearly peaked (issue 14).
INIT_STD_KEYS = frozenset({"initializer_range", "init_std"})
INIT_STD = 0.2


def _is_prob_key(key: str) -> bool:
    k = key.lower()
    return ("drop" in k and "drop_last" not in k) or (k.startswith("mask_") and k.endswith("_prob"))


def shrink_config_dict(cfg: dict[str, Any], keep_vocab: bool = False) -> dict[str, Any]:
    """Return a shrunk copy of a config dict (recursing into sub-configs).

    ``keep_vocab`` keeps vocabulary sizes: needed when special-token ids sit above the small vocab
    (multimodal placeholders often do), which the tree-wide token scan decides by default.
    """
    if not keep_vocab:
        cfg = remap_token_ids(cfg)
    top_id = max_token_id(cfg)
    out = _shrink(cfg, not keep_vocab and top_id < SMALL_VOCAB, _widths(cfg))
    cover_token_ids(out, top_id)
    sizes = image_map(cfg, out)
    sync_image_sizes(cfg, out, sizes)
    scale_pinpoints(out, sizes)
    return out


def _widths(cfg: dict[str, Any]) -> set[int]:
    """Every width the shrinker cuts, anywhere in the tree: other fields equal to one follow it."""
    found: set[int] = set()
    for key, value in cfg.items():
        if _is_sub_config(key, value):
            found |= _widths(value)
        elif key in WIDTH_KEYS and _is_int(value) and value > WIDTH:
            found.add(value)
        elif (key in WIDTH_KEYS or LIST_WIDTH.search(key)) and isinstance(value, list):
            found |= {v for v in value if _is_int(v) and v > WIDTH}
    return found


def _heads_for(value: int) -> int:
    if value > HEADS:
        return HEADS
    return 1 << (value.bit_length() - 1) if value > 0 else value  # a power of 2 divides the width


def cut_layers(cfg: dict[str, Any], layers: int, path: str = "") -> tuple[dict[str, Any], list[str]]:
    """A copy of a real config dict with at most ``layers`` layers in each stack, and what changed.

    ``--layers K`` (``--size full``): every width, vocabulary, head count and rope setting stays as
    the config has it; the main stack keeps the first layer of every kind (its per-layer lists,
    index lists, periods, first-k-dense counts re-indexed: :mod:`hfcompat.factory.layers`) and its
    last, so it may keep more than ``layers`` where the model has more kinds; other stacks (encoder,
    decoder, vision) are cut to ``layers``, sub-configs alike. Each change reads ``name old -> new``,
    the main stack's with the original indices it kept."""
    out = dict(cfg)
    changes: list[str] = []
    main = next((k for k in MAIN_LAYER_KEYS if _is_int(cfg.get(k))), None)
    settled = _shrink_layers(cfg, out, layers)
    if main is not None and out[main] != cfg[main]:
        kept = kept_layers(cfg, cfg[main], layers)
        changes.append(f"{path}{main} {cfg[main]} -> {out[main]} (layers {', '.join(map(str, kept))} kept)")
    for key, value in cfg.items():
        if key in settled or isinstance(value, bool):
            continue
        if _is_sub_config(key, value):
            out[key], inner = cut_layers(value, layers, f"{path}{key}.")
            changes += inner
        elif _is_int(value) and value > layers and (key in LAYER_KEYS or key.endswith("_num_hidden_layers")):
            out[key] = layers
            changes.append(f"{path}{key} {value} -> {layers}")
    return out, changes


def _shrink_layers(cfg: dict[str, Any], out: dict[str, Any], layers: int = LAYERS) -> set[str]:
    """Cut the main layer count to ``layers`` (keeping one layer of each kind); returns the keys it settled."""
    main = next((k for k in MAIN_LAYER_KEYS if _is_int(cfg.get(k))), None)
    if main is None:
        return set()
    n_old = cfg[main]
    settled = {k for k in MAIN_LAYER_KEYS if cfg.get(k) == n_old}
    depths = next((v for k, v in cfg.items() if k in LIST_DEPTH_KEYS and isinstance(v, list)), None)
    if depths is not None and len(depths) == n_old:
        return settled  # a hierarchical model: the count is its number of stages, which stays
    at_least = max(layers, backbone_min_layers(cfg, n_old))
    if n_old <= at_least:
        return settled
    kept = kept_layers(cfg, n_old, at_least)
    reindex_layers(cfg, out, n_old, kept)
    n_new = len(kept)
    for key in settled:
        out[key] = n_new
    shrink_backbone_stages(cfg, out, n_old, n_new)
    shrink_periods(out, n_new)
    return settled


def _shrink_scalar(key: str, value: Any, heads_old: int | None, heads_new: int | None) -> Any:
    if key in RANDOM_AUGMENT_KEYS:
        return None
    if not _is_int(value):
        if _is_prob_key(key) and isinstance(value, float):
            return 0.0
        if key in INIT_STD_KEYS and isinstance(value, float):
            return max(value, INIT_STD)
        return value
    if key in WIDTH_KEYS or (WIDTH_SUFFIX.search(key) and key != "num_channels"):
        return min(value, WIDTH)
    if key in GROUP_NORM_KEYS:  # group norm: the groups must divide every (shrunk) channel count
        return min(value, 8)
    if key == "num_queries":  # query-selection heads (RT-DETR...) pick top-k of few anchors at a small image
        return min(value, 16)
    if key in FFN_KEYS or key.endswith("_intermediate_size"):
        return min(value, FFN)
    if key in LAYER_KEYS or key.endswith("_num_hidden_layers") or (OTHER_LAYERS.match(key) and key not in NOT_A_STACK):
        return min(value, LAYERS)
    if key in HEAD_KEYS or key.endswith("_num_attention_heads"):
        return _heads_for(value)
    if key.endswith("_num_key_value_heads") or "key_value_attention_heads" in key:  # swa_..., sapiens2
        return min(value, KV_HEADS)
    if key in KV_HEAD_KEYS:
        # Keep the kind of attention: MHA stays MHA (kv == heads), GQA/MQA stays grouped.
        if heads_old is not None and heads_new and value >= heads_old:
            return heads_new
        kv = min(value, KV_HEADS)
        return kv if heads_new is None or (kv and heads_new % kv == 0) else 1
    if key in EXPERT_KEYS:
        return min(value, EXPERT_KEYS[key])
    if key in TOPK_KEYS:
        return min(value, TOPK_KEYS[key])
    if _is_prob_key(key):
        return 0
    if key in MLA:
        return min(value, MLA[key])
    if key == "num_pos_feats":  # SAM's sine positional features: half the width
        return min(value, WIDTH // 2)
    if key in PER_LAYER_WIDTH:
        return min(value, PER_LAYER_WIDTH[key])
    if key in ("max_source_positions", "max_target_positions") and value > 64:
        return 64  # speech encoders check frames == 2 x max_source_positions: 128 frames, not 3000
    if key in ("max_position_embeddings", "n_positions", "max_seq_len", "context_length") and value > MAX_POSITIONS:
        return MAX_POSITIONS
    return value


def _shrink_list(key: str, value: list[Any]) -> list[Any]:
    if _is_prob_key(key) and value and all(isinstance(v, (int, float)) for v in value):
        return [0.0 for _ in value]  # per-stage drop rates (CvT's drop_path_rate=[0, 0, 0.1])
    if not all(_is_int(v) for v in value):
        return value
    if key in WIDTH_KEYS or LIST_WIDTH.search(key):
        return [min(v, WIDTH) for v in value]  # uniform stage widths: every width maps to the same value
    if key in LIST_DEPTH_KEYS:
        return [min(v, 1) for v in value]
    if key in HEAD_KEYS or LIST_HEADS.search(key):  # per-stage heads: 1, 2, 4 divide every width
        return [min(v, 2 ** min(i, 2)) for i, v in enumerate(value)]
    if key in FFN_KEYS:
        return [min(v, FFN) for v in value]
    if key in KV_HEAD_KEYS or "key_value_heads" in key:  # per layer: MHA layers (the most heads) stay MHA
        return [HEADS if v == max(value) and v >= HEADS else min(v, KV_HEADS) for v in value]
    return value


def _shrink(cfg: dict[str, Any], small_vocab: bool, widths: set[int]) -> dict[str, Any]:
    out = dict(cfg)
    settled = _shrink_layers(cfg, out)
    heads_old = next((cfg[k] for k in HEAD_KEYS if _is_int(cfg.get(k))), None)
    heads_new = _heads_for(heads_old) if heads_old is not None else None
    for key, value in list(out.items()):
        if isinstance(value, bool):
            continue
        if key in settled:
            continue
        if isinstance(value, list):
            out[key] = _shrink_list(key, value)
        elif _is_sub_config(key, value):
            out[key] = _shrink(value, small_vocab, widths)
        else:
            out[key] = _shrink_scalar(key, value, heads_old, heads_new)
    _fix_derived(cfg, out, widths)
    if isinstance(out.get("rope_parameters"), dict):
        out["rope_parameters"] = copy.deepcopy(out["rope_parameters"])
        fix_mrope(out, out.get("model_type"))
    _scale_per_layer_config(cfg, out)
    _clamp_feature_layers(out)
    if small_vocab:
        for key in out:
            if "vocab_size" in key and _is_int(out[key]) and out[key] > SMALL_VOCAB:
                out[key] = SMALL_VOCAB
    return out


def _fix_derived(cfg: dict[str, Any], out: dict[str, Any], widths: set[int]) -> None:
    """Fields that must agree with the shrunk widths and head counts."""
    width = next((out[k] for k in ("hidden_size", "d_model", "n_embd", "dim") if _is_int(out.get(k))), None)
    heads = next((out[k] for k in HEAD_KEYS if _is_int(out.get(k))), None)
    if _is_int(out.get("kv_lora_rank")) and _is_int(out.get("qk_rope_head_dim")):
        # MLA: the rotary part is the "head_dim" rope is built for; latent attention needs kv heads == heads
        if "head_dim" in out:
            out["head_dim"] = out["qk_rope_head_dim"]
        if "qk_head_dim" in out and _is_int(out.get("qk_nope_head_dim")):
            out["qk_head_dim"] = out["qk_nope_head_dim"] + out["qk_rope_head_dim"]
        if _is_int(out.get("num_key_value_heads")) and heads:
            out["num_key_value_heads"] = heads
    elif width and heads:
        # head_dim declared (even as None: ministral-like modeling code reads it directly) follows width/heads
        if "head_dim" in out and (out["head_dim"] is None or _is_int(out["head_dim"])):
            out["head_dim"] = max(width // heads, 4)
        for key in ("d_kv", "d_head"):  # T5 family, XLNet
            if _is_int(out.get(key)):
                out[key] = max(width // heads, 4)
    fix_routing(out)
    fix_ssm(out)
    fix_pooled_tokens(out)
    head_dim = out.get("head_dim") or (width // heads if width and heads else None)
    if _is_int(out.get("rotary_dim")) and _is_int(head_dim):
        out["rotary_dim"] = min(out["rotary_dim"], head_dim)  # GPT-J/CodeGen
    for key in KV_HEAD_KEYS:  # declared but unset: modeling code divides by it (MHA is the default meaning)
        if key in out and out[key] is None and heads and key not in ("multi_query_group_num",):
            out[key] = heads
    # Images: at most MAX_PATCHES_PER_SIDE patches a side (a 336px ViT makes 576 tokens per image, which
    # a vision-language model then carries through every text layer); divisibility by the patch is kept.
    fix_frames(out)
    size, patch = out.get("image_size"), out.get("patch_size")
    windowed = any(k in out for k in ("window_size", "window_sizes", "window_size_per_stage"))
    if (_is_int(size) and _is_int(patch) and patch > 0 and size % patch == 0 and size // patch > MAX_PATCHES_PER_SIDE
            and not windowed):
        out["image_size"] = patch * MAX_PATCHES_PER_SIDE
    elif windowed and _is_int(size) and _is_int(patch) and size > WINDOWED_IMAGE and WINDOWED_IMAGE % patch == 0:
        out["image_size"] = WINDOWED_IMAGE  # SAM-style 1024px encoders: windows pad, absolute positions follow
    # Cross-config widths (a projector's input = the vision width, a channel list = the stage widths):
    # any other width-like field still equal to a shrunk width follows it.
    for key, value in list(out.items()):
        width_like = key.endswith(("_hidden_size", "_dim", "_channels", "_hidden_dim", "_groups")) or "channel" in key
        if not width_like or key in WIDTH_KEYS or out[key] != cfg.get(key):
            continue
        if _is_int(value) and value in widths:
            out[key] = WIDTH
        elif isinstance(value, list) and value and all(_is_int(v) and (v in widths or v <= WIDTH) for v in value):
            out[key] = [WIDTH if v in widths else v for v in value]


def _scale_per_layer_config(cfg: dict[str, Any], out: dict[str, Any]) -> None:
    """A per-layer override (e.g. a wider head_dim on global layers) keeps its ratio to the base value."""
    plc = out.get("per_layer_config")
    if not isinstance(plc, dict):
        return
    scaled: dict[str, Any] = {}
    for index, entry in plc.items():
        entry = dict(entry) if isinstance(entry, dict) else entry
        if isinstance(entry, dict):
            for key, value in entry.items():
                base_old, base_new = cfg.get(key), out.get(key)
                if _is_int(value) and _is_int(base_old) and _is_int(base_new) and base_old:
                    entry[key] = max(1, value * base_new // base_old)
                elif _is_prob_key(key) and isinstance(value, float):
                    entry[key] = 0.0
        scaled[index] = entry
    out["per_layer_config"] = scaled


def _clamp_feature_layers(out: dict[str, Any]) -> None:
    """``vision_feature_layer(s)`` index the vision tower's hidden states, which are now fewer."""
    vision = out.get("vision_config")
    n: int | None = next((vision[k] for k in MAIN_LAYER_KEYS if isinstance(vision, dict) and _is_int(vision.get(k))),
                         None)
    if n is None:
        return

    def clamp(v: int) -> int:
        return max(v, -(n + 1)) if v < 0 else min(v, n)

    for key in ("vision_feature_layer", "vision_feature_layers"):
        value = out.get(key)
        if _is_int(value):
            out[key] = clamp(value)
        elif isinstance(value, list) and all(_is_int(v) for v in value):
            out[key] = [clamp(v) for v in value]
