"""From a config and a class to a model on CPU: the shrink ladder, the meta-device size guard, the seeded build.

Shared by every spec source: ``arch:`` (a default config shrunk), Hub and local directories (a real
config, shrunk for ``--size tiny`` or as it is for ``--size full``).
"""

from __future__ import annotations

import contextlib
import io
import re
from typing import Any

import torch

from hfcompat.errors import CaseSkipped, FactoryError
from hfcompat.factory.full_size import ParamCount
from hfcompat.factory.overrides import Override, deep_merge
from hfcompat.factory.regimes import apply_regime
from hfcompat.factory.shrink import INIT_STD, shrink_config_dict
from hfcompat.factory.timm_towers import shrink_timm_towers

#: The size guard: a "tiny" model above this many parameters means the shrinker missed a width.
MAX_TINY_PARAMS = 50_000_000  # embeddings of 250k-token vocabularies are legitimately ~8M each at width 32
_MISSING_PACKAGE = re.compile(r"requires the (\S+) library|No module named '([\w.]+)'")


def describe_error(exc: BaseException) -> str:
    """``Type: first line`` of an exception, and of its root cause when that says more."""
    def line(e: BaseException) -> str:
        text = next((ln.strip() for ln in str(e).splitlines() if ln.strip()), "")
        return f"{type(e).__name__}: {text}" if text else type(e).__name__

    root = exc
    while root.__cause__ is not None or (root.__context__ is not None and not root.__suppress_context__):
        root = root.__cause__ or root.__context__  # type: ignore[assignment]
    return line(exc) if root is exc else f"{line(exc)} (cause: {line(root)})"


def missing_packages(exc: BaseException) -> list[str]:
    """The optional packages an ImportError says are missing (transformers' requires_backends wording)."""
    found = [a or b for a, b in _MISSING_PACKAGE.findall(str(exc))]
    return sorted(dict.fromkeys(f.split(".")[0] for f in found))


#: Keys a config carries that are not dataclass fields but are worth keeping as they are.
_KEEP_NON_FIELDS = frozenset({"model_type", "output_attentions", "_name_or_path"})
#: In a sub-config, a backbone's chosen output stages are the parent's choice, not derived.
_KEEP_IN_SUB = frozenset({"out_features", "out_indices", "stage_names"})


def drop_derived(config_dict: dict[str, Any], config_cls: Any, top: bool = True) -> dict[str, Any]:
    """A default config dict without the values ``__post_init__`` derived from the default sizes.

    ``to_dict()`` of a default config also holds attributes computed from the full-size fields
    (head sizes, per-component widths, stage names...). They are not dataclass fields; left in, they
    would keep their full-size values next to shrunk fields. Dropped, they are derived again from the
    shrunk ones. Sub-configs get the same treatment through their own classes.
    """
    import dataclasses

    from transformers.models.auto.configuration_auto import CONFIG_MAPPING

    if not dataclasses.is_dataclass(config_cls):
        return config_dict
    fields = {f.name for f in dataclasses.fields(config_cls)}
    if {"architecture", "model_args"} <= fields:
        # A timm wrapper: what it holds beyond its fields was set, not derived (FastVLM's hidden_size, PE's
        # num_classes), and to_dict() keeps its labels as num_classes/label_names, which from_dict reads back.
        return config_dict
    keep = _KEEP_NON_FIELDS | (frozenset() if top else _KEEP_IN_SUB)
    out: dict[str, Any] = {}
    for key, value in config_dict.items():
        if key not in fields and key not in keep:
            continue
        sub_type = value.get("model_type") if isinstance(value, dict) else None
        if sub_type and sub_type in CONFIG_MAPPING:
            value = drop_derived(value, CONFIG_MAPPING[sub_type], top=False)
        out[key] = value
    return out


def real_config_dict(config_dict: dict[str, Any], override: Override | None) -> dict[str, Any]:
    """The real config with the override merged in: where the regime reads the knobs' real values."""
    return deep_merge(config_dict, override.config) if override else config_dict


def shrink_config(config_dict: dict[str, Any], config_cls: Any, override: Override | None, what: str,
                  regime: str = "short") -> Any:
    """The shrunk config object: shrink, apply the override, shrink the timm towers (:mod:`.timm_towers`),
    set the sequence knobs for the regime (:mod:`.regimes`), rebuild with ``from_dict``.

    Tried with a small vocabulary first, then keeping the vocabulary (a validator may tie token ranges
    to it). Raises FactoryError naming the first attempt's root cause.
    """
    errors: list[str] = []
    real = real_config_dict(config_dict, override)
    for keep_vocab in (False, True):
        try:
            d = shrink_config_dict(config_dict, keep_vocab=keep_vocab or bool(override and override.keep_vocab))
            if override:
                d = deep_merge(d, override.config)
            d = apply_regime(real, shrink_timm_towers(d), regime)
            with contextlib.redirect_stderr(io.StringIO()):
                return config_cls.from_dict(d)
        except ImportError as exc:  # a sub-config class whose backend (timm...) is missing
            packages = missing_packages(exc)
            if packages:
                raise CaseSkipped(f"the config of {what} needs the optional package(s) {', '.join(packages)}, "
                                  "not installed here") from exc
            errors.append(describe_error(exc))
        except Exception as exc:  # noqa: BLE001  (any failure here is the factory's)
            errors.append(describe_error(exc))
    raise FactoryError(f"config of {what} could not be shrunk: {errors[0]}")


def config_for_class(cls: Any, config: Any) -> Any:
    """The config ``cls`` takes: the composite config, or the sub-config of ``cls.config_class``.

    ``*ForCausalLM`` of a multimodal family takes its text config, an audio encoder its audio config.
    """
    wanted = getattr(cls, "config_class", None)
    if wanted is None or isinstance(config, wanted):
        return config
    for name in getattr(type(config), "sub_configs", {}) or {}:
        sub = getattr(config, name, None)
        if isinstance(sub, wanted):
            return sub
    return config


def count_params_on_meta(cls: Any, config: Any, class_name: str) -> int:
    """Build on the meta device (no memory) and count parameters: the size guard's measure.

    Raises:
        CaseSkipped: the class needs an optional package that is not installed.
        FactoryError: the class cannot be built from this config.
    """
    return param_count_on_meta(cls, config, class_name).total


def param_count_on_meta(cls: Any, config: Any, class_name: str) -> ParamCount:
    """:func:`count_params_on_meta`, with the largest tensor's count (the full-size memory guard's).

    Raises:
        CaseSkipped: the class needs an optional package that is not installed.
        FactoryError: the class cannot be built from this config.
    """
    try:
        with torch.device("meta"), contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
            return param_count(cls(config))
    except ImportError as exc:
        packages = missing_packages(exc)
        if packages:
            raise CaseSkipped(f"{class_name} needs the optional package(s) {', '.join(packages)}, "
                              "not installed here") from exc
        raise FactoryError(f"{class_name} could not be built: {describe_error(exc)}") from exc
    except Exception as exc:
        raise FactoryError(f"{class_name} could not be built from its config: {describe_error(exc)}") from exc


def param_count(model: torch.nn.Module) -> ParamCount:
    """A model's parameters (a tied tensor once) and its largest tensor's."""
    sizes = [p.numel() for p in model.parameters()]
    return ParamCount(sum(sizes), max(sizes, default=0))


def instantiate(
    cls: Any, config: Any, class_name: str, seed: int, max_params: int | None
) -> tuple[torch.nn.Module, int]:
    """The model on CPU in train mode, after the meta-device size guard.

    Raises:
        FactoryError: the class cannot be built, or it is above ``max_params`` (a missed width).
        CaseSkipped: an optional package is missing.
    """
    n_params = count_params_on_meta(cls, config, class_name)
    if max_params is not None and n_params > max_params:
        raise FactoryError(f"{class_name} still has {n_params:,} parameters after shrinking (limit {max_params:,}): "
                           "a width the shrinker does not know")
    torch.manual_seed(seed)
    try:
        with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
            model = cls(config)
    except Exception as exc:
        raise FactoryError(f"{class_name} could not be built: {describe_error(exc)}") from exc
    randomize_zero_matrices(model, seed)
    model.train()
    return model, n_params


def randomize_zero_matrices(model: torch.nn.Module, seed: int, std: float = INIT_STD) -> list[str]:
    """Give every all-zero weight matrix random values; returns their names.

    Some models start a projection at zero on purpose (Gemma 3's multimodal projector, adaLN
    modulations): trained weights never are, and at zero every gradient upstream of it is exactly zero,
    so a wrong kernel in the whole tower behind it moves nothing the comparator can see (issue 14).
    Vectors stay as built: zero biases and the zero-centred norm weights of ``1 + w`` norms are
    ordinary there. Seeded apart from the build, so the rest of the model is unchanged.
    """
    woken = []
    gen = torch.Generator().manual_seed(seed + 1)
    with torch.no_grad():
        for name, param in model.named_parameters():
            if param.dim() >= 2 and param.numel() and param.is_floating_point() and not param.any():
                param.copy_(torch.randn(param.shape, generator=gen, dtype=param.dtype) * std)
                woken.append(name)
    return woken
