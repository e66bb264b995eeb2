"""Time-series inputs: past values, time features, observed masks and the future window (the target).

Two families: the lagged-subsequence transformers (TimeSeriesTransformer, Informer, Autoformer), whose
past window is ``context_length + max(lags_sequence)`` long and whose features include time features
and static features; and the patching models (PatchTST, PatchTSMixer, TimesFM), whose past window is
``context_length`` (× channels).
"""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.inputs.context import InputContext

DEFAULT_CONTEXT = 32


def _context(ctx: InputContext) -> int:
    n = ctx.cfg("context_length", default=DEFAULT_CONTEXT)
    lags = ctx.cfg("lags_sequence")
    return int(n) + (max(lags) if isinstance(lags, list) and lags else 0)


def _channels(ctx: InputContext) -> int:
    return int(ctx.cfg("input_size", "num_input_channels", default=1))


def _window(ctx: InputContext, length: int) -> tuple[int, ...]:
    """``(B, L, channels)`` for multichannel models, ``(B, L)`` for univariate ones (and TimesFM)."""
    if ctx.cfg("num_input_channels") is not None:
        return (ctx.batch, length, _channels(ctx))
    if ctx.cfg("lags_sequence") is not None and _channels(ctx) > 1:
        return (ctx.batch, length, _channels(ctx))
    return (ctx.batch, length)


def past_values(ctx: InputContext) -> list[dict[str, Any]]:
    shape = _window(ctx, _context(ctx))
    values = ctx.rand(*shape) + 0.5  # positive: mean scaling divides by it
    found: dict[str, Any] = {"past_values": values}
    if ctx.accepts("past_observed_mask"):
        found["past_observed_mask"] = torch.ones_like(values)
    return [found]


def _time_features(ctx: InputContext, length: int) -> torch.Tensor:
    n = int(ctx.cfg("num_time_features", default=0) or 0) + int(ctx.cfg("num_dynamic_real_features", default=0) or 0)
    return ctx.randn(ctx.batch, length, n)


def past_time_features(ctx: InputContext) -> list[dict[str, Any]]:
    return [{"past_time_features": _time_features(ctx, _context(ctx))}]


def future_time_features(ctx: InputContext) -> list[dict[str, Any]]:
    return [{"future_time_features": _time_features(ctx, int(ctx.cfg("prediction_length", default=4)))}]


def future_values(ctx: InputContext) -> list[dict[str, Any]]:
    horizon = int(ctx.cfg("prediction_length", "horizon_length", default=4))
    return [{"future_values": ctx.rand(*_window(ctx, horizon)) + 0.5}]


def static_categorical_features(ctx: InputContext) -> list[dict[str, Any]]:
    cards = ctx.cfg("cardinality", default=[1])
    cols = [torch.randint(0, max(int(c), 1), (ctx.batch, 1), generator=ctx.gen) for c in cards]
    return [{"static_categorical_features": torch.cat(cols, dim=1)}]


def static_real_features(ctx: InputContext) -> list[dict[str, Any]]:
    return [{"static_real_features": ctx.randn(ctx.batch, int(ctx.cfg("num_static_real_features", default=1) or 1))}]


def past_values_padding(ctx: InputContext) -> list[dict[str, Any]]:
    values = ctx.inputs.get("past_values")
    shape = tuple(values.shape[:2]) if isinstance(values, torch.Tensor) else (ctx.batch, _context(ctx))
    return [{"past_values_padding": torch.zeros(shape, dtype=torch.long)}]


def freq(ctx: InputContext) -> list[dict[str, Any]]:
    """TimesFM's frequency index, one per series, as its prediction head hands it to the base model:
    ``(B, 1)`` (the docstring's ``(B,)`` embeds to ``(B, D)``, which does not broadcast over patches)."""
    return [{"freq": torch.zeros(ctx.batch, 1, dtype=torch.long)}]


GENERATORS = {
    "past_values": past_values,
    "past_time_features": past_time_features,
    "future_time_features": future_time_features,
    "future_values": future_values,
    "static_categorical_features": static_categorical_features,
    "static_real_features": static_real_features,
    "past_values_padding": past_values_padding,
    "freq": freq,
}
