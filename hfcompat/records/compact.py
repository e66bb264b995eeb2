"""``hfcompat compact``: a run reduced to one record line per case and the files those lines name (issue 47).

Records are appended, never rewritten, while a run is being written: ``--rerun`` adds a line per case
it runs again, and the earlier lines stay, superseded. Readers already take a case's **last** line as
its result (:func:`hfcompat.records.run_reader.latest_cases`); compacting keeps exactly that line per
case, in file order, and drops the rest, so every figure a report prints is unchanged, except the
count of record lines. A case whose dropped lines disagreed with the others on whether it works
(*flaky*) keeps saying so: its kept line gets ``"flaky": true``, which the reader counts as such.

Then each file under the run's ``repros/`` and ``logs/`` that no kept line reaches is removed: a line
reaches its ``repro`` and its log as readers find them (:meth:`~hfcompat.records.run_reader.Run.locate`,
:meth:`~hfcompat.records.run_reader.Run.log_of`), so no link a report or the dashboard follows breaks.
pytest's own output (``logs/pytest.log``) is the run's, not a case's, and stays.

``records.jsonl`` is rewritten atomically (a temporary file, then a rename) before any file is
removed, so an interruption leaves at worst files no line names, never a line naming a missing file.
A sharded run directory is compacted shard by shard (a case is in one shard only). A run still being
written must not be compacted; ``hfcompat sweep --resume --rerun`` compacts its run when it ends.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from hfcompat.records.record import case_id_of
from hfcompat.records.run_reader import load_run
from hfcompat.records.run_writer import RECORDS
from hfcompat.records.shards import shard_dirs

#: Folders of a run directory whose files are named by records (and removed when none names them).
NAMED_FOLDERS = ("repros", "logs")
#: Files there that belong to the run, not to a case: pytest's output of a sweep (hfcompat.sweep.console).
RUN_FILES = (Path("logs") / "pytest.log",)


@dataclass(frozen=True, slots=True)
class Compacted:
    """What compacting one run (all its shards together) did."""

    path: Path
    lines_before: int  # record lines read
    lines_after: int  # record lines written: one per case
    removed: dict[str, int]  # folder (repros, logs) -> files removed from it
    bytes_removed: int

    @property
    def text(self) -> str:
        """One line saying what was dropped, as ``hfcompat compact`` prints it."""
        files = sum(self.removed.values())
        per = ", ".join(f"{n} {folder}" for folder, n in self.removed.items())
        return (f"compacted {self.path}: {self.lines_before} -> {self.lines_after} record lines "
                f"({self.lines_before - self.lines_after} superseded); removed {files} files ({per}), "
                f"{_size(self.bytes_removed)}\n")


def compact_run(path: str | Path) -> Compacted:
    """Compact the run directory at ``path`` in place (each shard of a sharded one); what it removed.

    Raises:
        UsageError: ``path`` is not a readable run directory (from :func:`load_run`); nothing is written.
    """
    root = Path(path)
    load_run(root)  # validates the whole run (every shard) before anything is written
    folders = [root] if (root / RECORDS).exists() else shard_dirs(root) or [root]
    parts = [_compact_folder(folder) for folder in folders]
    removed = {name: sum(p.removed[name] for p in parts) for name in NAMED_FOLDERS}
    return Compacted(root, sum(p.lines_before for p in parts), sum(p.lines_after for p in parts), removed,
                     sum(p.bytes_removed for p in parts))


def _compact_folder(folder: Path) -> Compacted:
    """Compact one plain run directory (a whole run, or one shard of a sharded run)."""
    run = load_run(folder)
    latest = {id(r) for r in run.cases}
    flaky = set(run.flaky)
    kept = [dict(r, flaky=True) if case_id_of(r) in flaky else r for r in run.records if id(r) in latest]
    if (folder / RECORDS).exists() and kept != run.records:
        tmp = folder / (RECORDS + ".tmp")
        tmp.write_text("".join(json.dumps(r, sort_keys=False, default=str) + "\n" for r in kept), encoding="utf-8")
        os.replace(tmp, folder / RECORDS)
    compacted = load_run(folder)
    named = {p.resolve() for r in compacted.records
             for p in (compacted.locate(r.get("repro"), r), compacted.log_of(r)) if p is not None}
    named |= {(folder / f).resolve() for f in RUN_FILES}
    removed = dict.fromkeys(NAMED_FOLDERS, 0)
    size = 0
    for name in NAMED_FOLDERS:
        for f in sorted((folder / name).rglob("*")) if (folder / name).is_dir() else ():
            if f.is_file() and not f.is_symlink() and f.resolve() not in named:
                size += f.stat().st_size
                f.unlink()
                removed[name] += 1
    return Compacted(folder, len(run.records), len(kept), removed, size)


def _size(n: int) -> str:
    """A byte count as people read it (6.5 MB)."""
    return f"{n} bytes" if n < 1000 else f"{n / 1e3:.1f} kB" if n < 1e6 else f"{n / 1e6:.1f} MB"
