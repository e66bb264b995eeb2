"""pandas tables of a run, written as parquet and CSV beside its records.jsonl (docs/design.md §10).

Three tables, each a pure function of the run's latest record per case (:mod:`hfcompat.records.run_reader`):

``cases``    one row per case: every record field (:data:`hfcompat.records.record.FIELDS`), the
             nested ones (``compare``, ``replay``, ``timings``...) as JSON text and ``fallback_ops``
             as a list of strings; plus ``judged`` (in the headline's denominator) after ``works``
             and the five timings as float columns after ``timings``; ``parallel`` and ``devices``
             as read (:func:`~hfcompat.records.record.parallel_of`: a record written before the
             parallel axis is ``single`` on 1 device), so a run's single and parallel cases group apart;
``timings``  tidy long: one row per (case, timing) with its seconds;
``errors``   tidy long: one row per (case, culprit op | fallback op | error message).

Parquet is the typed form, with a fixed schema (:data:`CASE_SCHEMA`) so that the tables of many
runs load as one dataset: ``datasets.load_dataset("parquet", data_files="runs/*/cases.parquet")``.
CSV is for eyes and spreadsheets: lists are joined with spaces. Nothing reads the tables back;
records.jsonl stays the single source of truth.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa

from hfcompat.records.oom import blamed_op, oom_of
from hfcompat.records.record import FIELDS, JUDGED, WORKS, Field, parallel_of
from hfcompat.records.run_reader import Run, case_id_of, load_run

TIMINGS = ("build_s", "reference_s", "device_s", "compile_s", "total_s")
TABLES = ("cases", "timings", "errors")

_STR, _INT, _FLOAT, _BOOL = pa.string(), pa.int64(), pa.float64(), pa.bool_()
_ARROW = {str: _STR, int: _INT, float: _FLOAT, bool: _BOOL, list: pa.list_(_STR), dict: _STR}


def _columns(f: Field) -> list[tuple[str, pa.DataType]]:
    """A field's column (nested ones hold JSON text), and the columns derived from it."""
    derived = {"works": [("judged", _BOOL)], "timings": [(name, _FLOAT) for name in TIMINGS]}
    return [(f.name, _ARROW[f.type]), *derived.get(f.name, [])]


CASE_SCHEMA = pa.schema([column for f in FIELDS for column in _columns(f)])
_KEYS = ("run_id", "case_id", "spec", "backend", "mode", "dtype", "status")
TIMING_SCHEMA = pa.schema([*((k, _STR) for k in _KEYS), ("timing", _STR), ("seconds", _FLOAT)])
ERROR_SCHEMA = pa.schema([*((k, _STR) for k in _KEYS), ("kind", _STR), ("op", _STR), ("phase", _STR),
                          ("source", _STR), ("error_type", _STR), ("error", _STR)])
SCHEMAS = {"cases": CASE_SCHEMA, "timings": TIMING_SCHEMA, "errors": ERROR_SCHEMA}


def cases_frame(run: Run) -> pd.DataFrame:
    """One row per case, the columns of :data:`CASE_SCHEMA`."""
    return _frame([_case_row(r) for r in run.cases], CASE_SCHEMA)


def timings_frame(run: Run) -> pd.DataFrame:
    """Tidy long: one row per (case, timing) the record has."""
    rows = []
    for r in run.cases:
        for name, seconds in sorted((r.get("timings") or {}).items()):
            if isinstance(seconds, (int, float)) and not isinstance(seconds, bool):
                rows.append({**_keys(r), "timing": name, "seconds": float(seconds)})
    return _frame(rows, TIMING_SCHEMA)


def errors_frame(run: Run) -> pd.DataFrame:
    """Tidy long: one row per culprit op, out of memory (kind ``oom``: the op and phase in flight then,
    no culprit), fallback op and error message of each case."""
    rows = []
    for r in run.cases:
        if op := blamed_op(r):
            rows.append({**_keys(r), "kind": "culprit", "op": op, "phase": r.get("culprit_phase"),
                         "source": r.get("culprit_source")})
        if oom := oom_of(r):
            rows.append({**_keys(r), "kind": "oom", "op": oom.get("op"), "phase": oom.get("phase"),
                         "source": oom.get("source")})
        for op in r.get("fallback_ops") or []:
            rows.append({**_keys(r), "kind": "fallback", "op": str(op)})
        if r.get("error"):
            rows.append({**_keys(r), "kind": "error", "phase": r.get("phase"), "error_type": r.get("error_type"),
                         "error": r["error"]})
    return _frame(rows, ERROR_SCHEMA)


def frames(run: Run) -> dict[str, pd.DataFrame]:
    """The three tables by name."""
    return {"cases": cases_frame(run), "timings": timings_frame(run), "errors": errors_frame(run)}


def write_tables(run: Run | str | Path, out: str | Path | None = None) -> list[Path]:
    """Write ``<table>.parquet`` and ``<table>.csv`` for each table into ``out`` (default: the run dir).

    Each file is written to a temporary name and renamed, so a reader never sees half a table.
    Raises UsageError for a directory that is not a readable run.
    """
    run = run if isinstance(run, Run) else load_run(run)
    dest = Path(out) if out is not None else run.path
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for name, frame in frames(run).items():
        parquet, csv = dest / f"{name}.parquet", dest / f"{name}.csv"
        _atomic(parquet, partial(_write_parquet, frame, SCHEMAS[name]))
        _atomic(csv, partial(_write_csv, frame))
        written += [parquet, csv]
    return written


def _case_row(r: dict[str, Any]) -> dict[str, Any]:
    row = {f.name: _CELL[f.type](r.get(f.name)) for f in FIELDS}
    parallel, devices = parallel_of(r)
    row.update(case_id=case_id_of(r), works=r.get("status") in WORKS, judged=r.get("status") in JUDGED,
               parallel=parallel, devices=devices)
    timings = r["timings"] if isinstance(r.get("timings"), dict) else {}
    for name in TIMINGS:
        row[name] = _float(timings.get(name))
    return row


def _keys(r: dict[str, Any]) -> dict[str, Any]:
    return {k: case_id_of(r) if k == "case_id" else _text(r.get(k)) for k in _KEYS}


def _frame(rows: list[dict[str, Any]], schema: pa.Schema) -> pd.DataFrame:
    # Through arrow with the fixed schema: column types do not depend on which values this run has
    # (an all-null column would otherwise become a null-typed one and break concatenating runs).
    table = pa.Table.from_pylist(rows, schema=schema)
    frame: pd.DataFrame = table.to_pandas(types_mapper={pa.int64(): pd.Int64Dtype()}.get)
    return frame


def _write_parquet(frame: pd.DataFrame, schema: pa.Schema, path: Path) -> None:
    frame.to_parquet(path, schema=schema, index=False)


def _write_csv(frame: pd.DataFrame, path: Path) -> None:
    _csv_view(frame).to_csv(path, index=False)


def _csv_view(frame: pd.DataFrame) -> pd.DataFrame:
    if "fallback_ops" not in frame.columns:
        return frame
    view = frame.copy()
    view["fallback_ops"] = [" ".join(ops) if ops is not None else "" for ops in view["fallback_ops"]]
    return view


def _atomic(path: Path, write: Callable[[Path], object]) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        write(tmp)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def _text(value: Any) -> str | None:
    if value is None:
        return None
    return value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=str)


def _int(value: Any) -> int | None:
    try:
        return None if value is None or isinstance(value, bool) else int(value)
    except (TypeError, ValueError):
        return None


def _float(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _bool(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _strings(value: Any) -> list[str]:
    return [str(item) for item in value] if isinstance(value, (list, tuple)) else []


def _json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True, default=str)


# A record value -> its cell, by the field's type: what a field holds never changes a column's type.
_CELL: dict[type, Callable[[Any], Any]] = {str: _text, int: _int, float: _float, bool: _bool, list: _strings,
                                           dict: _json}
