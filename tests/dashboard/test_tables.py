"""The tables beside records.jsonl: one row per case, tidy long timings and errors, a fixed parquet
schema that the ``datasets`` library loads, and the Hub push's checks."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from hfcompat.errors import UsageError
from hfcompat.records.export import push_run_to_hub, validate_repo_id
from hfcompat.records.run_reader import load_run
from hfcompat.records.tables import CASE_SCHEMA, cases_frame, errors_frame, timings_frame, write_tables
from tests.dashboard.synthetic import record

RECORDS = [
    record("arch:a", "fail_crash"),
    record("arch:a", "pass", attempt=2, timings={"build_s": 1.0, "total_s": 3.5}),  # the case's last record
    record("arch:b", "pass_with_fallback", fallback_ops=["aten::histc", "aten::nonzero"], timings=None),
    record("arch:c", "fail_unsupported_op", culprit_op="aten::histc", culprit_phase="backward",
           culprit_source="exception", error="no lowering for aten::histc", n_params=None),
]


def test_cases_frame_has_one_row_per_case_from_its_last_record(make_run: Callable[..., Path]) -> None:
    df = cases_frame(load_run(make_run("r", RECORDS)))
    assert list(df["spec"]) == ["arch:a", "arch:b", "arch:c"]
    assert list(df["status"]) == ["pass", "pass_with_fallback", "fail_unsupported_op"]
    assert list(df["works"]) == [True, True, False] and list(df["judged"]) == [True, True, True]
    assert df.loc[0, "total_s"] == 3.5 and pd.isna(df.loc[1, "total_s"])
    assert list(df.loc[1, "fallback_ops"]) == ["aten::histc", "aten::nonzero"]
    assert str(df["n_params"].dtype) == "Int64" and pd.isna(df.loc[2, "n_params"])
    assert list(df.columns) == CASE_SCHEMA.names


def test_long_tables_are_tidy(make_run: Callable[..., Path]) -> None:
    run = load_run(make_run("r", RECORDS))
    t = timings_frame(run)
    assert t[t["spec"] == "arch:a"][["timing", "seconds"]].values.tolist() == [["build_s", 1.0], ["total_s", 3.5]]
    e = errors_frame(run)
    assert e[["spec", "kind", "op"]].fillna("").values.tolist() == [
        ["arch:b", "fallback", "aten::histc"], ["arch:b", "fallback", "aten::nonzero"],
        ["arch:c", "culprit", "aten::histc"], ["arch:c", "error", ""]]
    assert e.loc[2, "phase"] == "backward"


def test_written_tables_keep_one_schema_whatever_values_a_run_has(make_run: Callable[..., Path]) -> None:
    full = make_run("full", RECORDS)
    bare = make_run("bare", [record("arch:z", "skipped", versions=None, timings=None, n_params=None)])
    for run_dir in (full, bare):
        write_tables(run_dir)
    schemas = [pd.read_parquet(d / "cases.parquet").dtypes.to_dict() for d in (full, bare)]
    assert schemas[0] == schemas[1]
    both = pd.concat([pd.read_parquet(d / "cases.parquet") for d in (full, bare)])
    assert len(both) == 4
    csv = pd.read_csv(full / "cases.csv")
    assert csv.loc[1, "fallback_ops"] == "aten::histc aten::nonzero"
    assert not list(full.glob(".*.tmp"))


def test_datasets_loads_the_parquet_of_several_runs(make_run: Callable[..., Path]) -> None:
    datasets = pytest.importorskip("datasets", reason="datasets is in the dev extra")
    dirs = [make_run("one", RECORDS), make_run("two", [record("arch:z", "skipped", n_params=None)])]
    for d in dirs:
        write_tables(d)
    ds = datasets.load_dataset("parquet", data_files=[str(d / "cases.parquet") for d in dirs], split="train")
    assert ds.num_rows == 4
    assert sorted(ds["spec"]) == ["arch:a", "arch:b", "arch:c", "arch:z"]
    assert ds.features["fallback_ops"].feature.dtype == "string"


class FakeHub:
    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.files: list[str] = []

    def create_repo(self, repo_id: str, **kwargs: Any) -> None:
        self.calls.append(("create_repo", {"repo_id": repo_id, **kwargs}))

    def upload_folder(self, **kwargs: Any) -> str:
        self.calls.append(("upload_folder", kwargs))
        root = Path(kwargs["folder_path"])
        self.files = sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())
        return "commit"


def test_push_uploads_one_folder_per_run_with_a_card(make_run: Callable[..., Path]) -> None:
    run_dir = make_run("r", RECORDS)
    hub = FakeHub()
    assert push_run_to_hub(run_dir, "org/hfcompat-results", api=hub) == "commit"
    run_id = load_run(run_dir).run_id
    assert hub.calls[0] == ("create_repo", {"repo_id": "org/hfcompat-results", "repo_type": "dataset",
                                            "private": False, "exist_ok": True})
    assert hub.calls[1][1]["repo_type"] == "dataset"
    assert "README.md" in hub.files and f"runs/{run_id}/records.jsonl" in hub.files
    assert f"runs/{run_id}/cases.parquet" in hub.files and not any("/logs/" in f for f in hub.files)


@pytest.mark.parametrize("repo_id", ["no-namespace", "a/b/c", "org/bad--name", "org/ends.git", ""])
def test_push_refuses_a_bad_repo_id_before_anything_else(repo_id: str, make_run: Callable[..., Path]) -> None:
    hub = FakeHub()
    with pytest.raises(UsageError, match="repo id"):
        push_run_to_hub(make_run("r", RECORDS), repo_id, api=hub)
    assert hub.calls == []


def test_push_refuses_a_missing_or_empty_run(tmp_path: Path, make_run: Callable[..., Path]) -> None:
    hub = FakeHub()
    with pytest.raises(UsageError, match="no such run directory"):
        push_run_to_hub(tmp_path / "nope", "org/name", api=hub)
    with pytest.raises(UsageError, match="no records"):
        push_run_to_hub(make_run("empty", []), "org/name", api=hub)
    assert hub.calls == [] and validate_repo_id("org/name") == "org/name"
