"""The generic shrinker: a config dict rewritten to a tiny model that keeps every feature.

Works on ``config.to_dict()`` and the caller rebuilds with ``from_dict`` (never mutating a built
config: v5 validators run at construction and derived fields would go stale). Widths, FFN sizes,
layer and head counts shrink; what selects behaviour (rope type, attention kinds, layer types, MoE
routing, sliding windows) is kept. Dropout-like probabilities go to 0 so both sides see the same
computation. See shared/notes/tiny-models.md §4 for the pitfalls each rule answers.
"""

from __future__ import annotations

from typing import Any

WIDTH = 32
FFN = 64
LAYERS = 2
HEADS = 4
KV_HEADS = 2
SMALL_VOCAB = 1024

WIDTH_KEYS = frozenset({
    "hidden_size", "d_model", "n_embd", "embed_dim", "dim", "d_embed", "emb_dim", "word_embed_proj_dim",
    "encoder_hidden_size", "decoder_hidden_size", "text_hidden_size", "projection_dim", "out_hidden_size",
    "hidden_dim",
})
FFN_KEYS = frozenset({
    "intermediate_size", "ffn_dim", "encoder_ffn_dim", "decoder_ffn_dim", "d_ff", "n_inner", "d_inner",
    "moe_intermediate_size", "shared_expert_intermediate_size", "decoder_intermediate_size",
})
LAYER_KEYS = frozenset({
    "num_hidden_layers", "n_layer", "n_layers", "num_layers", "encoder_layers", "decoder_layers",
    "num_encoder_layers", "num_decoder_layers", "decoder_num_layers",
})
HEAD_KEYS = frozenset({
    "num_attention_heads", "n_head", "n_heads", "encoder_attention_heads", "decoder_attention_heads",
    "num_heads", "decoder_num_attention_heads",
})
KV_HEAD_KEYS = frozenset({"num_key_value_heads", "n_kv_heads", "num_kv_heads", "multi_query_group_num"})
EXPERT_KEYS = {"num_experts": 4, "num_local_experts": 4, "n_routed_experts": 4, "moe_num_experts": 4}
TOPK_KEYS = {"num_experts_per_tok": 2, "top_k": 2, "moe_topk": 2, "num_selected_experts": 2}
LIST_WIDTH_KEYS = frozenset({"hidden_sizes", "conv_dim", "embed_dims", "dims"})
LIST_DEPTH_KEYS = frozenset({"depths", "num_blocks"})
SUB_CONFIG_HINTS = ("_config", "encoder", "decoder")


def _is_prob_key(key: str) -> bool:
    k = key.lower()
    return "drop" in k or (k.startswith("mask_") and k.endswith("_prob"))


def _token_ids_fit(cfg: dict[str, Any], limit: int) -> bool:
    for key, value in cfg.items():
        if key.endswith(("_token_id", "_token_index", "_index")) and isinstance(value, int) and value >= limit:
            return False
        if key.endswith("_token_id") and isinstance(value, list) and any(v >= limit for v in value if isinstance(v, int)):
            return False
    return True


def shrink_config_dict(cfg: dict[str, Any]) -> dict[str, Any]:
    """Return a shrunk copy of a config dict (recursing into sub-configs)."""
    out = dict(cfg)
    width_map: dict[int, int] = {}
    old_heads = next((cfg[k] for k in HEAD_KEYS if isinstance(cfg.get(k), int)), None)

    for key, value in cfg.items():
        if isinstance(value, bool):
            continue
        if key in WIDTH_KEYS and isinstance(value, int) and value > WIDTH:
            width_map[value] = WIDTH
            out[key] = WIDTH
        elif key in FFN_KEYS and isinstance(value, int) and value > FFN:
            out[key] = FFN
        elif key in LAYER_KEYS and isinstance(value, int) and value > LAYERS:
            out[key] = LAYERS
        elif key in HEAD_KEYS and isinstance(value, int) and value > HEADS:
            out[key] = HEADS
        elif key in KV_HEAD_KEYS and isinstance(value, int):
            # Keep the kind of attention: MHA stays MHA (kv == heads), GQA/MQA stays grouped.
            out[key] = HEADS if old_heads is not None and value >= old_heads else min(value, KV_HEADS)
        elif key in EXPERT_KEYS and isinstance(value, int) and value > EXPERT_KEYS[key]:
            out[key] = EXPERT_KEYS[key]
        elif key in TOPK_KEYS and isinstance(value, int) and value > TOPK_KEYS[key]:
            out[key] = TOPK_KEYS[key]
        elif key in LIST_WIDTH_KEYS and isinstance(value, list) and all(isinstance(v, int) for v in value):
            out[key] = [min(v, 16 * (2 ** min(i, 1))) for i, v in enumerate(value)]
        elif key in LIST_DEPTH_KEYS and isinstance(value, list) and all(isinstance(v, int) for v in value):
            out[key] = [1 for _ in value]
        elif _is_prob_key(key) and isinstance(value, (int, float)) and not isinstance(value, bool):
            out[key] = 0.0
        elif isinstance(value, dict) and ("model_type" in value or key.endswith(SUB_CONFIG_HINTS)):
            out[key] = shrink_config_dict(value)

    # Keep head_dim consistent with the shrunk width (ministral-like configs read head_dim directly).
    width = next((out[k] for k in ("hidden_size", "d_model", "n_embd") if isinstance(out.get(k), int)), None)
    heads = next((out[k] for k in HEAD_KEYS if isinstance(out.get(k), int)), None)
    if isinstance(out.get("head_dim"), int) and width and heads:
        out["head_dim"] = max(width // heads, 4)
    if "d_kv" in out and width and heads:  # T5 family
        out["d_kv"] = max(width // heads, 4)
    # Cross-config widths: any other int field that equalled a shrunk width follows it.
    for key, value in list(out.items()):
        if key.endswith(("_hidden_size", "_dim")) and isinstance(value, int) and value in width_map and key not in WIDTH_KEYS:
            out[key] = width_map[value]
    # Per-layer lists must match the layer count; keep one layer of each distinct type, last type last.
    n_layers = out.get("num_hidden_layers")
    for key in ("layer_types", "mlp_layer_types", "block_types"):
        types = out.get(key)
        if isinstance(types, list) and isinstance(n_layers, int) and len(types) != n_layers:
            distinct = list(dict.fromkeys(types))
            if types[-1] in distinct:
                distinct.remove(types[-1])
            kept = (distinct + [types[-1]])[-max(n_layers, 1):]
            out["num_hidden_layers"] = n_layers = max(n_layers, len(kept))
            out[key] = kept if len(kept) == n_layers else [kept[0]] * (n_layers - len(kept)) + kept
    if isinstance(out.get("vocab_size"), int) and out["vocab_size"] > SMALL_VOCAB and _token_ids_fit(out, SMALL_VOCAB):
        out["vocab_size"] = SMALL_VOCAB
    return out
