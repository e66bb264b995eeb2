"""The factory's product: a model on CPU in train mode, the inputs of one step, and a generate prompt."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch

from hfcompat.factory.inputs import make_input_sets
from hfcompat.factory.inputs.context import BATCH, SEQ
from hfcompat.factory.overrides import Override


@dataclass(slots=True)
class BuiltModel:
    """A model on CPU in train mode with dropout off, and the inputs of one step.

    ``regime`` is the shapes it was built for (:mod:`hfcompat.factory.regimes`) and ``knobs`` the
    sequence knobs its real config has (empty: the model has only the short regime). ``gen_inputs``
    are the inputs of ``model.generate()`` (a short prompt, batch 2, sample 1 padded; media for a
    multimodal model; no labels), None when the model cannot generate.
    """

    model: torch.nn.Module
    inputs: dict[str, Any]
    model_type: str
    model_class: str
    task: str
    n_params: int
    regime: str = "short"
    knobs: tuple[str, ...] = ()
    gen_inputs: dict[str, Any] | None = None
    batch: int = BATCH  # the step's samples and text tokens (hfcompat.factory.full_size)
    seq_len: int = SEQ
    # what the factory changed in a full-size config (determinism) and for the head (a pad token its users set)
    config_changes: tuple[str, ...] = ()


def with_inputs(model: torch.nn.Module, model_type: str, class_name: str, task: str, n_params: int, seed: int,
                override: Override | None, regime: str = "short", knobs: tuple[str, ...] = (),
                padded: bool = True, batch: int = BATCH, seq: int = SEQ,
                config_changes: tuple[str, ...] = ()) -> BuiltModel:
    """Make the step's inputs and the generate prompt for a built model (the override's hook adjusts them);
    what the inputs' recipe set on the config for the head joins ``config_changes``."""
    sets = make_input_sets(model, task, seed=seed, adjust=override.inputs if override else None, padded=padded,
                           batch=batch, seq=seq)
    return BuiltModel(model, sets.step, model_type, class_name, task, n_params, regime, knobs, sets.prompt,
                      batch, seq, (*config_changes, *sets.config_changes, *dropouts_off(model)))


def dropouts_off(model: torch.nn.Module) -> list[str]:
    """Set every dropout and stochastic-depth module still drawing to 0; returns what it changed, for
    ``config_changes``.

    The shrinker zeroes the config's drop probabilities, but a module may draw on a probability its
    config does not hold: a decoder's token classifier falls back to ``nn.Dropout(0.1)`` when the config
    has no ``classifier_dropout`` (issue 50), and a timm tower keeps timm's own ``drop_path_rate``
    (OmDet-Turbo's Swin-T: 0.1), which no transformers config field reaches. CPU and device draw
    different masks, so one such module fails every train step on a correct device. Stochastic depth
    and DropBlock modules (timm's and transformers' ``*DropPath``) hold their rate in ``drop_prob``."""
    drawing: dict[float, list[str]] = {}
    depth: dict[str, list[tuple[str, float]]] = {}  # per class: a schedule gives each block its own rate
    for name, module in model.named_modules():
        if isinstance(module, torch.nn.modules.dropout._DropoutNd) and module.p > 0:
            drawing.setdefault(module.p, []).append(name)
            module.p = 0.0
        rate = getattr(module, "drop_prob", None)
        if isinstance(rate, (int, float)) and not isinstance(rate, bool) and rate > 0:
            depth.setdefault(type(module).__name__, []).append((name, float(rate)))
            module.drop_prob = 0.0
    why = "(a module the config's drop probabilities do not reach)"
    changes = [f"{', '.join(names)}: dropout {p} -> 0.0 {why}" for p, names in sorted(drawing.items())]
    for kind, found in sorted(depth.items()):
        lo, hi = min(r for _, r in found), max(r for _, r in found)
        rates = f"{lo:.3g}" if lo == hi else f"{lo:.3g}-{hi:.3g}"
        changes.append(f"{', '.join(n for n, _ in found)}: {kind} drop_prob {rates} -> 0.0 {why}")
    return changes
