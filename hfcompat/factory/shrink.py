"""The generic shrinker: a config dict rewritten to a tiny model that keeps every feature.

Works on ``config.to_dict()`` and the caller rebuilds with ``from_dict`` (never mutating a built
config: v5 validators run at construction and derived fields would go stale). Widths, FFN sizes,
layer and head counts shrink; what selects behaviour (rope type, attention kinds, layer types, MoE
routing, sliding windows) is kept, and :mod:`hfcompat.factory.layers` keeps one layer of every kind.
Dropout-like probabilities go to 0 so both sides see the same computation. See
shared/notes/tiny-models.md §4 for the pitfalls each rule answers.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from hfcompat.factory.rope import fix_mrope
from hfcompat.factory.layers import (
    backbone_min_layers, kept_layers, reindex_layers, shrink_backbone_stages, shrink_periods,
)

WIDTH = 32
FFN = 64
LAYERS = 2
HEADS = 4
KV_HEADS = 2
SMALL_VOCAB = 1024
MAX_POSITIONS = 512
MAX_PATCHES_PER_SIDE = 8
SLIDING_WINDOW = 8  # below the recipes' sequence length (16), so sliding attention really slides

WIDTH_KEYS = frozenset({
    "hidden_size", "d_model", "n_embd", "n_embed", "embed_dim", "dim", "d_embed", "emb_dim", "word_embed_proj_dim",
    "encoder_hidden_size", "decoder_hidden_size", "text_hidden_size", "projection_dim", "out_hidden_size",
    "hidden_dim", "embedding_size", "embedding_dim", "d_latents", "vision_width", "text_width", "model_dim",
    "encoder_embed_dim", "decoder_embed_dim", "attention_hidden_size", "hidden_channels", "d_hidden",
    "vision_output_dim", "projector_input_dim", "projector_output_dim",
})
FFN_KEYS = frozenset({
    "intermediate_size", "ffn_dim", "encoder_ffn_dim", "decoder_ffn_dim", "d_ff", "n_inner", "d_inner",
    "moe_intermediate_size", "shared_expert_intermediate_size", "decoder_intermediate_size", "ffn_hidden_size",
    "dense_intermediate_size", "expert_intermediate_size", "mlp_dim", "intermediate_dim", "feed_forward_dim",
    "shared_intermediate_size", "intermediate_size_mlp", "shared_experts_intermediate_size",
})
#: The main layer count of a config, first found wins; its per-layer lists follow it.
MAIN_LAYER_KEYS = ("num_hidden_layers", "n_layer", "n_layers", "num_layers", "depth")
LAYER_KEYS = frozenset({
    *MAIN_LAYER_KEYS, "encoder_layers", "decoder_layers", "num_encoder_layers", "num_decoder_layers",
    "decoder_num_layers", "encoder_num_layers", "num_decoder_blocks", "num_encoder_blocks_layers",
})
HEAD_KEYS = frozenset({
    "num_attention_heads", "n_head", "n_heads", "encoder_attention_heads", "decoder_attention_heads",
    "num_heads", "decoder_num_attention_heads", "attention_heads", "pred_num_attention_heads",
})
#: Other stacks of layers (a predictor, temporal/spatial towers, poolers): two of each are kept.
OTHER_LAYERS = re.compile(r"^(num|n|pred_num)_([a-z]+_)*layers$")
NOT_A_STACK = frozenset({"num_kv_shared_layers", "num_dense_layers", "num_feat_extract_layers", "num_hidden_layers",
                         "num_layers", "n_layers", "num_nextn_predict_layers"})
FRAME_KEYS = frozenset({"num_frames", "frames_per_clip", "num_frames_per_video"})
KV_HEAD_KEYS = frozenset({"num_key_value_heads", "n_kv_heads", "num_kv_heads", "multi_query_group_num"})
EXPERT_KEYS = {"num_experts": 4, "num_local_experts": 4, "n_routed_experts": 4, "moe_num_experts": 4}
TOPK_KEYS = {"num_experts_per_tok": 2, "top_k": 2, "moe_topk": 2, "num_selected_experts": 2, "moe_k": 2}
LIST_WIDTH = re.compile(r"^(hidden_sizes|conv_dim|embed_dims?|dims|embedding_sizes|channels|widths|hidden_dims)$|"
                        r"(embed_dim|hidden_size|channels|dim)_per_stage$|_hidden_sizes$|channel|_feature_dims$")
#: Scalar widths by suffix (a neck's channels, a projector's size): uniform widths keep them consistent.
WIDTH_SUFFIX = re.compile(r"(_hidden_size|_channels|_hidden_dim|_embed_dim|_proj_dim|_projection_dim|codebook_dim|"
                          r"latent_dim|_feature_dim|fpn_dim|_width|_hidden_dimension)$")
GROUP_NORM_KEYS = frozenset({"num_groups", "norm_num_groups", "num_norm_groups", "group_norm_groups", "groups"})
LIST_HEADS = re.compile(r"^(num_groups|num_heads_per_stage|num_attention_heads_per_stage)$")
LIST_DEPTH_KEYS = frozenset({"depths", "num_blocks", "blocks_per_stage", "stage_depths"})
#: Multi-head latent attention (DeepSeek-V2/V3 and kin): ranks and per-part head sizes, kept consistent.
MLA = {"q_lora_rank": 16, "kv_lora_rank": 16, "qk_rope_head_dim": 8, "qk_nope_head_dim": 8, "v_head_dim": 8,
       "index_head_dim": 16, "index_n_heads": 4}
PER_LAYER_WIDTH = {"hidden_size_per_layer_input": 8}
SUB_CONFIG_HINTS = ("_config", "encoder", "decoder")
TOKEN_KEY = re.compile(r"(_token_id|_token_index|_token_ids|_index|token_offset|_token_start|_token_end)$")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_prob_key(key: str) -> bool:
    k = key.lower()
    return ("drop" in k and "drop_last" not in k) or (k.startswith("mask_") and k.endswith("_prob"))


def _is_sub_config(key: str, value: Any) -> bool:
    return isinstance(value, dict) and ("model_type" in value or key.endswith(SUB_CONFIG_HINTS))


def max_token_id(cfg: dict[str, Any]) -> int:
    """The largest special-token id or offset anywhere in the config tree (sub-configs included)."""
    best = -1
    for key, value in cfg.items():
        if _is_sub_config(key, value):
            best = max(best, max_token_id(value))
        elif TOKEN_KEY.search(key):
            ids = value if isinstance(value, list) else [value]
            best = max([best, *(v for v in ids if _is_int(v))])
    return best


def shrink_config_dict(cfg: dict[str, Any], keep_vocab: bool = False) -> dict[str, Any]:
    """Return a shrunk copy of a config dict (recursing into sub-configs).

    ``keep_vocab`` keeps vocabulary sizes: needed when special-token ids sit above the small vocab
    (multimodal placeholders often do), which the tree-wide token scan decides by default.
    """
    if not keep_vocab:
        cfg = remap_token_ids(cfg)
    top_id = max_token_id(cfg)
    out = _shrink(cfg, not keep_vocab and top_id < SMALL_VOCAB, _widths(cfg))
    _cover_token_ids(out, top_id)
    _sync_image_sizes(cfg, out, _image_map(cfg, out))
    return out


def _image_map(cfg: dict[str, Any], out: dict[str, Any]) -> dict[int, int]:
    """Image sizes the shrinker changed anywhere in the tree (old -> new)."""
    found: dict[int, int] = {}
    for key, value in cfg.items():
        new = out.get(key)
        if key == "image_size" and _is_int(value) and _is_int(new) and new != value:
            found[value] = new
        elif _is_sub_config(key, value) and isinstance(new, dict):
            found.update(_image_map(value, new))
    return found


def _sync_image_sizes(cfg: dict[str, Any], out: dict[str, Any], sizes: dict[int, int]) -> None:
    """Other configs of the same model (a SAM prompt encoder, a parent config) see the same image."""
    for key, value in cfg.items():
        if key == "image_size" and _is_int(value) and out.get(key) == value and value in sizes:
            out[key] = sizes[value]
        elif _is_sub_config(key, value) and isinstance(out.get(key), dict):
            _sync_image_sizes(value, out[key], sizes)


RANGE_KEY = re.compile(r"(offset|_start|_end|_range)$")


def _token_values(cfg: dict[str, Any], found: dict[str, set[int]]) -> None:
    for key, value in cfg.items():
        if _is_sub_config(key, value):
            _token_values(value, found)
        elif TOKEN_KEY.search(key):
            ids = value if isinstance(value, list) else [value]
            found.setdefault(key, set()).update(v for v in ids if _is_int(v))


def remap_token_ids(cfg: dict[str, Any]) -> dict[str, Any]:
    """Special ids above the small vocabulary moved to its top, so the vocabulary can shrink.

    Token ids are arbitrary labels: a tiny model with ``image_token_id`` 1023 in a 1024-token
    vocabulary behaves as one with 32000 in 32064, at a fraction of the logits. Ids that are ranges or
    offsets (an image codebook mapped at an offset) are left alone, and then so is the vocabulary.
    """
    found: dict[str, set[int]] = {}
    _token_values(cfg, found)
    high = sorted({v for values in found.values() for v in values if v >= SMALL_VOCAB})
    if not high or any(RANGE_KEY.search(k) and any(v >= SMALL_VOCAB for v in vals) for k, vals in found.items()):
        return cfg
    if len(high) > 64:
        return cfg
    new = {old: SMALL_VOCAB - 1 - i for i, old in enumerate(high)}
    taken = {v for values in found.values() for v in values if v < SMALL_VOCAB}
    if taken & set(new.values()):
        return cfg
    return _rewrite_ids(cfg, new)


def _rewrite_ids(cfg: dict[str, Any], new: dict[int, int]) -> dict[str, Any]:
    out = dict(cfg)
    for key, value in cfg.items():
        if _is_sub_config(key, value):
            out[key] = _rewrite_ids(value, new)
        elif TOKEN_KEY.search(key):
            if isinstance(value, list):
                out[key] = [new.get(v, v) if _is_int(v) else v for v in value]
            elif _is_int(value):
                out[key] = new.get(value, value)
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


def _cover_token_ids(out: dict[str, Any], top_id: int) -> None:
    """A text vocabulary must hold every placeholder id: default configs of some multimodal models put
    the image token just past the vocabulary (their processors add it, and real checkpoints are sized
    for it), which makes the embedding lookup fail on a model built from the default config."""
    for holder in (out, out.get("text_config")):
        if isinstance(holder, dict) and _is_int(holder.get("vocab_size")) and 0 < holder["vocab_size"] <= top_id:
            holder["vocab_size"] = top_id + 1


def _heads_for(value: int) -> int:
    if value > HEADS:
        return HEADS
    return 1 << (value.bit_length() - 1) if value > 0 else value  # a power of 2 divides the width


def _shrink_layers(cfg: dict[str, Any], out: dict[str, Any]) -> set[str]:
    """Cut the main layer count (keeping one layer of each kind); returns the keys it settled."""
    main = next((k for k in MAIN_LAYER_KEYS if _is_int(cfg.get(k))), None)
    if main is None:
        return set()
    n_old = cfg[main]
    settled = {k for k in MAIN_LAYER_KEYS if cfg.get(k) == n_old}
    depths = next((v for k, v in cfg.items() if k in LIST_DEPTH_KEYS and isinstance(v, list)), None)
    if depths is not None and len(depths) == n_old:
        return settled  # a hierarchical model: the count is its number of stages, which stays
    at_least = max(LAYERS, backbone_min_layers(cfg, n_old))
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
    if not _is_int(value):
        if _is_prob_key(key) and isinstance(value, float):
            return 0.0
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
    if key == "sliding_window" and value > SLIDING_WINDOW:
        return SLIDING_WINDOW
    return value


def _shrink_list(key: str, value: list[Any]) -> list[Any]:
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
    if key in KV_HEAD_KEYS:
        return [min(v, KV_HEADS) for v in value]
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
    _fix_routing(out)
    _fix_ssm(out)
    if _is_int(out.get("rotary_dim")) and _is_int(out.get("head_dim") or (width // heads if width and heads else None)):
        out["rotary_dim"] = min(out["rotary_dim"], out.get("head_dim") or width // heads)  # GPT-J/CodeGen
    for key in KV_HEAD_KEYS:  # declared but unset: modeling code divides by it (MHA is the default meaning)
        if key in out and out[key] is None and heads and key not in ("multi_query_group_num",):
            out[key] = heads
    # Images: at most MAX_PATCHES_PER_SIDE patches a side (a 336px ViT makes 576 tokens per image, which
    # a vision-language model then carries through every text layer); divisibility by the patch is kept.
    _fix_frames(out)
    size, patch = out.get("image_size"), out.get("patch_size")
    windowed = any(k in out for k in ("window_size", "window_sizes", "window_size_per_stage"))
    if (_is_int(size) and _is_int(patch) and patch > 0 and size % patch == 0 and size // patch > MAX_PATCHES_PER_SIDE
            and not windowed):
        out["image_size"] = patch * MAX_PATCHES_PER_SIDE
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


def _fix_frames(out: dict[str, Any]) -> None:
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


def _fix_routing(out: dict[str, Any]) -> None:
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
SSM_SMALL = {"mamba_d_state": 16, "state_size": 16, "ssm_state_size": 16, "d_state": 16, "mamba_chunk_size": 16,
             "chunk_size": 16, "time_step_rank": 8, "mamba_dt_rank": 8, "dt_rank": 8, "adapter_rank": 8}


def _fix_ssm(out: dict[str, Any]) -> None:
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
    n = next((vision[k] for k in MAIN_LAYER_KEYS if isinstance(vision, dict) and _is_int(vision.get(k))), None)
    if n is None:
        return
    for key in ("vision_feature_layer", "vision_feature_layers"):
        value = out.get(key)
        clamp = (lambda v: max(v, -(n + 1)) if v < 0 else min(v, n))
        if _is_int(value):
            out[key] = clamp(value)
        elif isinstance(value, list) and all(_is_int(v) for v in value):
            out[key] = [clamp(v) for v in value]
