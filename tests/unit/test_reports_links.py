"""The committed runs of record (reports/): every repro and log a record names opens, no run
directory holds two files with the same bytes (a log is stored once per content: the record field ``log``),
and the runs are compacted (issue 47, ``hfcompat compact``): one record line per case, and no file under
repros/ or logs/ that no record names.

Each directory holding a records.jsonl is one run directory for the duplicate rule, a shard too: a
shard is read alone (``hfcompat report``, ``hfcompat merge``), so it cannot point into another shard.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from hfcompat.records.compact import NAMED_FOLDERS, RUN_FILES
from hfcompat.records.run_reader import case_id_of, load_run
from hfcompat.records.run_writer import RunDir
from tests.conftest import ROOT

REPORTS = ROOT / "reports"


def run_files(root: Path) -> list[Path]:
    """The records.jsonl files of the committed runs: not those of a dashboard site that
    scripts/rebuild_reports.sh built under reports/site/ (derived, .gitignored, and carrying only
    each distinct failure's canonical repro)."""
    return [p for p in root.rglob("records.jsonl") if p.relative_to(root).parts[0] != "site"]


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
    """Files whose bytes an earlier file of the same run directory (each holder of records.jsonl) holds."""
    out = []
    for run_dir in sorted({p.parent for p in run_files(root)}):
        seen: dict[str, Path] = {}
        for f in sorted(run_dir.rglob("*")):
            if not f.is_file() or any((p / "records.jsonl").is_file() for p in f.parents if p != run_dir
                                      and run_dir in p.parents):
                continue
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


def unnamed_files(run_dir: Path) -> list[str]:
    """Files under the repros/ and logs/ of a run (of each shard) that no record reaches."""
    run = load_run(run_dir)
    named = {p.resolve() for r in run.records for p in (run.locate(r.get("repro"), r), run.log_of(r)) if p}
    out = []
    for folder in sorted({p.parent for p in run_files(run_dir)}):
        named |= {(folder / f).resolve() for f in RUN_FILES}
        out += [str(f.relative_to(run_dir.parent)) for name in NAMED_FOLDERS for f in sorted((folder / name).rglob("*"))
                if f.is_file() and f.resolve() not in named]
    return out


def test_every_committed_run_is_compacted() -> None:
    repeated = repeated_cases(REPORTS)
    assert not repeated, f"{len(repeated)} cases with superseded lines (run hfcompat compact): {repeated[:5]}"
    unnamed = [f for run in runs_under(REPORTS) for f in unnamed_files(run)]
    assert not unnamed, f"{len(unnamed)} files no record names (run hfcompat compact): {unnamed[:5]}"


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
