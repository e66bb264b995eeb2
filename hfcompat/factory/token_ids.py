"""Special-token ids of a config tree: how high they go, moving them into a small vocabulary, covering them.

Placeholder ids (image, audio, video tokens) decide whether a vocabulary can shrink and must stay
inside it; multimodal models count and check them (docs/models.md, shrinking pitfall 7).
"""

from __future__ import annotations

import re
from typing import Any

from hfcompat.factory.sizes import SMALL_VOCAB
from hfcompat.factory.sizes import is_int as _is_int
from hfcompat.factory.sizes import is_sub_config as _is_sub_config

TOKEN_KEY = re.compile(r"(_token_id|_token_index|_token_ids|_index|token_offset|_token_start|_token_end)$")


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


def cover_token_ids(out: dict[str, Any], top_id: int) -> None:
    """A text vocabulary must hold every placeholder id: default configs of some multimodal models put
    the image token just past the vocabulary (their processors add it, and real checkpoints are sized
    for it), which makes the embedding lookup fail on a model built from the default config."""
    for holder in (out, out.get("text_config")):
        if isinstance(holder, dict) and _is_int(holder.get("vocab_size")) and 0 < holder["vocab_size"] <= top_id:
            holder["vocab_size"] = top_id + 1


