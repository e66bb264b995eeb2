"""``hfcompat compact``: a run reduced to one record line per case and one copy of each file they name (issue 47).

Records are appended, never rewritten, while a run is being written: ``--rerun`` adds a line per case
it runs again, and the earlier lines stay, superseded. Readers already take a case's **last** line as
its result (:func:`hfcompat.records.run_reader.latest_cases`); compacting keeps exactly that line per
case, in file order, and drops the rest, so every figure a report prints is unchanged, except the
count of record lines. A case whose dropped lines disagreed with the others on whether it works
(*flaky*) keeps saying so: its kept line gets ``"flaky": true``, which the reader counts as such.

Then the files the kept lines name are put in their current form:

- each repro is rewritten as :mod:`hfcompat.records.repros` writes one today (one name form, large
  tensors in a sidecar), and the cases of a value-independent failure (no kernel for the op) share
  one script per (op, backend, mode, dtype); a file that is not a repro script of a known form stays;
- a sharded run directory keeps all its repros in the run directory itself (``RUN/repros/``), so that
  cases of one call, and the sidecars of one call's tensors, are one file across the shards;
- files with the same bytes are kept once, and the lines naming the others name that one (``log``):
  in a sharded run directory a log two shards share moves to ``RUN/logs/``.
  :meth:`~hfcompat.records.run_reader.Run.locate` looks there after the case's own shard; a shard of
  a compacted sharded run is then no longer a run on its own, only a part of its directory.

Each named log is rewritten as a run keeps logs today (:mod:`hfcompat.records.tracebacks`: its
tracebacks without caret lines and call plumbing), and each line as one is written today
(:func:`hfcompat.records.record.record_line`: compact, nulls left out, 6 significant digits). A
run whose meta has no ``versions`` (written before it kept them) gets its lines' most common ones,
which those lines then leave to it, as a run writes them today.

Last, every file under ``repros/`` and ``logs/`` that no kept line names is removed. pytest's own
output (``logs/pytest.log``) is the run's, not a case's, and stays. New files are written first, then
``records.jsonl`` is rewritten atomically (a temporary file, then a rename), then files are removed,
so an interruption leaves at worst files no line names, never a line naming a missing file. A run
still being written must not be compacted; ``hfcompat sweep --resume --rerun`` compacts its run when it ends.
"""

from __future__ import annotations

import collections
import hashlib
import json
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from hfcompat.records.record import case_id_of, meta_fields, record_line
from hfcompat.records.repros import ReproCall, read_repro, sidecar_of, value_independent, write_repro
from hfcompat.records.run_reader import Run, load_run, make_run
from hfcompat.records.run_writer import META, RECORDS, RunDir, log_name
from hfcompat.records.shards import shard_dirs
from hfcompat.records.tracebacks import kept_log

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
    written: int = 0  # new files: repros in the current form, files shards share moved up
    bytes_written: int = 0
    logs_trimmed: int = 0  # logs rewritten without carets and call plumbing (hfcompat.records.tracebacks)
    bytes_trimmed: int = 0

    @property
    def text(self) -> str:
        """One line saying what was dropped, as ``hfcompat compact`` prints it."""
        files = sum(self.removed.values())
        per = ", ".join(f"{n} {folder}" for folder, n in self.removed.items())
        return (f"compacted {self.path}: {self.lines_before} -> {self.lines_after} record lines "
                f"({self.lines_before - self.lines_after} superseded); wrote {self.written} new files "
                f"({_size(self.bytes_written)}), trimmed {self.logs_trimmed} logs ({_size(self.bytes_trimmed)} "
                f"less), removed {files} files ({per}, {_size(self.bytes_removed)})\n")


def compact_run(path: str | Path) -> Compacted:
    """Compact the run directory at ``path`` in place (a sharded one as a whole); what it did.

    Raises:
        UsageError: ``path`` is not a readable run directory (from :func:`load_run`); nothing is written.
    """
    root = Path(path)
    load_run(root)  # validates the whole run (every shard) before anything is written
    folders = [root] if (root / RECORDS).exists() else shard_dirs(root) or [root]
    runs = {folder: load_run(folder) for folder in folders}  # each read once: records, latest lines, meta
    read = {folder: run.records for folder, run in runs.items()}
    kept = {folder: _latest_lines(run) for folder, run in runs.items()}
    homes = {case_id_of(r): folder for folder, lines in kept.items() for r in lines}
    view = make_run(root, {}, [r for lines in kept.values() for r in lines], homes)
    files = _Files(root, sharded=folders != [root])
    for record in sorted(view.records, key=case_id_of):
        files.name(record, "log", view.log_of(record))
        files.name(record, "repro", files.current_repro(record, view.locate(record.get("repro"), record),
                                                       homes[case_id_of(record)]))
    logs_trimmed, bytes_trimmed = files.trim_logs()
    files.share_identical()
    for folder in folders:
        _give_versions(folder, runs[folder], kept[folder])
        inherited = meta_fields(runs[folder].meta)  # what each line leaves to its run's meta
        text = "".join(record_line(r, inherited) for r in kept[folder])
        if (folder / RECORDS).exists() and text != (folder / RECORDS).read_text(encoding="utf-8"):
            tmp = folder / (RECORDS + ".tmp")
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, folder / RECORDS)
    removed, size = files.remove_unnamed([*folders, *([root] if folders != [root] else [])])
    after = load_run(root)
    for record in after.records:  # every link opens the file compacting meant (else: a harness bug)
        for kind, target in files.named.get(case_id_of(record), {}).items():
            found = after.log_of(record) if kind == "log" else after.locate(record.get("repro"), record)
            if found is None or found.resolve() != target.resolve():
                raise RuntimeError(f"compact: {case_id_of(record)}'s {kind} opens {found}, not {target}")
    return Compacted(root, sum(map(len, read.values())), sum(map(len, kept.values())), removed, size,
                     files.written, files.bytes_written, logs_trimmed, bytes_trimmed)


def _give_versions(folder: Path, run: Run, lines: list[dict[str, Any]]) -> None:
    """A run's meta without ``versions`` gets its lines' most common (as a run's first record gives them)."""
    if run.meta.get("versions") is not None or not (folder / META).exists():
        return
    counted = collections.Counter(json.dumps(r["versions"], sort_keys=True) for r in lines if r.get("versions"))
    if counted:
        writer = RunDir(folder)
        writer.write_meta(versions=json.loads(counted.most_common(1)[0][0]))
        run.meta.update(versions=writer.meta["versions"])


def _latest_lines(run: Run) -> list[dict[str, Any]]:
    """The run's last line per case, in file order; a flaky case's marked ``flaky``."""
    latest = {id(r) for r in run.cases}
    flaky = set(run.flaky)
    return [dict(r, flaky=True) if case_id_of(r) in flaky else r for r in run.records if id(r) in latest]


class _Files:
    """The files the kept lines name (case id -> kind -> path), and the new files written for them."""

    def __init__(self, root: Path, sharded: bool):
        self.root, self.sharded = root, sharded
        self.named: dict[str, dict[str, Path]] = {}
        self.records: dict[str, dict[str, Any]] = {}
        self.calls: dict[Path, ReproCall | None] = {}
        self.written, self.bytes_written = 0, 0

    def name(self, record: dict[str, Any], kind: str, path: Path | None) -> None:
        self.records[case_id_of(record)] = record
        if path is not None:
            self.named.setdefault(case_id_of(record), {})[kind] = path

    def current_repro(self, record: dict[str, Any], source: Path | None, home: Path) -> Path | None:
        """The record's repro in the current form (written if need be); the record names it."""
        if source is None:
            return None
        if source not in self.calls:
            self.calls[source] = read_repro(source)
        call = self.calls[source]
        if call is None:  # not a repro script of a known form: kept as it is
            return source
        shared = str(record.get("dtype") or "float32") if value_independent(record) else None
        folder = (self.root if self.sharded else home) / "repros"  # a sharded run's scripts: one folder
        before = set(folder.iterdir()) if folder.is_dir() else set()
        path = write_repro(folder, replace(call, shared_dtype=shared))
        for new in (path, sidecar_of(path)):
            if new is not None and new not in before:
                before.add(new)
                self.written += 1
                self.bytes_written += new.stat().st_size
        record["repro"] = f"repros/{path.name}"
        return path

    def trim_logs(self) -> tuple[int, int]:
        """Rewrite each named log as a run keeps one today (:func:`kept_log`); how many, and the bytes saved."""
        logs = {path for kinds in self.named.values() for kind, path in kinds.items() if kind == "log"}
        count = saved = 0
        for path in sorted(logs):
            text = path.read_text(encoding="utf-8", errors="replace")
            kept = kept_log(text)
            if kept != text:
                path.write_text(kept, encoding="utf-8")
                count += 1
                saved += len(text.encode("utf-8")) - len(kept.encode("utf-8"))
        return count, saved

    def share_identical(self) -> None:
        """Name one file for each content the named files hold (one folder: the first; several shards:
        a copy in the run directory), and point the lines at it."""
        groups: dict[str, set[Path]] = {}
        for kinds in self.named.values():
            for path in kinds.values():
                groups.setdefault(hashlib.sha1(path.read_bytes()).hexdigest(), set()).add(path)
        for digest, paths in groups.items():
            if len(paths) < 2:
                continue
            first = sorted(paths)[0]
            keep = first if len({p.parent for p in paths}) == 1 else self._shared_copy(first, digest)
            if keep is None:
                continue
            for cid, kinds in self.named.items():
                for kind, path in list(kinds.items()):
                    if path in paths:
                        kinds[kind] = keep
                        self._link(self.records[cid], kind, keep)

    def _shared_copy(self, first: Path, digest: str) -> Path | None:
        """``first`` (a log) copied to the run directory's ``logs/``, under a name no other content holds
        in any folder the readers look in; None for anything else (a sharded run's repros are all there)."""
        if first.parent.name != "logs":
            return None
        folder = self.root / first.parent.name
        for name in (first.name, f"{first.stem}-{digest[:8]}{first.suffix}"):
            same_name = self.root.glob(f"**/{first.parent.name}/{name}")
            if all(p.read_bytes() == first.read_bytes() for p in same_name):
                break
        else:
            return None
        target = folder / name
        if not target.exists():
            folder.mkdir(parents=True, exist_ok=True)
            target.write_bytes(first.read_bytes())
            self.written += 1
            self.bytes_written += target.stat().st_size
        return target

    @staticmethod
    def _link(record: dict[str, Any], kind: str, path: Path) -> None:
        if kind == "repro":
            record["repro"] = f"repros/{path.name}"
        elif record.get("log") or path.name != log_name(str(record.get("case_id") or case_id_of(record))):
            record["log"] = f"logs/{path.name}"

    def remove_unnamed(self, folders: list[Path]) -> tuple[dict[str, int], int]:
        """Remove the files under these folders' repros/ and logs/ that no kept line names."""
        named = {p.resolve() for kinds in self.named.values() for p in kinds.values()}
        named |= {s.resolve() for p in list(named) if p.suffix == ".py" and (s := sidecar_of(p)) is not None}
        named |= {(folder / f).resolve() for folder in folders for f in RUN_FILES}
        removed, size = dict.fromkeys(NAMED_FOLDERS, 0), 0
        for folder in folders:
            for name in NAMED_FOLDERS:
                for f in sorted((folder / name).rglob("*")) if (folder / name).is_dir() else ():
                    if f.is_file() and not f.is_symlink() and f.resolve() not in named:
                        size += f.stat().st_size
                        f.unlink()
                        removed[name] += 1
        return removed, size


def _size(n: int) -> str:
    """A byte count as people read it (6.5 MB)."""
    return f"{n} bytes" if n < 1000 else f"{n / 1e3:.1f} kB" if n < 1e6 else f"{n / 1e6:.1f} MB"
