"""A sharded run directory (``shard-I-of-N/`` run folders) reads as the one run ``hfcompat merge`` writes,
its logs and repros found in the shard that holds them; merge copies repros; logs are stored once."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from hfcompat.cli import main
from hfcompat.errors import UsageError
from hfcompat.records.merge import merge_runs
from hfcompat.records.run_reader import load_run
from hfcompat.records.run_writer import RunDir
from hfcompat.reporting.dashboard import build_dashboard
from tests.dashboard.synthetic import record

META = {"backend": "torch-xla", "modes": ["lazy"], "dtype": "float32"}


def failing(spec: str, repro: str, workload: str = "train") -> dict[str, Any]:
    return record(spec, "fail_unsupported_op", workload=workload, regime="short", culprit_op="aten::histc",
                  culprit_phase="forward", error="histc unsupported", repro=repro)


def shard(path: Path, i: int, n: int, cases: list[tuple[dict[str, Any], str]], repros: dict[str, str],
          **meta: Any) -> Path:
    """A shard's run directory: its records with their logs, and its repro scripts."""
    run = RunDir(path, meta={**META, "shard": f"{i}/{n}", "started_at": f"2026-12-0{i}T00:00:00+00:00", **meta})
    for rec, log in cases:
        run.add(dict(rec), log)
    for name, text in repros.items():
        (path / "repros").mkdir(exist_ok=True)
        (path / "repros" / name).write_text(text)
    run.write_meta(ended_at=f"2026-12-0{i}T01:00:00+00:00", n_cases=len(cases))
    return path


def two_shards(root: Path) -> Path:
    """``root`` as a sharded run directory of two shards; each holds a repro named alike, with other text."""
    shard(root / "shard-1-of-2", 1, 2, [(failing("arch:dbrx", "repros/histc.py"), "dbrx log\n"),
                                        (record("arch:llama", "pass", workload="train", regime="short"), "")],
          {"histc.py": "# dbrx's script\n"})
    shard(root / "shard-2-of-2", 2, 2, [(failing("arch:mixtral", "repros/histc.py"), "mixtral log\n")],
          {"histc.py": "# mixtral's script\n"})
    return root


def without_ids(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in r.items() if k not in ("run_id", "repro", "log")} for r in records]


def test_a_sharded_directory_reads_as_the_run_merge_writes(tmp_path: Path) -> None:
    sharded = two_shards(tmp_path / "run")
    joined = load_run(sharded)
    merged = load_run(merge_runs(sorted(sharded.glob("shard-*")), tmp_path / "merged").path)
    assert without_ids(joined.records) == without_ids(merged.records)
    assert [r["shard_run_id"] for r in joined.records] == [r["shard_run_id"] for r in merged.records]
    assert {r["run_id"] for r in joined.records} == {joined.run_id}
    for key in ("backend", "modes", "dtype", "started_at", "n_cases", "ended_at"):
        assert joined.meta[key] == merged.meta[key], key
    assert [m["dir"] for m in joined.meta["merged_from"]] == ["shard-1-of-2", "shard-2-of-2"]
    # Each case's files are found in its own shard, though both shards hold a repros/histc.py.
    mixtral = next(r for r in joined.cases if r["spec"] == "arch:mixtral")
    assert joined.locate(mixtral["repro"], mixtral).read_text() == "# mixtral's script\n"
    assert joined.log_of(mixtral).read_text() == "mixtral log\n"
    # A meta.json of its own (an earlier merged copy's) keeps that run id for links and baselines.
    (sharded / "meta.json").write_text(json.dumps({"run_id": "kept-id", "command": "hfcompat merge ..."}))
    again = load_run(sharded)
    assert again.run_id == "kept-id" and {r["run_id"] for r in again.records} == {"kept-id"}


def test_shards_that_are_not_of_one_sweep_are_refused_on_reading(tmp_path: Path) -> None:
    sharded = two_shards(tmp_path / "run")
    meta = json.loads((sharded / "shard-2-of-2" / "meta.json").read_text())
    (sharded / "shard-2-of-2" / "meta.json").write_text(json.dumps({**meta, "dtype": "bfloat16"}))
    with pytest.raises(UsageError, match="different dtype"):
        load_run(sharded)


def test_report_baseline_and_dashboard_work_on_a_sharded_directory(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    sharded = two_shards(tmp_path / "run")
    assert main(["report", str(sharded)]) == 0
    out = capsys.readouterr().out
    assert re.search(r"\b1/3\b", out), out  # one of the three cases (both shards) works
    assert main(["report", str(sharded), "--baseline", str(sharded), "--fail-on-regression"]) == 0
    site = tmp_path / "site"
    html = build_dashboard([sharded], site).read_text()
    payload = json.loads(re.search(r'id="hfc-data">(.*?)</script>', html, re.S).group(1))
    logs = {c["record"]["spec"]: c["log"] for c in payload["cases"]}
    assert (site / logs["arch:mixtral"]).read_text() == "mixtral log\n"  # from the second shard
    assert (site / logs["arch:dbrx"]).read_text() == "dbrx log\n"
    hrefs = [f["repro_href"] for f in payload["failures"] if f["repro_href"]]
    assert hrefs and all((site / h).is_file() for h in hrefs)
    assert len((site / "data").glob("*/records.jsonl").__next__().read_text().splitlines()) == 3


def test_merge_copies_each_records_repro_and_keeps_both_of_a_name(tmp_path: Path) -> None:
    sharded = two_shards(tmp_path / "run")
    merged = load_run(merge_runs(sorted(sharded.glob("shard-*")), tmp_path / "merged").path)
    scripts = {r["spec"]: merged.locate(r["repro"], r) for r in merged.cases if r.get("repro")}
    assert scripts["arch:dbrx"].read_text() == "# dbrx's script\n"
    assert scripts["arch:mixtral"].read_text() == "# mixtral's script\n"  # not overwritten, not the dbrx one
    assert scripts["arch:mixtral"].name == "histc-shard2.py"
    assert {r["spec"]: merged.log_of(r).read_text() for r in merged.cases if merged.log_of(r)} == {
        "arch:dbrx": "dbrx log\n", "arch:mixtral": "mixtral log\n"}


def test_a_log_is_stored_once_per_content_and_never_overwritten(tmp_path: Path) -> None:
    run = RunDir(tmp_path / "r", meta=META)
    first = run.add(failing("arch:dbrx", "", workload="generate"), "same text\n")
    second = run.add(failing("arch:dbrx", "", workload="generate-static"), "same text\n")
    assert not first.get("log") and second["log"] == "logs/arch_dbrx_torch-xla_lazy_float32_generate_short.log"
    assert len(list((tmp_path / "r" / "logs").iterdir())) == 1
    rerun = run.add(failing("arch:dbrx", "", workload="generate"), "other text\n")  # the first case again
    reread = load_run(tmp_path / "r")
    assert reread.log_of(reread.records[1]).read_text() == "same text\n"  # still the one it was written with
    assert reread.log_of(rerun).read_text() == "other text\n" and rerun["log"] != second["log"]
