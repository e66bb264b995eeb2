"""``hfcompat sweep`` end to end: real faults, a real SIGKILL, resume, shards and merge."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from hfcompat.records.record import read_records
from tests.conftest import ROOT, plugin_env, run_cli
from tests.dashboard.synthetic import record, write_run

pytestmark = pytest.mark.slow  # real sweeps: xdist workers, isolation workers, real faults (20-60 s each)

HEALTHY = ["arch:llama", "arch:mistral", "arch:qwen2"]
FAULTS = "gpt2=abort,bert=hang,t5=oom,opt=segv"
ONE = ("--workload", "train", "--regime", "short")  # one case per spec: these test the sweep, not workloads


def _records(run: Path) -> list[dict]:
    return read_records(run / "records.jsonl")


def test_faults_become_records_and_healthy_cases_pass(tmp_path: Path) -> None:
    out = tmp_path / "run"
    specs = [*HEALTHY, "arch:gpt2", "arch:bert", "arch:t5", "arch:opt"]
    proc = run_cli("sweep", *ONE, *specs, "--backend", "faulty", "--out", str(out), "-n", "2", "--timeout", "30",
                   "--memory-mb", "2500", "--junitxml", str(tmp_path / "junit.xml"),
                   env=plugin_env(HFCOMPAT_FAULTS=FAULTS))
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    records = _records(out)
    status = {r["spec"]: r["status"] for r in records}
    assert len(records) == len(specs) == len(status)  # exactly one record per case
    assert status == {**dict.fromkeys(HEALTHY, "pass"), "arch:gpt2": "fail_crash", "arch:bert": "fail_timeout",
                      "arch:t5": "fail_oom", "arch:opt": "fail_crash"}
    by_spec = {r["spec"]: r for r in records}
    assert "SIGABRT" in by_spec["arch:gpt2"]["error"] and "SIGSEGV" in by_spec["arch:opt"]["error"]
    assert "Fatal Python error" in by_spec["arch:opt"]["error"]
    assert all(by_spec[s]["phase"] == "device" for s in ("arch:gpt2", "arch:bert", "arch:t5", "arch:opt"))
    assert (out / "logs").is_dir() and any((out / "logs").iterdir())
    assert "works" in proc.stdout and f"[{len(specs)}/{len(specs)}]" in proc.stdout
    junit = (tmp_path / "junit.xml").read_text()
    assert junit.count("<testcase") == len(specs) and "fail_timeout" in junit


def test_sigkill_mid_run_then_resume_loses_and_repeats_nothing(tmp_path: Path) -> None:
    out = tmp_path / "run"
    specs = ["arch:llama", "arch:mistral", "arch:qwen2", "arch:qwen3", "arch:gemma", "arch:gpt_neox",
             "arch:opt", "arch:bert", "arch:gpt2", "arch:t5"]
    cmd = [
        sys.executable,
        "-m",
        "hfcompat.cli",
        "sweep",
        *ONE,
        *specs,
        "--backend",
        "faulty",
        "--out",
        str(out),
        "-n",
        "1",
    ]
    # One worker, ~1 s a case: wait for the first records, then kill the whole process group.
    proc = subprocess.Popen(cmd, cwd=ROOT, env=plugin_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    deadline = time.monotonic() + 600  # generous: a loaded CI machine starts workers slowly
    records_file = out / "records.jsonl"
    while time.monotonic() < deadline:
        if records_file.exists() and len(records_file.read_text().splitlines()) >= 3:
            break
        time.sleep(0.2)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    before = _records(out)
    assert 3 <= len(before) < len(specs), "the kill must land mid-run"

    resumed = run_cli("sweep", *ONE, *specs, "--backend", "faulty", "--out", str(out), "-n", "2", "--resume")
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    after = _records(out)
    counts = Counter(r["case_id"] for r in after)
    assert set(counts) == {f"{s}|faulty|eager|float32|train|short" for s in specs}
    assert max(counts.values()) == 1  # nothing lost, nothing duplicated
    assert after[: len(before)] == before  # finished cases were not run again, nor rewritten
    assert len({r["run_id"] for r in after}) == 1


def test_existing_run_needs_resume(tmp_path: Path) -> None:
    out = tmp_path / "run"
    assert run_cli("sweep", *ONE, "arch:llama", "--backend", "cpu", "--out", str(out)).returncode == 0
    again = run_cli("sweep", *ONE, "arch:llama", "--backend", "cpu", "--out", str(out))
    assert again.returncode == 2 and "add --resume" in again.stderr
    assert len(_records(out)) == 1


def test_shards_partition_the_cases_and_merge_joins_them(tmp_path: Path) -> None:
    specs = ["arch:llama", "arch:mistral", "arch:qwen2", "arch:gpt2", "arch:opt", "arch:bert"]
    shards = []
    for i in (1, 2):
        out = tmp_path / f"s{i}"
        proc = run_cli("sweep", *ONE, *specs, "--backend", "cpu", "--out", str(out), "--shard", f"{i}/2")
        assert proc.returncode == 0, proc.stderr[-2000:]
        shards.append(out)
    ids = [{r["case_id"] for r in _records(s)} for s in shards]
    assert not ids[0] & ids[1] and len(ids[0] | ids[1]) == len(specs)

    # A shard copied without its logs: merge reads it and writes nothing into it (nor into the other).
    for log in (shards[0] / "logs").iterdir():
        log.unlink()
    (shards[0] / "logs").rmdir()
    before = [sorted((str(p.relative_to(s)), p.stat().st_mtime_ns) for p in s.rglob("*")) for s in shards]
    merged = tmp_path / "merged"
    proc = run_cli("merge", *map(str, shards), "--out", str(merged))
    assert proc.returncode == 0, proc.stderr
    assert {r["case_id"] for r in _records(merged)} == ids[0] | ids[1]
    assert [sorted((str(p.relative_to(s)), p.stat().st_mtime_ns) for p in s.rglob("*")) for s in shards] == before

    again = run_cli("merge", str(shards[0]), str(shards[0]), "--out", str(tmp_path / "dup"))
    assert again.returncode == 2 and "is in both" in again.stderr
    assert not (tmp_path / "dup").exists()


def test_merge_refuses_mismatched_runs(tmp_path: Path) -> None:
    # Two run directories as sweeps in two modes write them (what merge reads is their meta and
    # records; sweeping for real cost two minutes of CI for the same refusal).
    a = write_run(tmp_path / "a", [record("arch:llama", "pass", backend="cpu", mode="eager")], backend="cpu",
                  modes=["eager"])
    b = write_run(tmp_path / "b", [record("arch:gpt2", "pass", backend="cpu", mode="compile")], backend="cpu",
                  modes=["compile"])
    proc = run_cli("merge", str(a), str(b), "--out", str(tmp_path / "m"))
    assert proc.returncode == 2 and "different modes" in proc.stderr and not (tmp_path / "m").exists()
    assert run_cli("merge", str(a), str(a), "--out", str(tmp_path / "m")).returncode == 2  # a case in both


def test_baseline_regressions_are_rechecked_and_flaky_ones_marked(tmp_path: Path) -> None:
    base, tonight = tmp_path / "base", tmp_path / "tonight"
    specs = ["arch:llama", "arch:gpt2", "arch:qwen2"]
    assert run_cli("sweep", *ONE, *specs, "--backend", "faulty", "--out", str(base)).returncode == 0
    env = plugin_env(HFCOMPAT_FAULTS="gpt2=flaky,llama=abort", HFCOMPAT_FAULTS_STATE=str(tmp_path))
    proc = run_cli(
        "sweep", *ONE, *specs, "--backend", "faulty", "--out", str(tonight), "--baseline", str(base), env=env
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    attempts = [(r["spec"], r["attempt"], r["status"]) for r in _records(tonight)]
    assert sorted(attempts) == sorted([
        ("arch:llama", 1, "fail_crash"), ("arch:llama", 2, "fail_crash"),  # a real regression, twice
        ("arch:gpt2", 1, "fail_error"), ("arch:gpt2", 2, "pass"),  # flaky: the second attempt works
        ("arch:qwen2", 1, "pass"),  # never rechecked
    ])
    assert "rechecked 2 regression(s)" in proc.stdout and "1 worked on the second attempt" in proc.stdout


def test_crashes_are_rechecked_alone_in_a_fresh_worker(tmp_path: Path) -> None:
    out = tmp_path / "run"
    env = plugin_env(HFCOMPAT_FAULTS="llama=abort,gpt2=flaky", HFCOMPAT_FAULTS_STATE=str(tmp_path))
    proc = run_cli("sweep", *ONE, "arch:llama", "arch:gpt2", "arch:qwen2", "--backend", "faulty", "--out", str(out),
                   "--recheck-crashes", env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    attempts = sorted((r["spec"], r["attempt"], r["status"]) for r in _records(out))
    assert attempts == sorted([
        ("arch:llama", 1, "fail_crash"), ("arch:llama", 2, "fail_crash"),  # crashes alone too
        ("arch:gpt2", 1, "fail_error"),  # not a crash: not rechecked
        ("arch:qwen2", 1, "pass"),
    ])
    assert "rechecked 1 crash(es), OOM(s) and timeout(s) in fresh workers: 0 ended normally there" in proc.stdout


def test_console_ends_with_the_harness_summary_not_pytest_s(tmp_path: Path) -> None:
    out, junit = tmp_path / "run", tmp_path / "junit.xml"
    proc = run_cli("sweep", *ONE, "arch:llama", "arch:bert", "--backend", "faulty", "--out", str(out), "-n", "2",
                   "--junitxml", str(junit), env=plugin_env(HFCOMPAT_OP_FAULT="bert=raise:aten::gelu"))
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    console = proc.stdout
    assert "hfcompat sweep: 2 cases (2 models) on faulty eager" in console
    assert "works unmodified  50.0% (1/2) of judged cases" in console
    assert "failures by culprit op (top 1 of 1):" in console and "aten::gelu" in console.split("culprit op")[-1]
    assert f"hfcompat report {out}" in console and f"records    {out / 'records.jsonl'}" in console
    # Nothing that reads as a failed test suite: pytest's and xdist's lines are in the run's log.
    assert not re.search(r"\b\d+ (failed|passed)\b", console) and "bringing up nodes" not in console
    assert "1 failed, 1 passed" in (out / "logs" / "pytest.log").read_text()
    assert junit.read_text().count("<testcase") == 2  # CI's view is unchanged


def test_a_rerun_that_crashes_is_rechecked_alone(tmp_path: Path) -> None:
    # The bfloat16 rerun of record left vits' timeout unrechecked: a rerun's record counts on from the
    # attempts before it, and only first attempts were rechecked.
    out = tmp_path / "run"
    first = run_cli("sweep", *ONE, "arch:llama", "--backend", "faulty", "--out", str(out),
                    env=plugin_env(HFCOMPAT_OP_FAULT="llama=raise:aten::mm"))
    assert first.returncode == 0, first.stderr[-2000:]
    again = run_cli("sweep", *ONE, "arch:llama", "--backend", "faulty", "--out", str(out), "--resume",
                    "--rerun", "fail_error", "--recheck-crashes",
                    env=plugin_env(HFCOMPAT_FAULTS="llama=abort", HFCOMPAT_FAULTS_STATE=str(tmp_path)))
    assert again.returncode == 0, again.stderr[-2000:]
    # the rerun's crash (attempt 2) was rechecked alone (attempt 3); the rerun then compacted the run
    # to the line that stands (issue 47)
    assert [(r["attempt"], r["status"], r.get("rerun")) for r in _records(out)] == [(3, "fail_crash", None)]
    assert "rechecked 1 crash(es), OOM(s) and timeout(s) in fresh workers" in again.stdout


def test_rerun_judges_a_status_again_and_supersedes_the_earlier_record(tmp_path: Path) -> None:
    # A harness fix (here: the planted 1% fault gone) re-judges the failures without running the passes.
    out, specs = tmp_path / "run", ["arch:llama", "arch:gpt2"]
    first = run_cli("sweep", *ONE, *specs, "--backend", "faulty", "--out", str(out),
                    env=plugin_env(HFCOMPAT_OP_FAULT="gpt2=perturb1pct:aten::addmm"))
    assert first.returncode == 0, first.stderr[-2000:]
    assert {r["spec"]: r["status"] for r in _records(out)} == {"arch:llama": "pass", "arch:gpt2": "fail_accuracy"}
    refused = run_cli("sweep", *ONE, *specs, "--backend", "faulty", "--out", str(out), "--rerun", "fail_accuracy")
    assert refused.returncode == 2 and refused.stderr.strip().splitlines() == [
        "hfcompat sweep: error: --rerun needs --resume (it runs again cases of the run in --out)"]
    # Only the failing spec is named (as a factory fix for one model is re-judged): the run keeps its size.
    again = run_cli("sweep", *ONE, "arch:gpt2", "--backend", "faulty", "--out", str(out), "--resume",
                    "--rerun", "fail_accuracy")
    assert again.returncode == 0, again.stderr[-2000:]
    records = _records(out)
    # llama's pass was not run again; gpt2's superseded line is gone (a rerun compacts its run, issue 47)
    assert [(r["spec"], r["status"], r["attempt"], r["rerun"]) for r in records] == [
        ("arch:llama", "pass", 1, None), ("arch:gpt2", "pass", 2, "fail_accuracy")]
    meta = json.loads((out / "meta.json").read_text())
    assert [(r["statuses"], r["cases"]) for r in meta["reruns"]] == [(["fail_accuracy"], [records[1]["case_id"]])]
    assert meta["n_cases"] == 2 and "arch:gpt2 --backend faulty" in meta["reruns"][0]["command"]
    report = run_cli("report", str(out), "--format", "json")
    summary = json.loads(report.stdout)["summary"]
    assert summary["headline"][0]["rate"]["works"] == 2 and summary["flaky"] == []  # superseded, not flaky
    # --rerun all: a change to what some models' cases do (a new train loss) re-judges the specs named,
    # whatever their status; the others keep their records.
    bad = run_cli("sweep", *ONE, "arch:llama", "--backend", "faulty", "--out", str(out), "--resume",
                  "--rerun", "passes")
    assert bad.returncode == 2 and bad.stderr.strip().splitlines()[-1].startswith(
        "hfcompat sweep: error: unknown --rerun status 'passes'; did you mean 'pass'? (choose from: all, pass,")
    every = run_cli("sweep", *ONE, "arch:llama", "--backend", "faulty", "--out", str(out), "--resume",
                    "--rerun", "all")
    assert every.returncode == 0, every.stderr[-2000:]
    assert sorted((r["spec"], r["attempt"], r["rerun"]) for r in _records(out)) == [
        ("arch:gpt2", 2, "fail_accuracy"), ("arch:llama", 2, "all")]


def test_each_rerun_names_its_harness_commit_and_report_flags_a_mixed_run(tmp_path: Path) -> None:
    # Issue 47: a run patched by --resume --rerun under newer rules mixes verdicts of two harness commits.
    # The commit is planted (HFCOMPAT_HARNESS_COMMIT) because the cases run in worker processes.
    out, specs, first_commit, second_commit = tmp_path / "run", ["arch:llama", "arch:gpt2"], "a" * 40, "b" * 40
    first = run_cli("sweep", *ONE, *specs, "--backend", "faulty", "--out", str(out),
                    env=plugin_env(HFCOMPAT_HARNESS_COMMIT=first_commit))
    assert first.returncode == 0, first.stderr[-2000:]
    again = run_cli("sweep", *ONE, "arch:gpt2", "--backend", "faulty", "--out", str(out), "--resume",
                    "--rerun", "all", env=plugin_env(HFCOMPAT_HARNESS_COMMIT=second_commit))
    assert again.returncode == 0, again.stderr[-2000:]
    records, meta = _records(out), json.loads((out / "meta.json").read_text())
    assert [(r["spec"], r["harness"]["commit"], r["attempt"]) for r in records] == [
        ("arch:llama", first_commit, 1), ("arch:gpt2", second_commit, 2)]  # compacted: the lines that stand
    assert meta["harness"]["commit"] == first_commit  # the first sweep's
    assert [(r["harness"]["commit"], r["cases"]) for r in meta["reruns"]] == [(second_commit, [records[1]["case_id"]])]
    text = run_cli("report", str(out)).stdout
    assert ("judged by 2 harness commits: aaaaaaa (1 case), bbbbbbb (1 case) — verdicts of several rule "
            "versions") in text
    harness = json.loads(run_cli("report", str(out), "--format", "json").stdout)["summary"]["run"]["harness"]
    assert harness["several"] is True and [(c["commit"], c["cases"]) for c in harness["counts"]] == [
        (first_commit, 1), (second_commit, 1)]
