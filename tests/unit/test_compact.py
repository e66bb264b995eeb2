"""``hfcompat compact`` (issue 47): one record line per case, the same report, and no file left that
no kept line names; a ``--rerun`` sweep compacts its run when it ends."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, ClassVar

import pytest

import hfcompat.sweep as sweep
from hfcompat.cli import main
from hfcompat.records.compact import compact_run
from hfcompat.records.record import Case, case_id_of, new_record
from hfcompat.records.run_reader import load_run
from hfcompat.records.run_writer import RunDir
from hfcompat.reporting.report import build_report
from hfcompat.sweep.executor import EXECUTORS, Executor, SweepResult
from hfcompat.sweep.sink import RecordSink
from tests.dashboard.synthetic import record, synthetic_records


def superseded_run(path: Path) -> Path:
    """A run whose cases have superseded lines of every kind, with repros and logs named by them."""
    run = RunDir(path, meta={"backend": "torch-xla", "modes": ["lazy"], "started_at": "2026-11-30T10:00:00+00:00"})
    (run.path / "repros").mkdir()
    for r in synthetic_records(40):
        run.add(dict(r), f"log of {r['case_id']}\n" if r["status"].startswith("fail_") else "")
    rerun = record("arch:llama-9000", "fail_error", repro="repros/old.py")  # failed, then --rerun: passes
    run.add(dict(rerun), "old failure\n")
    run.add(dict(record("arch:llama-9000", "pass", attempt=2, rerun="fail_error")), "new output\n")
    run.add(dict(record("arch:bert-9001", "pass")))  # flaky: disagreeing lines, no rerun between them
    run.add(dict(record("arch:bert-9001", "fail_error", repro="repros/kept.py")), "flaky failure\n")
    run.add(dict(record("arch:gpt2-9002", "fail_error", repro="repros/twice.py")), "same failure\n")  # retried
    run.add(dict(record("arch:gpt2-9002", "fail_error", attempt=2, repro="repros/twice.py")), "same failure\n")
    for name in ("old.py", "kept.py", "twice.py"):
        (run.path / "repros" / name).write_text(f"# {name}\n")
    for r in synthetic_records(40):
        if r.get("repro"):
            (run.path / r["repro"]).write_text(f"# {r['repro']}\n")
    run.write_meta(ended_at="2026-11-30T11:00:00+00:00")
    return run.path


def figures(run_dir: Path) -> tuple[str, dict[str, Any]]:
    """The report as text and JSON, less what counts record lines (the one thing compacting changes)."""
    text, code = build_report(run_dir)
    assert code == 0
    data = json.loads(build_report(run_dir, fmt="json")[0])
    data["summary"].pop("records")
    return "\n".join(line for line in text.splitlines() if " records) in " not in line), data


def test_compacting_changes_no_figure_the_report_prints(tmp_path: Path) -> None:
    run_dir = superseded_run(tmp_path / "r")
    before = figures(run_dir)
    lines_before = len(load_run(run_dir).records)
    done = compact_run(run_dir)
    after = load_run(run_dir)
    assert done.lines_before == lines_before and done.lines_after == len(after.records) == len(after.cases)
    assert len({case_id_of(r) for r in after.records}) == len(after.records) < lines_before
    assert after.flaky == ["arch:bert-9001|torch-xla|lazy|float32|train|short"]  # still flaky, on one line
    assert figures(run_dir) == before
    assert "flaky (records of one case disagree" in before[0]  # the comparison saw the flaky note
    assert compact_run(run_dir).lines_after == done.lines_after  # compacting again changes nothing


def test_superseded_only_repros_and_logs_go_and_named_ones_stay(tmp_path: Path) -> None:
    run_dir = superseded_run(tmp_path / "r")
    (run_dir / "logs" / "pytest.log").write_text("pytest's own output\n")
    done = compact_run(run_dir)
    assert not (run_dir / "repros" / "old.py").exists()  # named by the failure a --rerun superseded only
    assert (run_dir / "repros" / "kept.py").is_file() and (run_dir / "repros" / "twice.py").is_file()
    assert (run_dir / "logs" / "pytest.log").is_file()
    run = load_run(run_dir)
    rerun = next(r for r in run.cases if r["case_id"].startswith("arch:llama-9000|"))
    assert run.log_of(rerun) is not None and run.log_of(rerun).read_text() == "new output\n"  # type: ignore[union-attr]
    assert not any(f.read_text() == "old failure\n" for f in (run_dir / "logs").iterdir())
    assert done.removed == {"repros": 1, "logs": 1} and done.bytes_removed == len("# old.py\n") + len("old failure\n")
    for r in run.records:  # every link still opens
        assert not r.get("repro") or run.locate(r["repro"], r) is not None
        assert not r.get("log") or run.log_of(r) is not None
    assert "1 repros, 1 logs" in done.text


def test_a_sharded_run_is_compacted_shard_by_shard(tmp_path: Path) -> None:
    root = tmp_path / "sharded"
    superseded_run(root / "shard-1-of-2")
    RunDir(root / "shard-2-of-2", meta={"backend": "torch-xla", "modes": ["lazy"]}).add(
        dict(record("arch:vit-9999", "pass")))
    before = figures(root)
    done = compact_run(root)
    assert done.lines_after == len(load_run(root).cases) and figures(root) == before
    assert not (root / "shard-1-of-2" / "repros" / "old.py").exists()


def test_a_bad_directory_exits_2_with_one_line_and_writes_nothing(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "not-a-run").mkdir()
    (tmp_path / "not-a-run" / "logs").mkdir()
    (tmp_path / "not-a-run" / "logs" / "x.log").write_text("x\n")
    for bad in (tmp_path / "not-a-run", tmp_path / "missing"):
        assert main(["compact", str(bad)]) == 2
        err = capsys.readouterr().err
        assert err.startswith("hfcompat compact: error: ") and err.count("\n") == 1
    assert [p.name for p in tmp_path.rglob("*")] == ["not-a-run", "logs", "x.log"]
    assert not (tmp_path / "missing").exists()


def test_the_cli_prints_what_it_removed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run_dir = superseded_run(tmp_path / "r")
    assert main(["compact", str(run_dir)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"compacted {run_dir}: ") and "superseded" in out and "removed 2 files" in out


class FakeExecutor(Executor):
    """Writes each case's record as the sink would: a failure with a repro first, a pass when run again."""

    name = "fake"
    honours: ClassVar[frozenset[str]] = frozenset()

    def run(self, run: RunDir, cases: list[Case], todo: list[Case]) -> SweepResult:
        sink = RecordSink(run, cases, say=lambda line: None)
        for case in todo:
            if self.cfg.rerun:
                sink.write(new_record(case, status="pass"), "passes now\n")
            else:
                (run.path / "repros").mkdir(exist_ok=True)
                (run.path / "repros" / "r.py").write_text("# repro\n")
                sink.write(new_record(case, status="fail_error", repro="repros/r.py"), "fails\n")
        return SweepResult(code=0)


def test_a_rerun_sweep_leaves_one_line_per_case(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cases = [Case(f"arch:m{i}", "cpu", "eager", "float32") for i in range(3)]
    monkeypatch.setitem(EXECUTORS, "fake", f"{__name__}:FakeExecutor")
    monkeypatch.setattr(sweep, "plan_cases", lambda cfg: cases)
    out = tmp_path / "run"
    cfg = sweep.SweepConfig(out=out, specs=["arch:m0"], backend="cpu", modes=["eager"], executor="fake")
    assert sweep.run_sweep(cfg) == 0
    ended = json.loads((out / "meta.json").read_text())["ended_at"]
    assert sweep.run_sweep(sweep.SweepConfig(out=out, specs=["arch:m0"], backend="cpu", modes=["eager"],
                                             executor="fake", resume=True, rerun=["fail_error"])) == 0
    run = load_run(out)
    assert len(run.records) == len(run.cases) == 3
    # the run keeps its own end; the rerun's entry says when the rerun began and ended
    (rerun,) = run.meta["reruns"]
    assert run.meta["ended_at"] == ended and rerun["ended_at"] >= rerun["at"] >= ended
    assert all(r["status"] == "pass" and r["rerun"] == "fail_error" and r["attempt"] == 2 for r in run.records)
    assert not (out / "repros" / "r.py").exists()
    # a rerun that selects no case (its specs' cases are in another shard, or none has the status)
    # leaves the run as it was: no empty entry in meta.reruns, and the run's end as it was
    meta = (out / "meta.json").read_text()
    assert sweep.run_sweep(sweep.SweepConfig(out=out, specs=["arch:m0"], backend="cpu", modes=["eager"],
                                             executor="fake", resume=True, rerun=["fail_error"])) == 0
    assert (out / "meta.json").read_text() == meta


def test_a_run_in_the_old_line_form_compacts_to_fewer_bytes_and_the_same_figures(tmp_path: Path) -> None:
    # Lines as every writer wrote them before 2026-12-06: nulls spelled out, floats at repr's 17 digits,
    # and a log with Python 3.11's caret lines and nn.Module's call frames.
    run_dir = superseded_run(tmp_path / "r")
    old = [json.loads(line) for line in (run_dir / "records.jsonl").read_text().splitlines()]
    for i, r in enumerate(old):
        r["compare"] = {"outputs": {"ok": True, "max_abs": 1 / 3 + i, "rmse_ratio": 2 / 7, "cosine": None}}
    (run_dir / "records.jsonl").write_text("".join(json.dumps(r) + "\n" for r in old))
    failing = next(r for r in load_run(run_dir).cases if r["status"] == "fail_error")
    log = load_run(run_dir).log_of(failing)
    assert log is not None
    log.write_text(TRACEBACK)
    before, size = figures(run_dir), (run_dir / "records.jsonl").stat().st_size
    done = compact_run(run_dir)
    assert figures(run_dir) == before
    assert (run_dir / "records.jsonl").stat().st_size < 0.85 * size
    lines = [json.loads(line) for line in (run_dir / "records.jsonl").read_text().splitlines()]
    assert all(value is not None for r in lines for value in r.values())  # a null field is left out
    assert done.logs_trimmed == 1 and "^^^" not in log.read_text() and "_call_impl" not in log.read_text()
    assert "ValueError: bad shape" in log.read_text() and "modeling_tiny.py" in log.read_text()
    assert compact_run(run_dir).logs_trimmed == 0  # compacting again changes nothing


def test_a_run_written_before_its_meta_kept_versions_gives_it_their_most_common(tmp_path: Path) -> None:
    run_dir = superseded_run(tmp_path / "r")
    stack, older = {"torch": "2.9.0", "torch_xla": "2.9.0"}, {"torch": "2.8.0", "torch_xla": "2.8.0"}
    lines = [json.loads(line) for line in (run_dir / "records.jsonl").read_text().splitlines()]
    for i, r in enumerate(lines):
        r["versions"] = older if i == 0 else stack  # every line spelling them out, as before
    (run_dir / "records.jsonl").write_text("".join(json.dumps(r) + "\n" for r in lines))
    meta = json.loads((run_dir / "meta.json").read_text())
    (run_dir / "meta.json").write_text(json.dumps({k: v for k, v in meta.items() if k != "versions"}))
    before = figures(run_dir), [r["versions"] for r in load_run(run_dir).records]
    compact_run(run_dir)
    assert json.loads((run_dir / "meta.json").read_text())["versions"] == stack
    kept = [json.loads(line) for line in (run_dir / "records.jsonl").read_text().splitlines()]
    assert sum("versions" in r for r in kept) == sum(r["versions"] == older for r in load_run(run_dir).records)
    assert figures(run_dir) == before[0]
    # every kept case reads the versions it was judged on
    after = {case_id_of(r): r["versions"] for r in load_run(run_dir).records}
    assert all(after[case_id_of(r)] == r["versions"] for r in lines if case_id_of(r) in after)


TRACEBACK = """Traceback (most recent call last):
  File "/x/site-packages/torch/nn/modules/module.py", line 1775, in _wrapped_call_impl
    return self._call_impl(*args, **kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/x/site-packages/torch/nn/modules/module.py", line 1786, in _call_impl
    return forward_call(*args, **kwargs)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/x/site-packages/transformers/models/tiny/modeling_tiny.py", line 12, in forward
    raise ValueError("bad shape")
ValueError: bad shape
"""
