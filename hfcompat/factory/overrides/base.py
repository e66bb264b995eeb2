"""The override entry and its merge: what each per-modality table module builds its entries from.

Kept apart from the package's ``__init__`` (which joins the tables) so that the table modules
import this, not the package that imports them: with ``Override`` in ``__init__``, the package and
every table module imported each other (issue 24).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Override:
    """What to change for one model type, and why."""

    reason: str
    config: dict[str, Any] = field(default_factory=dict)
    class_name: str | None = None
    inputs: Callable[[Any], None] | None = None
    skip: str | None = None
    keep_vocab: bool = False
    gap: str | None = None  # a known factory shortfall: the type is a harness_error saying what is missing
    # classes of a gap type known to build and run all the same (the gap is the type's other classes')
    gap_spared: frozenset[str] = frozenset()
    # config that only some classes of the type need, by class name, merged over ``config``: the settings
    # of those classes' own checkpoints where they differ from the type's other heads (issue 50)
    class_config: dict[str, dict[str, Any]] = field(default_factory=dict)

    def gap_for(self, class_name: str | None) -> str | None:
        """The known gap that stops ``class_name`` (any class of the type, named or its default head), or None.

        A gap is the harness's shortfall for the whole type: a class built regardless would reach the CPU
        reference with what the harness cannot yet make right and end a ``reference_error`` that blames the
        model. Only the classes ``gap_spared`` names, known to work, are built.
        """
        return None if class_name in self.gap_spared else self.gap

    def for_class(self, class_name: str | None) -> Override:
        """This entry as the class ``class_name`` takes it: its ``class_config`` merged into ``config``."""
        extra = self.class_config.get(class_name or "")
        if not extra:
            return self
        return dataclasses.replace(self, config=deep_merge(self.config, extra))


def deep_merge(base: dict[str, Any], update: dict[str, Any]) -> dict[str, Any]:
    """``base`` with ``update`` merged in; nested dicts merge, anything else replaces."""
    out = dict(base)
    for key, value in update.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out
