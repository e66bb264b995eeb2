"""The factory's product: a model on CPU in train mode and the inputs of one step."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch

from hfcompat.factory.inputs import make_inputs
from hfcompat.factory.overrides import Override


@dataclass(slots=True)
class BuiltModel:
    """A model on CPU in train mode with dropout off, and the inputs of one step."""

    model: torch.nn.Module
    inputs: dict[str, Any]
    model_type: str
    model_class: str
    task: str
    n_params: int


def with_inputs(model: torch.nn.Module, model_type: str, class_name: str, task: str, n_params: int, seed: int,
                override: Override | None) -> BuiltModel:
    """Make the step's inputs for a built model (the override's hook adjusts them)."""
    inputs = make_inputs(model, task, seed=seed, adjust=override.inputs if override else None)
    return BuiltModel(model, inputs, model_type, class_name, task, n_params)
