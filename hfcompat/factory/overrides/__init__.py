"""Per-model-type overrides: what the generic shrinker and recipes cannot guess, each with a reason.

An entry's ``config`` is deep-merged into the shrunk config dict before ``from_dict``; ``class_name``
replaces the default head; ``inputs`` adjusts the generated inputs (it gets the
:class:`~hfcompat.factory.inputs.context.InputContext`); ``skip`` marks a type that cannot be run
here, with why; ``gap`` marks a type the factory cannot make valid inputs for yet (a harness_error
with that reason, see :mod:`.gaps`). Add an entry only with the reason that makes it necessary: the table is where
breadth is won, and where it is audited. The table is split by modality, one module each.
"""

from __future__ import annotations

import dataclasses

from hfcompat.factory.overrides.base import Override, deep_merge

__all__ = ["OVERRIDES", "Override", "deep_merge"]


def _table() -> dict[str, Override]:
    from hfcompat.factory.overrides import (
        audio,
        dense,
        gaps,
        generative_heads,
        head_inputs,
        multimodal,
        text,
        timeseries,
        vision,
    )

    table: dict[str, Override] = {}
    for module in (text, vision, dense, audio, multimodal, timeseries, head_inputs, generative_heads):
        for key, entry in module.OVERRIDES.items():
            assert key not in table, f"override for {key} defined twice"
            table[key] = entry
    for key, entry in gaps.OVERRIDES.items():  # a gap can sit on top of a partial override
        table[key] = (dataclasses.replace(table[key], gap=entry.gap, gap_spared=entry.gap_spared) if key in table
                      else entry)
    return table


OVERRIDES: dict[str, Override] = _table()
