"""Workloads: what a case does with its model (docs/design.md §5) — a case axis beside mode and dtype.

=================  ==========================================================================
train              forward, backward and one ``torch.optim.AdamW`` step (:mod:`.train`)
infer              eval mode, one forward under ``torch.no_grad()`` (:mod:`.infer`)
generate           greedy ``generate`` of 8 tokens with the model's default cache (:mod:`.generate`)
generate-static    the same with ``cache_implementation="static"``
=================  ==========================================================================

Every model has train and infer; generate for classes that can generate (transformers'
``can_generate``), generate-static for those that can and whose class supports a static cache.
A class whose ``generate()`` is not token-by-token decoding that hands back each step's logits has
no generate workload (:data:`NO_STEP_LOGITS` says why; a case that asks for one is skipped with it).
The built-ins live in a table of import paths, so naming and planning workloads imports no torch
(the sweep parent never does); :func:`get_workload` imports the one a case runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hfcompat.records.axes import WORKLOADS
from hfcompat_backend.registry import LazyRegistry

if TYPE_CHECKING:
    from hfcompat.workloads.base import Workload

BUILTINS: dict[str, str] = {
    "train": "hfcompat.workloads.train:TrainWorkload",
    "infer": "hfcompat.workloads.infer:InferWorkload",
    "generate": "hfcompat.workloads.generate:GenerateWorkload",
    "generate-static": "hfcompat.workloads.generate:StaticGenerateWorkload",
}
assert tuple(BUILTINS) == WORKLOADS  # the record contract's list and this table are one list
REGISTRY: LazyRegistry[type[Workload]] = LazyRegistry("--workload", BUILTINS)


def get_workload(name: str) -> Workload:
    """A fresh instance of the workload ``name`` (one of :data:`WORKLOADS`; another is an
    :class:`~hfcompat_backend.registry.UnknownNameError` with close matches)."""
    return REGISTRY.get(name)()


#: Classes (or a base of theirs, by name) whose ``generate()`` returns no logits of its decode steps,
#: so the generate workloads, which compare every step's logits with the tokens, cannot judge them.
NO_STEP_LOGITS: dict[str, str] = {
    # Parakeet RNN-T / TDT and the Nemotron ASR transducers built on its mixin
    "ParakeetRNNTGenerationMixin": "its generate() is a transducer's greedy search, which returns the tokens and each "
                                   "token's frame advance (durations) but not the joint network's logits",
    "BarkSemanticModel": "its generate() returns the semantic token ids alone (cut from the sequences even with "
                         "return_dict_in_generate), not the logits of its steps",
    "ClvpModelForConditionalGeneration": "its generate() returns the speech ids with the text-speech similarity "
                                         "(logits_per_text), not the speech decoder's step logits",
    "DiffusionGemmaForBlockDiffusion": "its generate() denoises whole blocks of tokens by sampling "
                                       "(torch.multinomial) rather than decoding a token a step, and returns no "
                                       "logits (logits=None)",
}


def generate_limit(model_class: type) -> str | None:
    """Why the class has no generate workload though it can generate (None: it has one if it can)."""
    for base in getattr(model_class, "__mro__", ()):
        if base.__name__ in NO_STEP_LOGITS:
            return f"there are no step logits to compare: {NO_STEP_LOGITS[base.__name__]}"
    return None


def can_generate(model_class: type) -> bool:
    """Whether ``model.generate`` works for the class (transformers' own test)."""
    test = getattr(model_class, "can_generate", None)
    try:
        return bool(test()) if callable(test) else False
    except Exception:  # noqa: BLE001  (a class that cannot answer cannot generate)
        return False


def supports_static_cache(model_class: type) -> bool:
    """Whether ``cache_implementation="static"`` applies: transformers 5 marks classes whose forward
    runs with a fixed-shape (compilable) cache ``_can_compile_fullgraph``, and ignores the option for
    models whose cache is their own (``_supports_default_dynamic_cache`` False: Mamba, RWKV...)."""
    default_cache = getattr(model_class, "_supports_default_dynamic_cache", None)
    return (can_generate(model_class) and bool(getattr(model_class, "_can_compile_fullgraph", False))
            and (default_cache() if callable(default_cache) else True))


def workloads_for(model_class: type | None) -> tuple[str, ...]:
    """The workloads a model class has, in :data:`WORKLOADS` order (train and infer for any)."""
    names = ["train", "infer"]
    if model_class is not None and can_generate(model_class) and generate_limit(model_class) is None:
        names.append("generate")
        if supports_static_cache(model_class):
            names.append("generate-static")
    return tuple(names)
