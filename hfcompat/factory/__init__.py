"""The model factory: from a spec to a CPU model in train mode and its seeded inputs (DESIGN.md §4).

Failures here are the harness's, never the backend's: they raise :class:`FactoryError` (a
``harness_error`` record naming what could not be built) or :class:`CaseSkipped`.
"""

from __future__ import annotations

import contextlib
import difflib
import io
from dataclasses import dataclass
from typing import Any

import torch

from hfcompat.errors import CaseSkipped, FactoryError, UsageError
from hfcompat.factory.heads import default_head, known_model_types, task_of_class
from hfcompat.factory.inputs import make_inputs
from hfcompat.factory.overrides import OVERRIDES
from hfcompat.factory.shrink import shrink_config_dict
from hfcompat.spec import ModelSpec, parse_spec

#: The size guard: a "tiny" model above this many parameters means the shrinker missed a width.
MAX_TINY_PARAMS = 30_000_000
SEED = 0


@dataclass(slots=True)
class BuiltModel:
    """A model on CPU in train mode with dropout off, and the inputs of one step."""

    model: torch.nn.Module
    inputs: dict[str, Any]
    model_type: str
    model_class: str
    task: str
    n_params: int


def validate_spec(text: str) -> ModelSpec:
    """Parse a spec and check what can be checked without building (the architecture exists).

    Raises:
        UsageError: a malformed spec or an unknown architecture (with close matches).
    """
    spec = parse_spec(text)
    if spec.source == "arch":
        types = known_model_types()
        if spec.model_type not in types:
            close = difflib.get_close_matches(spec.model_type or "", types, n=3, cutoff=0.6)
            hint = f"; did you mean {' or '.join(f'arch:{c}' for c in close)}?" if close else ""
            raise UsageError(f"unknown architecture {spec.model_type!r} in spec {text!r}{hint} "
                             f"({len(types)} are known: list them with `hfcompat ls archs`)")
    return spec


def build(spec: ModelSpec, seed: int = SEED) -> BuiltModel:
    """Build the model and inputs of a spec on CPU.

    Raises:
        FactoryError: the model or its inputs could not be built.
        CaseSkipped: the spec must not be built here.
    """
    if spec.source != "arch":
        raise CaseSkipped(f"{spec.source} specs are not supported yet by this factory")
    return _build_arch(spec, seed)


def _build_arch(spec: ModelSpec, seed: int) -> BuiltModel:
    import transformers
    from transformers import AutoConfig

    model_type = spec.model_type or ""
    override = OVERRIDES.get(model_type)
    head = default_head(model_type)
    if head is None:
        raise FactoryError(f"no model class for model type {model_type!r}")
    class_name = spec.class_name or (override.class_name if override and override.class_name else head.class_name)
    task = task_of_class(model_type, class_name)
    cls = getattr(transformers, class_name, None)
    if cls is None:
        raise FactoryError(f"transformers has no class {class_name!r} (for {model_type})")

    try:
        base = AutoConfig.for_model(model_type)
        cfg = shrink_config_dict(base.to_dict())
        if override:
            cfg.update(override.config)
        config = type(base).from_dict(cfg)
    except Exception as exc:  # noqa: BLE001  (any failure here is the factory's)
        raise FactoryError(f"config of {model_type} could not be shrunk: {type(exc).__name__}: {exc}") from exc
    return _instantiate(cls, config, model_type, class_name, task, seed)


def _instantiate(cls: Any, config: Any, model_type: str, class_name: str, task: str, seed: int) -> BuiltModel:
    try:
        with torch.device("meta"), contextlib.redirect_stderr(io.StringIO()):
            n_params = sum(p.numel() for p in cls(config).parameters())
    except Exception as exc:  # noqa: BLE001
        raise FactoryError(f"{class_name} could not be built from its shrunk config: {type(exc).__name__}: {exc}") from exc
    if n_params > MAX_TINY_PARAMS:
        raise FactoryError(f"{class_name} still has {n_params:,} parameters after shrinking (limit {MAX_TINY_PARAMS:,})")
    torch.manual_seed(seed)
    try:
        model = cls(config)
    except Exception as exc:  # noqa: BLE001
        raise FactoryError(f"{class_name} could not be built: {type(exc).__name__}: {exc}") from exc
    model.train()
    inputs = make_inputs(model, task, seed=seed)
    return BuiltModel(model, inputs, model_type, class_name, task, n_params)
