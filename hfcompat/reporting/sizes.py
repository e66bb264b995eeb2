"""Each model's tiny verdict beside its full-size one (issue 40: "same verdict at both sizes").

A run swept with ``--size tiny --size full`` holds every model twice: the real config shrunk, and as
it is at the shapes users run. The tiny cases are the breadth tool (op coverage over every
architecture); a reader deciding whether a checkpoint will train on the chip needs to know whether
the tiny verdict stands for the full-size one. This pairs the two cases of one model in one
workload, regime, dtype and strategy, and says where the verdicts (works or not) differ. A case
of one size only is left out; a pair with a side not judged (a full-size model the host cannot hold
is refused before it is built: ``skipped``) is listed but not counted. A "full" side cut to fewer
layers (``--layers``: real width, K layers per stack) is paired the same way but counted apart, as
"real width": it is never counted as full size.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from hfcompat.records.oom import blamed_op
from hfcompat.records.record import JUDGED, WORKS
from hfcompat.records.run_reader import works
from hfcompat.reporting.sections import Section

PAIR_FIELDS = ("spec", "backend", "mode", "dtype", "workload", "regime", "parallel")


@dataclass(frozen=True, slots=True)
class SizePair:
    """One model case at both sizes: the statuses, and the op blamed where a side does not work."""

    case: str  # the tiny case's id: the pair's name
    full_case: str
    tiny_status: str
    full_status: str
    same: bool | None  # works at both sizes, or at neither; None where a side was not judged (skipped...)
    tiny_op: str | None = None
    full_op: str | None = None
    full_error: str | None = None  # the full-size side's error where it does not work (an OOM, a refusal)
    layers: int | None = None  # the "full" side's --layers: real width, cut; never counted as full size


@dataclass(frozen=True, slots=True)
class SizeComparison:
    """The pairs of a run that holds both sizes, those whose verdicts differ first."""

    pairs: list[SizePair] = field(default_factory=list)

    @property
    def same(self) -> int:
        """Pairs with the same verdict at tiny and full size (cut ones not counted)."""
        return sum(p.same is True for p in self.pairs if p.layers is None)

    @property
    def judged(self) -> int:
        """Pairs judged at tiny and full size: the denominator (cut ones not counted)."""
        return sum(p.same is not None for p in self.pairs if p.layers is None)

    @property
    def text(self) -> str:
        whole = [p for p in self.pairs if p.layers is None]
        cut = [p for p in self.pairs if p.layers is not None]
        parts = [_agreement("same verdict at both sizes", "full size", whole)] if whole else []
        if cut:
            parts.append(_agreement("real width with fewer layers (--layers, not full size)", "cut", cut))
        return ". ".join(parts)

    def to_dict(self) -> dict[str, Any]:
        return {"same": self.same, "judged": self.judged, "pairs": len(self.pairs), "text": self.text,
                "rows": [asdict(p) for p in self.pairs]}


def _agreement(what: str, side: str, pairs: list[SizePair]) -> str:
    judged = [p for p in pairs if p.same is not None]
    tiny = sum(p.tiny_status in WORKS for p in judged)
    big = sum(p.full_status in WORKS for p in judged)
    n, left = len(judged), len(pairs) - len(judged)
    same = sum(p.same is True for p in judged)
    return (f"{what}: {same} of {n} model cases judged at both (works tiny {tiny}/{n}, {side} {big}/{n})"
            + (f"; {left} not judged at one size (listed, not counted)" if left else ""))


def size_pairs(cases: list[dict[str, Any]]) -> SizeComparison | None:
    """The tiny/full pairs among a run's latest records; None when the run does not hold both sizes."""
    tiny = {_key(c): c for c in cases if c.get("size") != "full"}  # older records carry no size: tiny
    full = [c for c in cases if c.get("size") == "full"]
    pairs = [_pair(tiny[_key(f)], f) for f in full if _key(f) in tiny]
    if not pairs:
        return None
    order = {False: 0, None: 1, True: 2}  # verdicts that differ, then pairs not judged at one size, then alike
    return SizeComparison(sorted(pairs, key=lambda p: (order[p.same], p.case, p.full_case)))


def _key(case: dict[str, Any]) -> tuple[str, ...]:
    return tuple(str(case.get(k) or "") for k in PAIR_FIELDS)


def _pair(small: dict[str, Any], big: dict[str, Any]) -> SizePair:
    return SizePair(
        case=str(small.get("case_id")), full_case=str(big.get("case_id")),
        tiny_status=str(small.get("status")), full_status=str(big.get("status")),
        same=works(small) == works(big) if {small.get("status"), big.get("status")} <= JUDGED else None,
        tiny_op=None if works(small) else blamed_op(small),
        full_op=None if works(big) else blamed_op(big),
        full_error=None if works(big) else (str(big.get("error") or "")[:200] or None),
        layers=big.get("layers"),
    )


def size_section(c: SizeComparison, limit: int) -> Section:
    """Each model's tiny verdict beside its full-size one; the pairs whose verdicts differ first."""
    shown = c.pairs[:max(limit, len(c.pairs) - c.same)]  # every pair that differs or was not judged, then some alike
    return Section(
        "Tiny and full size (--size tiny --size full)",
        notes=[c.text, "a model case at both sizes: the real config shrunk (tiny), and as it is at the shapes "
                       "users run (full); verdicts that differ first"],
        headers=["case (tiny)", "tiny", "full size", "same", "size part", "op (tiny / full)", "full-size error"],
        rows=[[p.case, p.tiny_status, p.full_status, {True: "yes", False: "NO", None: "-"}[p.same],
               p.full_case.rsplit("|", 1)[-1],
               f"{p.tiny_op or '-'} / {p.full_op or '-'}", p.full_error or "-"] for p in shown],
        more=len(c.pairs) - len(shown))
