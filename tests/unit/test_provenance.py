"""The harness's provenance (issue 47): a real git checkout's commit and dirtiness, unknown outside one,
once per process, and on every record and a new run's meta.json."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from hfcompat.records import provenance
from hfcompat.records.provenance import COMMIT_ENV, git_state, harness_info
from hfcompat.records.record import Case, new_record, read_records
from hfcompat.records.run_reader import load_run
from hfcompat.records.run_writer import META, RECORDS, RunDir

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t", *args],
                          check=True, capture_output=True, text=True).stdout.strip()


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """A checkout laid out as hfcompat's: hfcompat/, backend/, docs/ and reports/, one commit."""
    repo = tmp_path / "repo"
    for name in ("hfcompat/judging/tolerance.py", "backend/hfcompat_backend/base.py", "docs/design.md",
                 "reports/run/records.jsonl"):
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text("x = 1\n")
    _git(repo, "init", "-q")
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "first")
    return repo


def test_a_clean_checkout_names_its_head(checkout: Path) -> None:
    assert git_state(checkout) == (_git(checkout, "rev-parse", "HEAD"), False)


def test_a_changed_or_new_source_file_makes_it_dirty(checkout: Path) -> None:
    (checkout / "hfcompat/judging/tolerance.py").write_text("x = 2\n")  # a rule changed, not committed
    assert git_state(checkout)[1] is True
    _git(checkout, "checkout", "-q", "--", ".")
    (checkout / "backend/hfcompat_backend/new.py").write_text("")  # a new module of the source, untracked
    assert git_state(checkout)[1] is True


def test_runs_docs_and_a_new_commit_leave_it_clean(checkout: Path) -> None:
    first = git_state(checkout)[0]
    (checkout / "reports/run/records.jsonl").write_text("x = 1\n{}\n")  # a run of record being appended to
    (checkout / "reports/new-run").mkdir()
    (checkout / "reports/new-run/meta.json").write_text("{}")
    (checkout / "docs/design.md").write_text("changed\n")
    assert git_state(checkout) == (first, False)
    _git(checkout, "add", ".")
    _git(checkout, "commit", "-q", "-m", "a run of record and docs")  # HEAD moves; the harness does not
    assert git_state(checkout) == (first, False) and _git(checkout, "rev-parse", "HEAD") != first
    (checkout / "hfcompat/judging/tolerance.py").write_text("x = 3\n")
    _git(checkout, "commit", "-q", "-am", "second")
    second = git_state(checkout)
    assert second == (_git(checkout, "rev-parse", "HEAD"), False) and second[0] != first


def test_outside_a_checkout_or_inside_another_one_is_unknown(checkout: Path, tmp_path: Path) -> None:
    (tmp_path / "plain").mkdir()
    assert git_state(tmp_path / "plain") == (None, None)
    # A package installed in a virtual environment inside some checkout is not that checkout's commit.
    assert git_state(checkout / "hfcompat") == (None, None)
    assert git_state(tmp_path / "missing") == (None, None)


def test_no_git_reads_as_unknown_and_never_raises(checkout: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(checkout / "docs"))  # no git on the path
    assert git_state(checkout) == (None, None)


def test_a_planted_commit_wins_and_is_looked_up_once(monkeypatch: pytest.MonkeyPatch) -> None:
    provenance._harness.cache_clear()
    monkeypatch.setenv(COMMIT_ENV, "c" * 40)
    try:
        info = harness_info()
        assert info == {"commit": "c" * 40, "dirty": None, "version": provenance._version()}
        monkeypatch.setenv(COMMIT_ENV, "d" * 40)  # once per process: a later change is not seen
        assert harness_info()["commit"] == "c" * 40
        info["commit"] = "changed"  # each call is a copy
        assert harness_info()["commit"] == "c" * 40
        record = new_record(Case("arch:llama", "cpu", "eager"), status="pass")
        assert record["harness"]["commit"] == "c" * 40
    finally:
        provenance._harness.cache_clear()


def test_a_new_run_names_its_harness_and_a_resumed_one_keeps_it(tmp_path: Path) -> None:
    run = RunDir(tmp_path / "run", meta={"backend": "cpu"})
    assert run.meta["harness"] == harness_info()
    again = RunDir(tmp_path / "run", meta={"backend": "cpu", "harness": {"commit": "e" * 40}})
    assert again.meta["harness"] == harness_info()  # the meta of an existing run is not rewritten
    merged = RunDir(tmp_path / "merged", meta={"harness": None})  # a merge of shards of several harnesses
    assert merged.meta["harness"] is None


def test_a_line_leaves_its_runs_harness_and_id_to_the_meta_and_reads_them_back(tmp_path: Path) -> None:
    run = RunDir(tmp_path / "run", meta={"backend": "cpu"})
    own = new_record(Case("arch:llama", "cpu", "eager"), status="pass")
    rerun = {**new_record(Case("arch:bert", "cpu", "eager"), status="pass"), "harness": {"commit": "f" * 40}}
    run.add(own)
    run.add(rerun)
    first, second = (json.loads(line) for line in (run.path / RECORDS).read_text().splitlines())
    assert "harness" not in first and "run_id" not in first  # kept once, in meta.json
    assert second["harness"] == {"commit": "f" * 40} and "run_id" not in second  # a rerun's harness stays
    for records in (read_records(run.path / RECORDS), load_run(run.path).records):
        assert [r["harness"] for r in records] == [harness_info(), {"commit": "f" * 40}]
        assert {r["run_id"] for r in records} == {run.run_id}
    # a run whose meta names no harness (made before provenance) gives its lines none
    meta = json.loads((run.path / META).read_text())
    (run.path / META).write_text(json.dumps({**meta, "harness": None}))
    assert [r["harness"] for r in read_records(run.path / RECORDS)] == [None, {"commit": "f" * 40}]


def test_the_first_records_versions_go_to_the_meta_and_a_line_on_others_keeps_its_own(tmp_path: Path) -> None:
    run = RunDir(tmp_path / "run", meta={"backend": "torch-xla"})
    stack = {"torch": "2.9.0", "transformers": "5.24.0", "torch_xla": "2.9.0"}
    newer = {**stack, "torch_xla": "2.10.0"}
    for spec, versions in (("arch:llama", None), ("arch:bert", stack), ("arch:gpt2", stack), ("arch:t5", newer)):
        run.add({**new_record(Case(spec, "torch-xla", "lazy"), status="pass"), "versions": versions})
    assert json.loads((run.path / META).read_text())["versions"] == stack  # the first record that had any
    lines = [json.loads(line) for line in (run.path / RECORDS).read_text().splitlines()]
    assert ["versions" in line for line in lines] == [False, False, False, True] and lines[3]["versions"] == newer
    for records in (read_records(run.path / RECORDS), load_run(run.path).records):
        # a line without versions reads the run's, as one without its harness reads the run's harness
        assert [r["versions"] for r in records] == [stack, stack, stack, newer]
    assert RunDir(tmp_path / "run").meta["versions"] == stack  # a resumed run keeps them


def test_versions_a_worker_gives_the_meta_survive_the_sweeps_end(tmp_path: Path) -> None:
    # core-torch-xla-perf (7 December): the sweep process opened the run before any record, a worker
    # (its own RunDir) gave the meta the first record's versions and left them off its lines, and the
    # sweep's ended_at, written from its earlier copy, wrote them away: "versions not recorded".
    sweep = RunDir(tmp_path / "run", meta={"backend": "torch-xla"})
    worker = RunDir(tmp_path / "run")
    stack = {"torch": "2.9.0", "transformers": "5.24.0", "torch_xla": "2.9.0"}
    worker.add({**new_record(Case("arch:bert", "torch-xla", "lazy"), status="pass"), "versions": stack})
    sweep.write_meta(ended_at="2026-12-07T15:00:00+00:00")
    meta = json.loads((tmp_path / "run" / META).read_text())
    assert meta["versions"] == stack and meta["ended_at"] == "2026-12-07T15:00:00+00:00"
    assert [r["versions"] for r in load_run(tmp_path / "run").records] == [stack]
