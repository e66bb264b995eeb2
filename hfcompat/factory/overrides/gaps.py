"""Known gaps: model types the factory cannot build valid inputs (or a consistent tiny config) for yet.

Each would otherwise reach the CPU reference with inputs the model rejects and show as a
``reference_error``, blaming the model for the harness's shortfall. Listed here, each becomes a
``harness_error`` that says what is missing (docs/design.md §4: the harness's fault, never the backend's).
Fixing one means deleting its entry and adding the recipe or override that makes it pass.

A gap stops every class of its type, named or not (``sweep --all-classes`` names each), except those
``_SPARED`` lists: classes of a gap type known to build and run all the same.
"""

from __future__ import annotations

from hfcompat.factory.overrides.base import Override

#: model type -> what the factory cannot yet do for it (none today: each former entry has its fix)
_GAPS: dict[str, str] = {}

#: model type -> its classes that work despite the type's gap (none of today's gap types has one)
_SPARED: dict[str, frozenset[str]] = {}

OVERRIDES: dict[str, Override] = {k: Override(reason="known factory gap", gap=v, gap_spared=_SPARED.get(k, frozenset()))
                                  for k, v in _GAPS.items()}
