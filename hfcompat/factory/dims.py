"""The widths a model was built with: the record's ``dims``.

A ``--layers K`` case keeps the real width with fewer layers; its record says so by naming the widths
the config holds as built (hidden size, feed-forward size, heads, vocabulary, experts), next to
``config_changes``, which names the layers kept. The same field on a tiny case shows the shrunk widths.
Keys are the shrinker's (:mod:`hfcompat.factory.sizes`), so every width it changes is one it reports.
"""

from __future__ import annotations

from typing import Any

from hfcompat.factory.sizes import FFN_KEYS, HEAD_KEYS, KV_HEAD_KEYS, LAYER_KEYS, WIDTH_KEYS, is_int, is_sub_config

#: Counts that size a model besides its widths: vocabulary, per-head size and experts.
OTHER_KEYS = frozenset({"vocab_size", "head_dim", "num_experts", "num_local_experts", "n_routed_experts",
                        "num_experts_per_tok"})
DIM_KEYS = WIDTH_KEYS | FFN_KEYS | LAYER_KEYS | HEAD_KEYS | KV_HEAD_KEYS | OTHER_KEYS


def config_dims(config: dict[str, Any], prefix: str = "") -> dict[str, int]:
    """Every width, layer, head and vocabulary count of a config dict (``config.to_dict()``), sorted;
    a sub-config's under its key (``text_config.hidden_size``)."""
    dims: dict[str, int] = {}
    for key, value in config.items():
        if is_sub_config(key, value):
            dims.update(config_dims(value, f"{prefix}{key}."))
        elif key in DIM_KEYS and is_int(value):
            dims[f"{prefix}{key}"] = value
    return dict(sorted(dims.items()))


def model_dims(model: Any) -> dict[str, int] | None:
    """:func:`config_dims` of a built model's config; None for a model without a transformers config."""
    config = getattr(model, "config", None)
    to_dict = getattr(config, "to_dict", None)
    return config_dims(to_dict()) if callable(to_dict) else None
