"""A failed case's repro: the culprit call written as a one-file script, and the record pointed at it.

The file format (name form, sidecar, shared scripts) is :mod:`hfcompat.records.repros`'s; this module
decides, from the case, what goes in: the encoded call (:mod:`hfcompat.triage.argspec`) and, for a
failure that does not depend on its inputs' values, the dtype its shared script stands for.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hfcompat.records.record import Case
from hfcompat.records.repros import ReproCall, value_independent, write_repro


def add_repro(record: dict[str, Any], case: Case, repro_dir: Path | None, event_op: str, overload: str,
              phase: str, args: list[Any], kwargs: dict[str, Any], expected: str, backward: bool = False) -> None:
    """Write the culprit's repro script and point the record at it, as ``repros/<file>``.

    ``repro_dir`` is the run directory's ``repros/`` folder, so the path is relative to the run;
    ``backward``: the script judges the op's backward too. A record whose status says the op has no
    kernel (:func:`~hfcompat.records.repros.value_independent`) gets the script its run shares for
    (op, backend, mode, dtype). Set the record's status before calling this.
    """
    if repro_dir is None:
        return
    call = ReproCall(op=event_op, overload=overload, backend=case.backend, mode=case.mode, args=args, kwargs=kwargs,
                     case_id=case.case_id, phase=phase, failure=record.get("error") or "", expected=expected,
                     backward=backward, shared_dtype=case.dtype if value_independent(record) else None)
    record["repro"] = f"repros/{write_repro(repro_dir, call).name}"
