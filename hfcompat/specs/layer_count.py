"""How many layers a real config's stacks have, read from its config.json alone (no torch).

``--layers K`` (``--size full``) cuts each layer stack of a real config to K layers
(:func:`hfcompat.factory.shrink.cut_layers`); more than a model has is bad input, refused before
anything runs: ``check`` reads a local spec's config.json here, in the torch-free parent, and the
factory checks again against the config as transformers completes it (a composite config's
defaults, e.g. LLaVA's text tower, are not in the file).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

#: Keys that hold a stack's layer count (hfcompat.factory.sizes.LAYER_KEYS, and ``*_num_hidden_layers``).
STACK_KEYS = frozenset({
    "num_hidden_layers", "n_layer", "n_layers", "num_layers", "depth", "encoder_layers", "decoder_layers",
    "num_encoder_layers", "num_decoder_layers", "decoder_num_layers", "encoder_num_layers", "num_decoder_blocks",
    "num_encoder_blocks_layers",
})


def layer_count(cfg: dict[str, Any]) -> int:
    """The most layers any stack of a config dict has, sub-configs included (0: none named)."""
    counts = [0]
    for key, value in cfg.items():
        if isinstance(value, dict):
            counts.append(layer_count(value))
        elif (isinstance(value, int) and not isinstance(value, bool)
              and (key in STACK_KEYS or key.endswith("_num_hidden_layers"))):
            counts.append(value)
    return max(counts)


def layer_count_of_dir(folder: str | Path) -> int | None:
    """:func:`layer_count` of a local spec's config.json; None where it cannot be read."""
    try:
        cfg = json.loads((Path(folder) / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return layer_count(cfg) if isinstance(cfg, dict) else None
