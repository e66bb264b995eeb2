"""The committed runs of record (reports/): every repro and log a record names opens, and the runs
are compacted (issue 47, ``hfcompat compact``): one record line per case, each line and log in the form
a run keeps today, no file that no record (nor a page of the docs) links, and no two files of a run with
the same bytes.

A run is what readers take as one (:func:`runs_under`): a plain run directory, or a sharded one with
all its shards. The files a run may hold besides what its records link are its meta.json and
records.jsonl (each shard's too) and pytest's output (``logs/pytest.log``). Two runs may hold the same
bytes (one failure's log in a float32 and a bfloat16 run): each run directory stands alone, to be
read, copied or removed without another.
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
from functools import cache
from pathlib import Path

from hfcompat.records.compact import RUN_FILES
from hfcompat.records.record import record_line
from hfcompat.records.repros import sidecar_of
from hfcompat.records.run_reader import case_id_of, load_run
from hfcompat.records.run_writer import META, RECORDS, RunDir
from hfcompat.records.tracebacks import kept_log
from tests.conftest import ROOT

REPORTS = ROOT / "reports"
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def run_files(root: Path) -> list[Path]:
    """The records.jsonl files of the committed runs: not those of a dashboard site that
    scripts/rebuild_reports.sh built under reports/site/ (derived, .gitignored, and carrying only
    each distinct failure's canonical repro)."""
    return [p for p in root.rglob("records.jsonl") if p.relative_to(root).parts[0] != "site"]


@cache
def git_ignored(root: Path) -> frozenset[Path]:
    """Files under ``root`` that git ignores: tables and dashboards made from the records on demand
    (.gitignore), never committed; none where ``root`` is not in a git checkout."""
    proc = subprocess.run(["git", "ls-files", "--others", "--ignored", "--exclude-standard", "-z", "."], cwd=root,
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        return frozenset()
    return frozenset((root / p).resolve() for p in proc.stdout.split("\0") if p)


def files_of(run_dir: Path) -> list[Path]:
    """The files of a run directory that a commit holds (not those git ignores)."""
    ignored = git_ignored(run_dir)
    return sorted(p for p in run_dir.rglob("*") if p.is_file() and p.resolve() not in ignored)


def runs_under(root: Path) -> list[Path]:
    """The runs as readers take them: plain run directories and sharded ones (not their shards)."""
    dirs = {p.parent for p in run_files(root)}
    return sorted({d.parent if d.name.startswith("shard-") else d for d in dirs})


def broken_links(run_dir: Path) -> list[str]:
    """Each ``repro`` and ``log`` a record of the run names that does not open, as "run: case -> path"."""
    run = load_run(run_dir)
    out = []
    for record in run.records:
        for key in ("repro", "log"):
            if record.get(key) and run.locate(str(record[key]), record) is None:
                out.append(f"{run_dir.name}: {record.get('case_id')} -> {record[key]}")
    return out


def duplicate_files(root: Path) -> list[str]:
    """Files whose bytes an earlier file of the same run (a sharded run's shards together) holds."""
    out = []
    for run_dir in runs_under(root):
        seen: dict[str, Path] = {}
        for f in files_of(run_dir):
            digest = hashlib.sha1(f.read_bytes()).hexdigest()
            if digest in seen:
                out.append(f"{f.relative_to(root)} == {seen[digest].relative_to(root)}")
            else:
                seen[digest] = f
    return out


def repeated_cases(root: Path) -> list[str]:
    """Case ids with more than one line in a records.jsonl (superseded lines): "run: case x N"."""
    out = []
    for path in sorted(run_files(root)):
        ids = [case_id_of(r) for r in load_run(path.parent).records]
        out += [f"{path.parent.relative_to(root)}: {cid} x {ids.count(cid)}"
                for cid in sorted(set(ids)) if ids.count(cid) > 1]
    return out


def page_links(pages: list[Path]) -> set[Path]:
    """The files the pages (README, docs) link by a relative path."""
    links = set()
    for page in pages:
        for target in re.findall(r"\]\(([^)#\s]+)", page.read_text(encoding="utf-8")):
            if "://" not in target:
                links.add((page.parent / target).resolve())
    return links


def unnamed_files(run_dir: Path, pages: list[Path] = PAGES) -> list[str]:
    """Files of a run that no record links (its repro, the repro's sidecar, its log) nor a page, and that
    are not the run's own (meta.json and records.jsonl of the run and of each shard, logs/pytest.log)."""
    run = load_run(run_dir)
    named = page_links(pages)
    for r in run.records:
        repro = run.locate(r.get("repro"), r)
        side = sidecar_of(repro) if repro is not None else None
        named |= {p.resolve() for p in (repro, side, run.log_of(r)) if p is not None}
    for folder in {run_dir, *(p.parent for p in run_files(run_dir))}:
        named |= {(folder / f).resolve() for f in (META, RECORDS, *RUN_FILES)}
    return [str(f.relative_to(run_dir.parent)) for f in files_of(run_dir) if f.resolve() not in named]


def test_every_committed_run_is_compacted() -> None:
    repeated = repeated_cases(REPORTS)
    assert not repeated, f"{len(repeated)} cases with superseded lines (run hfcompat compact): {repeated[:5]}"
    unnamed = [f for run in runs_under(REPORTS) for f in unnamed_files(run)]
    assert not unnamed, f"{len(unnamed)} files no record names (run hfcompat compact): {unnamed[:5]}"


def stale_forms(root: Path) -> list[str]:
    """Record lines and logs under ``root`` not in the form a run keeps today (record_line, kept_log)."""
    stale = [f"{path.relative_to(root)}:{i}" for path in run_files(root)
             for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(keepends=True), 1)
             if line.strip() and record_line(json.loads(line)) != line]
    logs = [p for p in root.rglob("logs/*.log") if p.name != "pytest.log" and p.resolve() not in git_ignored(root)]
    return stale + [str(p.relative_to(root)) for p in logs
                    if kept_log(text := p.read_text(encoding="utf-8", errors="replace")) != text]


def test_every_committed_line_and_log_is_in_todays_form() -> None:
    stale = stale_forms(REPORTS)
    assert not stale, f"{len(stale)} lines or logs in an older form (run hfcompat compact): {stale[:5]}"


def test_the_form_check_catches_an_old_line_and_an_old_log(tmp_path: Path) -> None:
    run = RunDir(tmp_path / "run", meta={"backend": "cpu", "modes": ["eager"]})
    run.add({"case_id": "arch:x|cpu|eager|float32|train|short", "status": "pass", "error": None})
    assert stale_forms(tmp_path) == []
    with (tmp_path / "run" / RECORDS).open("a") as fh:
        fh.write(json.dumps({"case_id": "arch:y|cpu|eager|float32|train|short", "error": None}) + "\n")
    (tmp_path / "run" / "logs" / "y.log").write_text(
        '  File "/x/torch/nn/modules/module.py", line 1, in _call_impl\n    return f()\n           ^^^\n')
    assert stale_forms(tmp_path) == ["run/records.jsonl:2", "run/logs/y.log"]


def test_every_committed_repro_and_log_link_opens() -> None:
    runs = runs_under(REPORTS)
    assert len(runs) >= 10, runs
    broken = [b for run in runs for b in broken_links(run)]
    assert not broken, f"{len(broken)} broken: {broken[:5]}"
    linked = sum(1 for run in runs for r in load_run(run).records if r.get("repro") or r.get("log"))
    assert linked > 100  # the check saw links (a reader that found no records would pass it emptily)


def test_no_run_directory_holds_two_identical_files() -> None:
    dupes = duplicate_files(REPORTS)
    assert not dupes, f"{len(dupes)} duplicates: {dupes[:5]}"


def planted(tmp_path: Path) -> Path:
    run = RunDir(tmp_path / "reports" / "r", meta={"backend": "cpu", "modes": ["eager"]})
    run.add({"case_id": "arch:a|cpu|eager|float32|train|short", "status": "fail_error", "repro": "repros/x.py"},
            "a log\n")
    (run.path / "repros").mkdir()
    (run.path / "repros" / "x.py").write_text("print()\n")
    return run.path


def test_the_checker_catches_a_broken_link_and_a_duplicate(tmp_path: Path) -> None:
    run = planted(tmp_path)
    root = tmp_path / "reports"
    assert broken_links(run) == [] and duplicate_files(root) == []  # the planted run is clean to begin with
    (run / "repros" / "x.py").unlink()
    assert broken_links(run) == ["r: arch:a|cpu|eager|float32|train|short -> repros/x.py"]
    with open(run / "records.jsonl", "a") as fh:  # a log field naming a file that is not there
        fh.write(json.dumps({"case_id": "arch:b|cpu|eager|float32|train|short", "log": "logs/gone.log"}) + "\n")
    assert len(broken_links(run)) == 2
    (run / "logs" / "copy.log").write_bytes((run / "logs" / "arch_a_cpu_eager_float32_train_short.log").read_bytes())
    assert duplicate_files(root) == ["r/logs/copy.log == r/logs/arch_a_cpu_eager_float32_train_short.log"]


def test_the_checker_catches_a_superseded_line_and_an_unnamed_file(tmp_path: Path) -> None:
    run = planted(tmp_path)
    root = tmp_path / "reports"
    assert repeated_cases(root) == [] and unnamed_files(run) == []
    (run / "repros" / "orphan.py").write_text("print(1)\n")
    assert unnamed_files(run) == ["r/repros/orphan.py"]
    RunDir(run).add({"case_id": "arch:a|cpu|eager|float32|train|short", "status": "pass"})
    assert repeated_cases(root) == ["r: arch:a|cpu|eager|float32|train|short x 2"]


def test_the_checker_catches_any_unlinked_file_and_sees_sidecars_and_pages(tmp_path: Path) -> None:
    run = planted(tmp_path)
    (run / "base-models.txt").write_text("arch:a\n")  # a hand-made list in a generated directory
    (run / "repros" / "x.py").write_text("SIDECAR = 'tensors-0123456789ab.safetensors'\n")
    (run / "repros" / "tensors-0123456789ab.safetensors").write_bytes(b"\0")
    assert unnamed_files(run, pages=[]) == ["r/base-models.txt"]  # the repro's sidecar is linked through it
    page = tmp_path / "docs" / "page.md"
    page.parent.mkdir()
    page.write_text("The list: [base-models](../reports/r/base-models.txt).\n")
    assert unnamed_files(run, pages=[page]) == []


def test_the_checker_catches_identical_files_across_the_shards_of_a_run(tmp_path: Path) -> None:
    root = tmp_path / "reports"
    for i in (1, 2):
        RunDir(root / "s" / f"shard-{i}-of-2", meta={"backend": "cpu", "modes": ["eager"]}).add(
            {"case_id": f"arch:m{i}|cpu|eager|float32|train|short", "status": "fail_error"}, "the same failure\n")
    RunDir(root / "other", meta={"backend": "cpu", "modes": ["eager"]}).add(
        {"case_id": "arch:m1|cpu|eager|float32|train|short", "status": "fail_error"}, "the same failure\n")
    assert duplicate_files(root) == [
        "s/shard-2-of-2/logs/arch_m2_cpu_eager_float32_train_short.log == "
        "s/shard-1-of-2/logs/arch_m1_cpu_eager_float32_train_short.log"]  # not the other run's copy


def test_files_git_ignores_are_not_the_runs_files(tmp_path: Path) -> None:
    run = planted(tmp_path)
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / ".gitignore").write_text("/reports/**/cases.csv\n")  # as the repository's: tables made on demand
    (run / "cases.csv").write_text("case_id\n")
    (run / "notes.txt").write_text("case_id\n")  # committed, no record links it; the same bytes as the table
    assert unnamed_files(run, pages=[]) == ["r/notes.txt"]
    assert duplicate_files(tmp_path / "reports") == []  # the one committed file has no twin
