"""``arch:<model_type>[:<ClassName>]``: a tiny random model of an architecture of the installed transformers.

The default config of the model type (``AutoConfig.for_model``) is shrunk by the generic shrinker,
the model type's override (if any) is merged in, and the default head (or the named class) is built
from it, after the meta-device size guard. Inputs follow the head.
"""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass
from typing import Any

from hfcompat.errors import CaseSkipped, FactoryError
from hfcompat.factory.full_size import step_shape
from hfcompat.factory.heads import default_head, task_of_class
from hfcompat.factory.instance import (
    MAX_TINY_PARAMS,
    config_for_class,
    count_params_on_meta,
    drop_derived,
    instantiate,
    missing_packages,
    real_config_dict,
    shrink_config,
)
from hfcompat.factory.model import BuiltModel, with_inputs
from hfcompat.factory.overrides import OVERRIDES
from hfcompat.factory.regimes import check_regime, knob_names
from hfcompat.specs.spec import ModelSpec


def class_name_of(model_type: str, class_name: str | None = None) -> str | None:
    """The class name an arch spec builds (named, overridden or default head), without importing it."""
    override = OVERRIDES.get(model_type)
    head = default_head(model_type)
    if class_name or (override and override.class_name):
        return class_name or (override.class_name if override else None)
    return head.class_name if head else None


def resolve_class(model_type: str, class_name: str | None) -> tuple[type, str, str]:
    """The class an arch spec builds (named, overridden or default head), its name and its task."""
    import transformers

    override = OVERRIDES.get(model_type)
    head = default_head(model_type)
    if head is None and class_name is None:  # a type that exists only as heads is built by naming one
        raise FactoryError(f"no model class for model type {model_type!r}")
    name = class_name or (override.class_name if override and override.class_name else head.class_name if head else "")
    try:
        cls = getattr(transformers, name, None)
        getattr(cls, "config_class", None)  # a placeholder class raises here when its backend is missing
    except ImportError as exc:  # transformers' placeholder for a class whose backend is missing
        packages = missing_packages(exc)
        raise CaseSkipped(
            f"{name} needs the optional package(s) {', '.join(packages) or '?'}, not installed here"
        ) from exc
    if cls is None:
        cls = _unexported_class(model_type, name)
    if cls is None and class_name is None:  # the installed transformers maps the type to a class it lacks
        import transformers

        raise CaseSkipped(
            f"transformers {transformers.__version__} maps {model_type} to {name}, which it does not define"
        )
    if cls is None:
        raise FactoryError(f"transformers has no class {name!r} (for {model_type})")
    return cls, name, task_of_class(model_type, name)


def _unexported_class(model_type: str, name: str) -> type | None:
    """A class the auto mappings name but ``transformers`` does not export, from the modeling module
    of its model type that defines it (transformers 5.24 maps voxtral_realtime_text to
    VoxtralRealtimeTextModel, defined in modeling_voxtral_realtime but left out of its ``__all__``)."""
    import importlib

    from transformers.models.auto.configuration_auto import model_type_to_module_name

    module_name = model_type_to_module_name(model_type)
    try:
        module = importlib.import_module(f"transformers.models.{module_name}.modeling_{module_name}")
    except ImportError:
        return None
    cls = getattr(module, name, None)
    return cls if isinstance(cls, type) else None


def check_steppable(cls: type[Any], class_name: str) -> None:
    """Refuse classes that have no single forward step to run (a skip with why, not a harness error).

    Raises:
        CaseSkipped: no forward at all (used through encode/decode or generate), or a stateful video
            tracker that runs frame by frame through an inference session its processor builds.
    """
    import inspect

    import torch

    if cls.forward is torch.nn.Module.forward:
        raise CaseSkipped(f"{class_name} defines no forward (it is used through other methods, e.g. encode/decode)")
    if "inference_session" in inspect.signature(cls.forward).parameters:
        raise CaseSkipped(f"{class_name} is a video tracker stepped frame by frame through an inference session "
                          "that its processor builds; there is no single forward step to compare")


@dataclass(frozen=True, slots=True)
class Resolved:
    """What an ``arch:`` spec builds, resolved without building: class, task, default config, knobs."""

    cls: type
    class_name: str
    task: str
    base: Any  # the default config object of the model type
    knobs: tuple[str, ...]


def resolve_arch(spec: ModelSpec) -> Resolved:
    """The class, task, default config and sequence knobs of an ``arch:`` spec (no model is built).

    Raises:
        FactoryError: a known gap, or no class for the type.
        CaseSkipped: the override's reason, a missing package, a class without a single step.
    """
    from transformers import AutoConfig

    model_type = spec.model_type or ""
    override = OVERRIDES.get(model_type)
    if override and override.skip:
        raise CaseSkipped(f"{model_type}: {override.skip}")
    gap = override.gap_for(class_name_of(model_type, spec.class_name)) if override else None
    if gap:  # every class of the type, named or not (sweep --all-classes names them all)
        raise FactoryError(f"{model_type}: a known factory gap, no valid inputs yet: {gap}")
    cls, class_name, task = resolve_class(model_type, spec.class_name)
    check_steppable(cls, class_name)
    with contextlib.redirect_stderr(io.StringIO()):
        base = AutoConfig.for_model(model_type)
    knobs = knob_names(real_config_dict(base.to_dict(), override))
    return Resolved(cls, class_name, task, base, knobs)


def build_arch(spec: ModelSpec, seed: int, regime: str = "short", padded: bool = True,
               batch: int | None = None, seq_len: int | None = None) -> BuiltModel:
    """Build the tiny model of an ``arch:`` spec and its inputs, on CPU, for a regime, at the
    recipes' shapes or those asked for (:func:`hfcompat.factory.full_size.step_shape`).

    Raises:
        FactoryError: the model or its inputs could not be built (what, and why).
        CaseSkipped: the model type cannot run here (the override's reason, or a missing package), or
            the long regime was asked of a model without sequence knobs.
    """
    model_type = spec.model_type or ""
    found = resolve_arch(spec)
    override = OVERRIDES.get(model_type)
    override = override.for_class(found.class_name) if override else None
    check_regime(spec.text, regime, found.knobs)
    base = found.base
    config = shrink_config(drop_derived(base.to_dict(), type(base)), type(base), override, model_type, regime)
    model, n_params = instantiate(
        found.cls, config_for_class(found.cls, config), found.class_name, seed, MAX_TINY_PARAMS
    )
    b, s = step_shape("tiny", batch, seq_len, config.to_dict())
    return with_inputs(model, model_type, found.class_name, found.task, n_params, seed, override, regime, found.knobs,
                       padded, b, s)


def plan_arch(model_type: str) -> str:
    """Whether the factory can build a model type, without weights or inputs: ``"yes (N params)"``,
    ``"skipped: why"`` or ``"no: why"`` (config shrunk, meta-device build, size guard)."""
    from transformers import AutoConfig

    override = OVERRIDES.get(model_type)
    try:
        if override and override.skip:
            raise CaseSkipped(override.skip)
        gap = override.gap_for(class_name_of(model_type)) if override else None
        if gap:
            raise FactoryError(f"known gap: {gap}")
        cls, class_name, _task = resolve_class(model_type, None)
        check_steppable(cls, class_name)
        with contextlib.redirect_stderr(io.StringIO()):
            base = AutoConfig.for_model(model_type)
        config = shrink_config(drop_derived(base.to_dict(), type(base)), type(base), override, model_type)
        n_params = count_params_on_meta(cls, config_for_class(cls, config), class_name)
    except CaseSkipped as exc:
        return f"skipped: {exc}"
    except FactoryError as exc:
        return f"no: {exc}"
    if n_params > MAX_TINY_PARAMS:
        return f"no: {n_params:,} parameters after shrinking (limit {MAX_TINY_PARAMS:,})"
    return f"yes ({n_params:,} params)"
