"""Hub and local specs: ``<org>/<name>[@revision]`` and a directory holding a ``config.json``.

The config comes through huggingface_hub (``config.json`` only: no weights are fetched for
``--size tiny``), from the local HF cache when offline. Then:

- ``--size tiny`` (default): the real config, shrunk by the same shrinker as ``arch:`` specs, so the
  tiny model keeps the checkpoint's features (rope type, attention kinds, MoE, sliding windows);
  random weights;
- ``--size full``: the real config as it is; ``--weights random`` initialises it,
  ``--weights pretrained`` loads the checkpoint, **from safetensors only** (pickle-only checkpoints are
  refused: unpickling runs code).

What cannot run here is ``skipped`` with the reason: offline and not cached, gated, not found, remote
code (``auto_map``) without ``--trust-remote-code``, a model type this transformers does not know.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hfcompat.errors import CaseSkipped, FactoryError, UsageError
from hfcompat.factory.full_size import ParamCount, default_shape, deterministic_config, step_shape
from hfcompat.factory.heads import default_head, task_of_class
from hfcompat.factory.instance import (
    MAX_TINY_PARAMS,
    config_for_class,
    describe_error,
    instantiate,
    param_count,
    param_count_on_meta,
    real_config_dict,
    shrink_config,
)
from hfcompat.factory.model import BuiltModel, with_inputs
from hfcompat.factory.overrides import OVERRIDES
from hfcompat.factory.regimes import apply_regime, check_regime, knob_names
from hfcompat.factory.shrink import cut_layers
from hfcompat.specs.layer_count import layer_count
from hfcompat.specs.spec import ModelSpec

PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".ckpt", ".pkl")
#: --size full refuses models above this many parameters (a CPU reference must fit in memory).
MAX_FULL_PARAMS = int(os.environ.get("HFCOMPAT_MAX_FULL_PARAMS", 4_000_000_000))
#: Remote-code Auto classes in order of preference, with the task each serves.
REMOTE_AUTO_CLASSES = (
    ("AutoModelForCausalLM", "causal-lm"), ("AutoModelForSeq2SeqLM", "seq2seq-lm"),
    ("AutoModelForMaskedLM", "masked-lm"), ("AutoModelForImageClassification", "image-classification"),
    ("AutoModelForSequenceClassification", "sequence-classification"), ("AutoModel", "base"),
)


def fetch_config(spec: ModelSpec) -> Path:
    """The path of the spec's config.json (downloaded, or from the HF cache when offline).

    Raises:
        CaseSkipped: offline and not cached, gated, not found, unknown revision.
    """
    if spec.source == "local":
        return Path(spec.path or "") / "config.json"
    from huggingface_hub import constants, errors, hf_hub_download

    repo = spec.repo_id or ""
    where = f"{repo}@{spec.revision}" if spec.revision else repo
    try:
        return Path(hf_hub_download(repo, "config.json", revision=spec.revision))
    except errors.GatedRepoError as exc:
        raise CaseSkipped(f"{where} is gated: accept its licence on the Hub and log in") from exc
    except errors.RevisionNotFoundError as exc:
        raise CaseSkipped(f"{where}: revision {spec.revision!r} not found on the Hub") from exc
    except errors.RepositoryNotFoundError as exc:
        raise CaseSkipped(f"{where} not found on the Hub (or private)") from exc
    except (errors.LocalEntryNotFoundError, errors.OfflineModeIsEnabled, OSError) as exc:
        if constants.HF_HUB_OFFLINE:
            raise CaseSkipped(
                f"{where} is not in the local HF cache and the Hub is offline (HF_HUB_OFFLINE=1)"
            ) from exc
        raise CaseSkipped(
            f"{where}: config.json could not be fetched and is not cached: {describe_error(exc)}"
        ) from exc


def _weight_files(spec: ModelSpec, folder: Path) -> list[str]:
    names = [p.name for p in folder.iterdir() if p.is_file()]
    if spec.source == "hub":
        from huggingface_hub import HfApi, constants

        if not constants.HF_HUB_OFFLINE:
            with contextlib.suppress(Exception):  # the listing only sharpens the message
                names += HfApi().list_repo_files(spec.repo_id or "", revision=spec.revision)
    return sorted(set(names))


def check_safetensors(spec: ModelSpec, folder: Path) -> None:
    """Refuse pickle-only checkpoints (unpickling runs code) and say when no weights are there.

    Raises:
        CaseSkipped: no ``*.safetensors`` file (with why: pickle only, or not downloaded/cached).
    """
    files = _weight_files(spec, folder)
    if any(f.endswith(".safetensors") for f in files):
        return
    pickles = [f for f in files if f.endswith(PICKLE_SUFFIXES)]
    if pickles:
        raise CaseSkipped(f"refused: {spec.text} has only pickle weights ({', '.join(pickles[:3])}); hfcompat loads "
                          "safetensors only, because unpickling a checkpoint can run arbitrary code")
    raise CaseSkipped(f"{spec.text}: no safetensors weights found (not downloaded or not in the local HF cache)")


def _class_for(config: Any, model_type: str) -> tuple[type, str, str]:
    import transformers

    for name in getattr(config, "architectures", None) or []:
        cls = getattr(transformers, name, None)
        if cls is not None:
            return cls, name, task_of_class(model_type, name)
    head = default_head(model_type)
    if head is None:
        raise FactoryError(f"no model class for model type {model_type!r}")
    override = OVERRIDES.get(model_type)
    name = override.class_name if override and override.class_name else head.class_name
    return getattr(transformers, name), name, task_of_class(model_type, name)


def _remote_class(config_dict: dict[str, Any]) -> tuple[type, str, str]:
    import transformers

    auto_map = config_dict.get("auto_map") or {}
    for auto_name, task in REMOTE_AUTO_CLASSES:
        if auto_name in auto_map:
            return getattr(transformers, auto_name), str(auto_map[auto_name]).split(".")[-1], task
    raise FactoryError(f"auto_map names no model class hfcompat can build: {sorted(auto_map)}")


@dataclass(frozen=True, slots=True)
class HubModel:
    """A Hub or local spec resolved without weights: its real config, the class to build, its knobs."""

    config: Any
    cls: type
    class_name: str
    task: str
    model_type: str
    remote: bool
    source: str
    revision: str | None
    folder: Path
    knobs: tuple[str, ...]


def resolve_hub(spec: ModelSpec, trust_remote_code: bool = False) -> HubModel:
    """Fetch the config (config.json only) and resolve the class a Hub or local spec builds.

    Raises:
        CaseSkipped: see :func:`fetch_config`; remote code without ``trust_remote_code``; unknown type.
        FactoryError: the config is unreadable or cannot be loaded.
    """
    from transformers import AutoConfig
    from transformers.models.auto.configuration_auto import CONFIG_MAPPING_NAMES

    config_path = fetch_config(spec)
    folder = config_path.parent
    try:
        config_dict = json.loads(config_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise FactoryError(f"{spec.text}: config.json is unreadable: {describe_error(exc)}") from exc
    remote = "auto_map" in config_dict
    if remote and not trust_remote_code:
        raise CaseSkipped(f"{spec.text} needs remote code (auto_map in config.json); "
                          "it runs only with --trust-remote-code")
    model_type = str(config_dict.get("model_type") or "")
    if not remote and model_type not in CONFIG_MAPPING_NAMES:
        import transformers

        raise CaseSkipped(
            f"{spec.text}: model type {model_type!r} is unknown to transformers {transformers.__version__}"
        )
    source = str(folder) if spec.source == "local" else (spec.repo_id or "")
    revision = spec.revision if spec.source == "hub" else None
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            config = AutoConfig.from_pretrained(source, revision=revision, trust_remote_code=trust_remote_code)
    except Exception as exc:
        raise FactoryError(f"{spec.text}: config could not be loaded: {describe_error(exc)}") from exc
    cls, class_name, task = _remote_class(config_dict) if remote else _class_for(config, model_type)
    knobs = knob_names(real_config_dict(config.to_dict(), OVERRIDES.get(model_type)))
    return HubModel(config, cls, class_name, task, model_type, remote, source, revision, folder, knobs)


def build_hub(spec: ModelSpec, seed: int, size: str = "tiny", weights: str = "random",
              trust_remote_code: bool = False, regime: str = "short", padded: bool = True,
              batch: int | None = None, seq_len: int | None = None,
              afford: Callable[[ParamCount], None] | None = None, layers: int | None = None) -> BuiltModel:
    """Build a Hub or local model and its inputs on CPU (see the module docstring), for a regime:
    ``short`` keeps the checkpoint's sequence knobs, ``long`` sets them below the sequence (at
    ``--size full`` as well: the real model with its windows cut). A full-size config has its
    randomness turned off (:func:`~hfcompat.factory.full_size.deterministic_config`, each change in
    ``config_changes``), and ``afford`` hears its parameter count before anything is allocated.
    ``layers`` (``--layers``, full size only) cuts each layer stack of the real config to that many,
    one layer of every kind kept (:func:`~hfcompat.factory.shrink.cut_layers`; each change in
    ``config_changes``).

    Raises:
        CaseSkipped: see :func:`resolve_hub` and :func:`check_safetensors`; long for a model without knobs.
        FactoryError: the config or model could not be built.
    """
    found = resolve_hub(spec, trust_remote_code)
    check_regime(spec.text, regime, found.knobs)
    config, cls, class_name, task, model_type = found.config, found.cls, found.class_name, found.task, found.model_type
    source, revision, folder = found.source, found.revision, found.folder
    override = OVERRIDES.get(model_type)
    real, changes = float32_config(config.to_dict())
    if size == "tiny":
        config = shrink_config(real, type(config), override, spec.text, regime)
    else:
        fixed, more = deterministic_config(apply_regime(real, real, regime) if regime == "long" else real)
        changes += more
        if layers is not None:
            has = layer_count(fixed)
            if layers > has:
                raise UsageError(f"bad --layers {layers}: {spec.text} has {has} layers at most in a stack")
            fixed, cut = cut_layers(fixed, layers)
            changes += cut
        with contextlib.redirect_stderr(io.StringIO()):
            config = type(config).from_dict(fixed)
    shape = step_shape(size, batch, seq_len, config.to_dict())
    if found.remote:
        built = _build_remote(spec, cls, class_name, task, config, source, revision, size, weights, seed,
                              afford if size == "full" else None, shape)
        return dataclasses.replace(built, regime=regime, knobs=found.knobs, config_changes=tuple(changes))
    config = config_for_class(cls, config)
    if weights == "pretrained":
        check_safetensors(spec, folder)
        _refuse_too_big(spec, param_count_on_meta(cls, config, class_name), afford)
        model = _load_pretrained(spec, cls, source, revision, trust_remote_code=False, config=config)
    else:
        limit = MAX_TINY_PARAMS if size == "tiny" else None
        if size == "full":
            try:
                _refuse_too_big(spec, param_count_on_meta(cls, config, class_name), afford)
            except CaseSkipped as exc:  # say how many layers of the real width would fit, unless cut already
                hint = "" if layers is not None else _layers_hint(spec, cls, type(config), class_name, fixed, afford)
                raise CaseSkipped(f"{exc}{hint}") from None
        model, n_params = instantiate(cls, config, class_name, seed, limit)
    return with_inputs(model, model_type, class_name, task, n_params, seed, override, regime, found.knobs, padded,
                       *shape, tuple(changes))


def float32_config(config_dict: dict[str, Any], path: str = "") -> tuple[dict[str, Any], list[str]]:
    """A copy of a config dict whose sub-configs name no storage dtype, and what changed.

    The factory builds in float32 and the case casts to its own dtype; but a sub-config's ``dtype``
    (LLaVA-1.5's ``text_config``: float16) builds that tower in it, leaving the model half float16
    whatever the case asks. The top level's is not applied by a class built from its config."""
    out: dict[str, Any] = {}
    changes: list[str] = []
    for key, value in config_dict.items():
        if isinstance(value, dict):
            value, inner = float32_config(value, f"{path}{key}.")
            changes += inner
        elif key in ("dtype", "torch_dtype") and path and value not in (None, "float32"):
            changes.append(f"{path}{key} {value} -> None (built in float32, then cast to the case's dtype)")
            value = None
        out[key] = value
    return out, changes


def _layers_hint(spec: ModelSpec, cls: Any, config_type: Any, class_name: str, real: dict[str, Any],
                 afford: Callable[[ParamCount], None] | None) -> str:
    """``"; --layers K at most fits ..."``: the most layers per stack (at least 2) whose model the
    guards let through, from the parameters of the real config cut to 2 and 3 layers (each layer
    of a stack the same size past the kinds kept); empty where not even 2 fit or none is counted."""
    def params(k: int) -> ParamCount:
        with contextlib.redirect_stderr(io.StringIO()):
            cut = config_for_class(cls, config_type.from_dict(cut_layers(real, k)[0]))
        return param_count_on_meta(cls, cut, class_name)

    def fits(n: int) -> bool:
        try:
            _refuse_too_big(spec, ParamCount(n, largest), afford)
        except CaseSkipped:
            return False
        return True

    try:
        counted = params(2), params(3)
    except (CaseSkipped, FactoryError):
        return ""
    two, per = counted[0].total, counted[1].total - counted[0].total
    largest = max(c.largest for c in counted)  # an embedding, most often: the same at any depth
    if not fits(two):
        return "; not even --layers 2 fits (the embeddings and the kept layers alone)"
    most = 2
    while most < layer_count(real) and fits(two + (most + 1 - 2) * per):
        most += 1
    return f"; --layers {most} fits ({two + (most - 2) * per:,} parameters; --layers 2 keeps one layer of every kind)"


def _refuse_too_big(spec: ModelSpec, count: ParamCount, afford: Callable[[ParamCount], None] | None = None) -> None:
    """The full-size guards, before anything is allocated: the parameter limit, then the host's memory."""
    if count.total > MAX_FULL_PARAMS:
        raise CaseSkipped(f"{spec.text} has {count.total:,} parameters, above the full-size limit "
                          f"{MAX_FULL_PARAMS:,} (HFCOMPAT_MAX_FULL_PARAMS)")
    if afford is not None:
        afford(count)


def _load_pretrained(spec: ModelSpec, loader: Any, source: str, revision: str | None, trust_remote_code: bool,
                     config: Any = None) -> Any:
    extra = {"config": config} if config is not None else {}  # the long regime's config (windows cut)
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            model = loader.from_pretrained(source, revision=revision, use_safetensors=True,
                                           trust_remote_code=trust_remote_code, **extra)
    except Exception as exc:
        raise FactoryError(f"{spec.text}: pretrained weights could not be loaded: {describe_error(exc)}") from exc
    model.train()
    return model


def _build_remote(spec: ModelSpec, auto_cls: Any, class_name: str, task: str, config: Any, source: str,
                  revision: str | None, size: str, weights: str, seed: int,
                  afford: Callable[[ParamCount], None] | None = None,
                  shape: tuple[int, int] | None = None) -> BuiltModel:
    """Remote code, allowed by --trust-remote-code: the Auto class named in auto_map builds it."""
    import torch

    model_type = str(getattr(config, "model_type", "") or "")
    if weights == "pretrained":
        check_safetensors(spec, Path(source) if spec.source == "local" else fetch_config(spec).parent)
        model = _load_pretrained(spec, auto_cls, source, revision, trust_remote_code=True, config=config)
    else:
        torch.manual_seed(seed)
        try:
            model = auto_cls.from_config(config, trust_remote_code=True)
        except Exception as exc:
            raise FactoryError(f"{spec.text}: remote-code model could not be built: {describe_error(exc)}") from exc
        model.train()
    count = param_count(model)
    n_params = count.total
    if afford is not None:  # remote code is not counted on the meta device: guarded once built, before the references
        afford(count)
    batch, seq = shape or default_shape(size)
    return with_inputs(model, model_type, class_name, task, n_params, seed, None, batch=batch, seq=seq)
