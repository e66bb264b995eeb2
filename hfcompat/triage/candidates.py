"""The ops a replay found out of line, and which of them it names (issue 49).

Both replays (:mod:`hfcompat.triage.replay`, the CPU's op sequence; :mod:`hfcompat.triage.device_replay`,
the device's own) run each op alone with the other side's inputs, so errors do not accumulate and
every op out of line is out of line by itself. The first found is named (an error ends the search);
the others are listed, most out of line first (their judged error over their bound), so that a
reader sees every op the device runs worse than the CPU. An op met more than once is kept at its
first occurrence, with its worst.

Naming the op most out of line instead was measured, and is worse on XLA:CPU in bfloat16: its
backward sums accumulate in bfloat16, 30-195x their bound in every case of the torch-xla mutation
run, the same with every plant, while a 5% plant is 4-6x its bound; the healthy cases pass with
those sums. Named most-first, 80 of 109 plants were named; first-found, 91.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from hfcompat.triage.argspec import encode
from hfcompat.triage.op_outputs import OutOfLine

#: How many of the other ops out of line a record lists.
MAX_OTHERS = 10

Call = tuple[Any, tuple[Any, ...], dict[str, Any]]  # an op and its CPU inputs, raw


@dataclass(slots=True)
class Candidate:
    """An op found out of line: its first occurrence (what the record and the repro show), and how
    far out of line its worst occurrence is (``used``: the judged error over its bound; inf for an
    error or a verdict without a ratio)."""

    name: str
    overload: str
    phase: str
    kind: str  # "error" or "mismatch"
    detail: str
    max_abs: float | None
    used: float
    call: Call | None  # None: a composite run in place of a CPU-only kernel (nothing inside to look for)
    args: list[Any]  # encoded (argspec)
    kwargs: dict[str, Any]
    kernels: dict[str, list[str]] | None = None  # the composite's, where it ran for a CPU-only kernel
    repro_backward: bool = False


class Candidates:
    """The ops out of line so far, by name, in the order found."""

    def __init__(self) -> None:
        self._by_name: dict[str, Candidate] = {}

    def __bool__(self) -> bool:
        return bool(self._by_name)

    def add(self, name: str, overload: str, phase: str, kind: str, found: OutOfLine, call: Call | None,
            args: tuple[Any, ...] | None = None, kwargs: dict[str, Any] | None = None) -> Candidate | None:
        """Keep op ``name`` (``args``/``kwargs``: the inputs its repro runs, by default the call's).
        Return the new candidate; a later occurrence of an op already kept only raises its ``used``
        (None), unless it raises where the first did not (the error is kept, in the first's place)."""
        detail, max_abs, used = found
        known = self._by_name.get(name)
        if known is not None and (kind != "error" or known.kind == "error"):
            known.used = max(known.used, used)
            return None
        if args is None and call is not None:
            args, kwargs = call[1], call[2]
        taken = Candidate(name, overload, phase, kind, detail, max_abs, used, call,
                          [encode(a) for a in args or ()], {k: encode(v) for k, v in (kwargs or {}).items()})
        self._by_name[name] = taken
        return taken

    def ranked(self) -> list[Candidate]:
        """The first found (the culprit), then the others, most out of line first."""
        found = list(self._by_name.values())
        return found[:1] + sorted(found[1:], key=lambda c: -c.used)

    @staticmethod
    def settles(found: OutOfLine) -> bool:
        """Whether the search may stop here: an error, or a verdict without a ratio (a shape, a
        count, non-finite values), beside which the others' ratios say little."""
        return math.isinf(found[2])
