"""Regimes: the sequence shapes a case runs at, relative to the config's sequence-shape knobs.

A *knob* is a config value that selects a code path by sequence length: a sliding window, an
attention chunk, a local-attention radius, a state-space scan chunk, the length past which a
dynamic RoPE rescales. The recipes' sequence (16 tokens, a little more with media placeholders) is
short, so:

- ``short`` (every model): the real config's knobs are kept and the sequence is shorter than them,
  as for a user's prompt or a short fine-tuning sequence. This is the regime where transformers'
  cache slices a 4096-token window out of a 16-token sequence.
- ``long`` (only models with knobs): each knob is set below the sequence, so the windowed, chunked
  or rescaled path really runs.

The real config is the checkpoint's (Hub and local specs) or the config class's defaults in
transformers (``arch:`` specs), with the model type's override merged in. Image and audio windows
(Swin's ``window_size``, a conformer's chunk) are not knobs: a short prompt does not change them;
generic names (``window_size``, ``chunk_size``) count only where the config is a text model or a
state-space block. Max positions a RoPE scaling reads are kept in both regimes (the shrinker would
otherwise cut them below the scaling's original length).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from hfcompat.factory.sizes import is_int, is_sub_config

REGIMES = ("short", "long")
#: Longest sequence the recipes make without media; a knob at or below it already runs its long path.
SEQ = 16
#: A knob's value in the long regime: below the 6-token generate prompt as well as the 16-token step,
#: so a prefill runs the windowed path too (a window of 8 would make a 6-token prefill slice -7 of 6,
#: the short regime's failure again); a quarter of the step, so the step holds several windows.
LONG = 4

Level = dict[str, Any]
Path = tuple[str, ...]

#: Layer kinds that attend through a window (a sliding_window set next to only full/linear layers is unused).
_DENSE_KINDS = frozenset({"full_attention", "linear_attention", "conv", "mlp", "indexed_attention", "basic",
                          "bottleneck", "chunked_attention"})
_SSM_KEYS = ("mamba_d_state", "state_size", "ssm_state_size", "mamba_expand", "d_state")
#: RoPE types that read the max positions (their scaling is relative to them).
_SCALED_ROPE = ("yarn", "longrope", "llama3", "dynamic")


def _windowed_layers(level: Level) -> bool:
    if level.get("use_sliding_window") is False:
        return False
    types = level.get("layer_types")
    return not isinstance(types, list) or any(str(t) not in _DENSE_KINDS for t in types)


def _chunked_layers(level: Level) -> bool:
    types = level.get("layer_types")
    return not isinstance(types, list) or "chunked_attention" in types


def _text(level: Level) -> bool:
    return "vocab_size" in level


def _ssm(level: Level) -> bool:
    return any(k in level for k in _SSM_KEYS)


def _linear_attention(level: Level) -> bool:
    return isinstance(level.get("layer_types"), list) and "linear_attention" in level["layer_types"]


@dataclass(frozen=True, slots=True)
class KnobRule:
    """A config key that is a knob where ``applies`` holds, and its long-regime value."""

    key: str
    applies: Callable[[Level], bool]
    long: int = LONG


RULES: tuple[KnobRule, ...] = (
    KnobRule("sliding_window", _windowed_layers),          # Mistral, Gemma 2/3, Cohere2, OLMo3, GPT-OSS...
    KnobRule("sliding_window_size", _windowed_layers),     # Inkling
    KnobRule("attention_chunk_size", _chunked_layers),     # Llama 4's chunked attention
    KnobRule("local_attention", _text),                    # ModernBERT's local layers (the whole window)
    KnobRule("attention_window", _text),                   # Longformer / LED (even: half a window each side)
    KnobRule("local_attention_window_len", _text),         # BLT
    KnobRule("attention_window_size", _text),              # RecurrentGemma
    KnobRule("keep_window_size", _text),                   # Doge: dynamic masking past this length
    KnobRule("local_radius", _text, long=LONG - 1),        # LongT5: blocks of radius + 1
    KnobRule("window_size", _text),                        # GPT-Neo's local layers (not Swin's image windows)
    KnobRule("chunk_size", _ssm),                          # Mamba-2 / NemotronH scan chunks
    KnobRule("mamba_chunk_size", _ssm),                    # Bamba, Falcon-H1, GraniteMoeHybrid
    KnobRule("block_size", _linear_attention),             # MiniMax lightning attention blocks
)


@dataclass(frozen=True, slots=True)
class Knob:
    """One knob found in a config: where it is, its real value, its long-regime value."""

    path: Path
    value: Any
    long: Any

    @property
    def name(self) -> str:
        return ".".join(self.path)


def _levels(cfg: Level, path: Path = ()) -> Iterator[tuple[Path, Level]]:
    """The config and every nested sub-config, with their paths."""
    yield path, cfg
    for key, value in cfg.items():
        if is_sub_config(key, value):
            yield from _levels(value, (*path, key))


def _rope_groups(level: Level) -> list[tuple[Path, Level]]:
    """``rope_parameters`` as (path inside the level, parameter set): one set, or one per layer type."""
    rope = level.get("rope_parameters")
    if not isinstance(rope, dict) or not rope:
        return []
    if all(isinstance(v, dict) for v in rope.values()):
        return [(("rope_parameters", k), v) for k, v in rope.items()]
    return [(("rope_parameters",), rope)]


def _rope_type(params: Level) -> str:
    return str(params.get("rope_type") or "default")


def _above(value: Any) -> bool:
    if isinstance(value, list):  # per-layer values (Longformer's attention_window may be a list)
        return bool(value) and all(is_int(v) for v in value) and max(value) > SEQ
    return is_int(value) and value > SEQ


def find_knobs(cfg: Level) -> list[Knob]:
    """The sequence knobs of a (real, unshrunk) config dict, each above the recipes' sequence."""
    found: list[Knob] = []
    for path, level in _levels(cfg):
        for rule in RULES:
            value = level.get(rule.key)
            if _above(value) and rule.applies(level):
                long = [rule.long] * len(value) if isinstance(value, list) else rule.long
                found.append(Knob((*path, rule.key), value, long))
        for sub, params in _rope_groups(level):
            kind = _rope_type(params)
            if kind == "longrope" and _above(params.get("original_max_position_embeddings")):
                found.append(Knob((*path, *sub, "original_max_position_embeddings"),
                                  params["original_max_position_embeddings"], LONG))
            elif "dynamic" in kind and _above(level.get("max_position_embeddings")):
                knob = Knob((*path, "max_position_embeddings"), level["max_position_embeddings"], LONG)
                if knob not in found:
                    found.append(knob)
    return found


def _kept(cfg: Level) -> list[tuple[Path, Any]]:
    """Values kept as they are in both regimes: the max positions a RoPE scaling is relative to."""
    kept = []
    for path, level in _levels(cfg):
        if any(t in _rope_type(p) for _, p in _rope_groups(level) for t in _SCALED_ROPE):
            for key in ("max_position_embeddings", "original_max_position_embeddings"):
                if is_int(level.get(key)):
                    kept.append(((*path, key), level[key]))
    return kept


def _set(cfg: Level, path: Path, value: Any) -> None:
    """Set ``path`` in ``cfg`` (copying each dict on the way, so the caller's nested dicts stay as they are)."""
    node = cfg
    for key in path[:-1]:
        child = node.get(key)
        if not isinstance(child, dict):
            return  # the shrunk config dropped this sub-config
        node[key] = child = dict(child)
        node = child
    node[path[-1]] = value


def knob_names(real: Level) -> tuple[str, ...]:
    """The dotted names of a real config's knobs (``text_config.sliding_window``...)."""
    return tuple(k.name for k in find_knobs(real))


def apply_regime(real: Level, shrunk: Level, regime: str) -> Level:
    """``shrunk`` with the knobs of ``real`` set for the regime.

    ``short`` puts each knob back to its real value (the shrinker cuts some); ``long`` sets it below
    the sequence. Raises ValueError for an unknown regime (the CLI validates it first).
    """
    if regime not in REGIMES:
        raise ValueError(f"unknown regime {regime!r} (allowed: {', '.join(REGIMES)})")
    out = dict(shrunk)
    for path, value in _kept(real):
        _set(out, path, value)
    for knob in find_knobs(real):
        _set(out, knob.path, knob.value if regime == "short" else knob.long)
    return out


def check_regime(what: str, regime: str, knobs: tuple[str, ...]) -> None:
    """Refuse a regime a model does not have.

    Raises:
        UsageError: an unknown regime name.
        CaseSkipped: ``long`` for a model without sequence knobs (it has only the short regime).
    """
    from hfcompat.errors import CaseSkipped, UsageError

    if regime not in REGIMES:
        raise UsageError(f"unknown regime {regime!r} (allowed: {', '.join(REGIMES)})")
    if regime == "long" and not knobs:
        raise CaseSkipped(f"{what} has no sequence knobs (sliding window, attention chunk...): "
                          "it has only the short regime")


def regimes_of(knobs: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The regimes a model has: ``("short",)``, or both when it has knobs."""
    return REGIMES if knobs else REGIMES[:1]
