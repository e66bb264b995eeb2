"""Which layers a shrunk model keeps: one of every kind of layer, the last layer last.

A config describes its layers in many ways: type lists of one entry per layer (``layer_types``,
``mlp_layer_types``, ``layers_block_type``...), index lists naming special layers
(``global_attn_indexes``, ``moe_layers``, ``fullatt_block_indexes``...), ``per_layer_config`` keyed by
layer index, and period/offset pairs. Cutting a 32-layer config to its first two layers silently drops
features (no full-attention layer left, no MoE layer, an index past the end) and v5 validators refuse
several of those outright (docs/models.md, shrinking pitfall 3). So the layers kept are chosen
by *signature*: layer i's entries in every per-layer list and index list; the first layer of each
distinct signature is kept, plus the original last layer, and every list is re-indexed to match.
"""

from __future__ import annotations

import re
from typing import Any

#: Index lists that name layers of this config (values are layer indices).
INDEX_LIST = re.compile(
    r"(_indexes|_indices|_idxs|_layer_ids|_layers)$|^(moe_layers|mlp_only_layers|no_rope_layers|kv_source_layers)$"
)
#: Index lists that are not about this config's own layers.
NOT_LAYER_INDEX = frozenset({
    "out_indices", "backbone_out_indices", "stage_numb_of_layers", "encode_proj_layers", "subsample_layers",
    "vision_feature_layer", "vision_feature_layers", "layer_list_out_channels", "num_hidden_layers",
})


def _is_index_list(key: str, value: Any, n_layers: int) -> bool:
    return (key not in NOT_LAYER_INDEX and bool(INDEX_LIST.search(key)) and isinstance(value, list) and bool(value)
            and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < n_layers for v in value))


def _per_layer_keys(cfg: dict[str, Any], n_layers: int) -> list[str]:
    return [k for k, v in cfg.items() if isinstance(v, list) and len(v) == n_layers and k not in NOT_LAYER_INDEX
            and not _is_index_list(k, v, n_layers) and not k.startswith(("depths", "hidden_sizes", "stage_"))]


def _per_layer_config_index(cfg: dict[str, Any]) -> dict[int, str]:
    plc = cfg.get("per_layer_config")
    if not isinstance(plc, dict):
        return {}
    return {int(k): k for k in plc if str(k).isdigit()}


def kept_layers(cfg: dict[str, Any], n_layers: int, at_least: int) -> list[int]:
    """Original indices of the layers to keep (sorted), at least ``at_least`` of them."""
    lists = _per_layer_keys(cfg, n_layers)
    index_sets = [set(v) for k, v in cfg.items() if _is_index_list(k, v, n_layers)]
    plc = _per_layer_config_index(cfg)
    first: dict[Any, int] = {}
    for i in range(n_layers):
        sig = (tuple(repr(cfg[k][i]) for k in lists), tuple(i in s for s in index_sets),
               repr(cfg["per_layer_config"][plc[i]]) if i in plc else None)
        first.setdefault(sig, i)
    kept = set(first.values()) | {n_layers - 1}
    for i in range(n_layers):
        if len(kept) >= min(at_least, n_layers):
            break
        kept.add(i)
    return sorted(kept)


def reindex_layers(cfg: dict[str, Any], out: dict[str, Any], n_layers: int, kept: list[int]) -> None:
    """Rewrite every per-layer list, index list and ``per_layer_config`` of ``cfg`` into ``out``."""
    pos = {orig: new for new, orig in enumerate(kept)}
    for key in _per_layer_keys(cfg, n_layers):
        out[key] = [cfg[key][i] for i in kept]
    for key, value in cfg.items():
        if _is_index_list(key, value, n_layers):
            out[key] = [pos[i] for i in value if i in pos]
    plc = _per_layer_config_index(cfg)
    if plc:
        width = max(len(k) for k in plc.values())
        out["per_layer_config"] = {str(pos[i]).zfill(width): cfg["per_layer_config"][k]
                                   for i, k in plc.items() if i in pos}


def shrink_periods(out: dict[str, Any], n_layers: int) -> None:
    """Period/offset pairs and "first k layers are dense" counts, so each kind still occurs in n layers."""
    for key, value in list(out.items()):
        if not isinstance(value, int) or isinstance(value, bool):
            continue
        if key.endswith("_period") and value > n_layers:
            period = max(2, min(value, n_layers))
            out[key] = period
            off = key[: -len("_period")] + "_offset"
            if isinstance(out.get(off), int):
                out[off] = out[off] % period
        elif key in ("first_k_dense_replace", "num_dense_layers", "num_kv_shared_layers") and value >= n_layers:
            out[key] = max(n_layers - 1, 0) if key != "num_kv_shared_layers" else 1
        elif key in ("decoder_sparse_step", "encoder_sparse_step", "interleave_moe_layer_step", "moe_layer_interval",
                     "cross_attention_frequency", "no_rope_layer_interval", "global_attn_every_n_layers",
                     "full_attn_interval", "cross_layer_interval") and value > n_layers:
            out[key] = n_layers


def shrink_backbone_stages(cfg: dict[str, Any], out: dict[str, Any], n_layers_old: int, n_layers_new: int) -> None:
    """A ViT-like backbone names one stage per layer: its ``out_indices`` follow the new layer count.

    The k last stages stay the output stages (DETR-like heads need as many feature maps as before);
    ``stage_names`` and ``out_features`` are derived by the config and so are dropped.
    """
    names = cfg.get("stage_names")
    indices = cfg.get("out_indices")
    if not (isinstance(names, list) and len(names) == n_layers_old + 1 and isinstance(indices, list)):
        return
    k = len(indices)
    out["out_indices"] = list(range(n_layers_new - k + 1, n_layers_new + 1))
    out.pop("stage_names", None)
    out.pop("out_features", None)


def backbone_min_layers(cfg: dict[str, Any], n_layers: int) -> int:
    """How many layers a ViT-like backbone needs so its output stages stay distinct."""
    names, indices = cfg.get("stage_names"), cfg.get("out_indices")
    if isinstance(names, list) and len(names) == n_layers + 1 and isinstance(indices, list):
        return len(indices)
    return 0
