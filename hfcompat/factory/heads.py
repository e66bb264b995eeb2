"""Which model class an ``arch:`` spec builds: the default head of a model type.

The default is the first task mapping of the installed transformers that lists the model type, in
an order that prefers heads with a loss and the architecture's natural task (a decoder's LM head, an
encoder's masked-LM head, a speech model's seq2seq or CTC head, a vision-language model's full
image-text-to-text model rather than its text-only decoder); the base model is the last resort.
The order and the head kind of a named class are :mod:`hfcompat.specs.classes`'s, applied here to
the imported mappings.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from hfcompat.specs.classes import SUFFIX_TASKS, TASK_ORDER, Classes, head_kind, imported_mappings

__all__ = ["SUFFIX_TASKS", "TASK_ORDER", "Head", "default_head", "known_model_types", "task_of_class"]


@dataclass(frozen=True, slots=True)
class Head:
    """A model class name and the task it serves."""

    class_name: str
    task: str


@functools.cache
def _mappings() -> dict[str, Classes]:
    return imported_mappings()


def known_model_types() -> list[str]:
    """Every model type with a base model class in the installed transformers, sorted."""
    return sorted(_mappings().get("MODEL_MAPPING_NAMES", {}))


def default_head(model_type: str) -> Head | None:
    """The class an ``arch:<model_type>`` spec builds, or ``None`` for an unknown type."""
    mappings = _mappings()
    for task, mapping_name in TASK_ORDER:
        names = mappings.get(mapping_name, {}).get(model_type)
        if names:
            return Head(names[0], task)
    return None


def task_of_class(model_type: str, class_name: str) -> str:
    """The task a named class serves (its head kind, :func:`hfcompat.specs.classes.head_kind`)."""
    return head_kind(model_type, class_name, _mappings())
