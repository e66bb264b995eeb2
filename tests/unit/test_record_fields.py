"""One field table drives the record: every field is in new records, reaches cases.parquet and .csv
(nested ones as JSON text), round-trips through records.jsonl, and is listed in docs/records.md."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from hfcompat.records.record import (
    FIELDS,
    RECORD_FIELDS,
    UNROUNDED,
    Case,
    fields_markdown,
    new_record,
    type_problems,
)
from hfcompat.records.run_reader import load_run
from hfcompat.records.run_writer import RunDir
from hfcompat.records.tables import CASE_SCHEMA, write_tables
from tests.conftest import ROOT

CASE = Case("arch:llama", "torch-xla", "lazy", "float32", "infer", "long")
IDENTITY = ("schema", "case_id", "spec", "backend", "mode", "dtype", "workload", "regime", "works", "run_id")
SAMPLE: dict[type, Any] = {
    str: "text with | and \"quotes\"", int: 7, float: 2.5, bool: True, list: ["aten::histc", "aten::nonzero"],
    dict: {"ok": False, "n": 3, "worst": "model.layers.0.weight", "per": {"a": [1, 2], "b": None}},
}


def full_record() -> dict[str, Any]:
    """A record with a non-null value of its type in every field."""
    fields = {f.name: SAMPLE[f.type] for f in FIELDS if f.name not in IDENTITY}
    fields.update(status="fail_accuracy", timings={"build_s": 1.25, "total_s": 3.0, "step_s": 0.5})
    return new_record(CASE, **fields)


def test_new_record_has_every_field_in_table_order_and_conforms() -> None:
    record = new_record(CASE)
    assert tuple(record) == RECORD_FIELDS
    assert type_problems(record) == []
    assert type_problems(full_record()) == []
    assert set(RECORD_FIELDS) == {f.name for f in FIELDS} and len(RECORD_FIELDS) == len(FIELDS)


def test_type_problems_names_a_field_of_the_wrong_type() -> None:
    bad = {**full_record(), "n_params": "many", "works": 1, "attempt": True, "fallback_ops": ["ok", 3]}
    assert [p.split(":")[0] for p in type_problems(bad)] == ["n_params", "works", "fallback_ops", "attempt"]


def test_a_record_round_trips_through_records_jsonl(tmp_path: Path) -> None:
    record = full_record()
    RunDir(tmp_path / "run", meta={"backend": "torch-xla", "modes": ["lazy"]}).add(dict(record))
    (back,) = load_run(tmp_path / "run").records
    # a null inside an object is left out on disk (its reader's .get gives it back), but in the
    # fields kept as written (UNROUNDED, compared with the rest below), and the versions, which the
    # run's meta took as this first record gave them (FROM_META) and gives back
    objects = [f.name for f in FIELDS
               if f.type is dict and f.name not in UNROUNDED and f.name not in IDENTITY and f.name != "versions"]
    assert objects and all(back[name]["per"] == {"a": [1, 2]} for name in objects)
    assert {k: v for k, v in back.items() if k not in objects} == {
        **{k: v for k, v in record.items() if k not in objects}, "run_id": back["run_id"]}
    assert type_problems(back) == []


def test_every_field_reaches_cases_parquet_and_csv(tmp_path: Path) -> None:
    record = full_record()
    RunDir(tmp_path / "run", meta={"backend": "torch-xla", "modes": ["lazy"]}).add(dict(record))
    write_tables(tmp_path / "run")
    table = pq.read_table(tmp_path / "run" / "cases.parquet")
    assert table.schema.equals(CASE_SCHEMA)
    (row,) = table.to_pylist()
    (on_disk,) = load_run(tmp_path / "run").records  # the tables hold what the line holds
    for f in FIELDS:
        assert f.name in row, f"{f.name} is missing from cases.parquet"
        value, cell = on_disk[f.name], row[f.name]
        if f.name == "run_id":
            continue
        if f.nested:
            assert table.schema.field(f.name).type == pa.string()
            assert json.loads(cell) == value, f.name
        else:
            assert cell == value, f.name
    assert row["judged"] is True and row["build_s"] == 1.25 and row["total_s"] == 3.0 and row["device_s"] is None
    csv = pd.read_csv(tmp_path / "run" / "cases.csv")
    assert set(RECORD_FIELDS) <= set(csv.columns)
    assert csv.loc[0, "fallback_ops"] == "aten::histc aten::nonzero"
    assert json.loads(csv.loc[0, "replay"]) == {**SAMPLE[dict], "per": {"a": [1, 2]}}


def test_a_wrongly_typed_value_does_not_change_a_column_type(tmp_path: Path) -> None:
    odd = {**new_record(CASE, status="pass"), "n_params": "n/a", "works": "yes", "compare": [1, 2], "cause": {"x": 1}}
    RunDir(tmp_path / "run", meta={}).add(odd)
    write_tables(tmp_path / "run")
    table = pq.read_table(tmp_path / "run" / "cases.parquet")
    assert table.schema.equals(CASE_SCHEMA)
    (row,) = table.to_pylist()
    assert row["n_params"] is None and row["works"] is True and json.loads(row["compare"]) == [1, 2]
    assert json.loads(row["cause"]) == {"x": 1}


@pytest.mark.parametrize("doc", ["docs/records.md"])
def test_the_docs_list_the_fields_of_the_table(doc: str) -> None:
    text = (ROOT / doc).read_text(encoding="utf-8")
    begin = "<!-- record fields: made by scripts/record_fields.py from FIELDS in hfcompat/records/record.py -->\n"
    assert begin in text, f"{doc} has no record field table"
    listed = text.split(begin, 1)[1].split("<!-- end of record fields -->", 1)[0]
    assert listed == fields_markdown(), f"{doc} is out of date: run .venv/bin/python scripts/record_fields.py"
