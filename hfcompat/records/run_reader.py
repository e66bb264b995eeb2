"""Finished run directories read back, read-only: where every table, report and dashboard view starts.

:mod:`hfcompat.records.run_writer` writes a run (and creates its directory on first use); this module only
reads one, so a mistyped ``hfcompat report DIR`` is a one-line :class:`UsageError` naming the
directory, never a new empty run. Everything downstream (:mod:`hfcompat.reporting.summary`,
:mod:`hfcompat.reporting.history`, :mod:`hfcompat.records.tables`, the dashboard) is a pure function of a :class:`Run`:
``meta.json`` plus the lines of ``records.jsonl`` (docs/design.md §2, §7).

One row per case: records are appended and never rewritten while a run is written, so a case can have
several lines in one run (``hfcompat check --out`` run twice, a retry after an interrupted attempt, a
``--rerun``). The case's result is its **last** line, in file order, which is the order the cases ended
in. A case whose lines disagree on whether it works is *flaky* (a compacted run keeps one line per case,
marked ``flaky`` where the dropped lines disagreed: :mod:`hfcompat.records.compact`); a case whose last
record has ``attempt > 1`` was *retried*.

A *sharded* run directory (``shard-I-of-N/`` run folders, and at most a meta.json of its own) reads as
the one run ``hfcompat merge`` would write from them (:mod:`hfcompat.records.shards`). Its logs and
repros stay in the shard that wrote them, or, once compacted, in the run directory itself where shards
share one: :meth:`Run.locate` and :meth:`Run.log_of` find a case's files wherever they are, and every
reader of a log or a repro goes through them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.records.record import WORKS, filled, meta_fields
from hfcompat.records.record import case_id_of as case_id_of  # re-exported: readers import it from here
from hfcompat.records.run_writer import META, RECORDS, log_name
from hfcompat.records.shards import joined, shard_dirs


@dataclass(frozen=True, slots=True)
class Run:
    """One run directory as read: its meta, every record line, and the latest record per case."""

    path: Path
    meta: dict[str, Any]
    records: list[dict[str, Any]]
    cases: list[dict[str, Any]] = field(default_factory=list)  # latest per case_id, sorted by case_id
    flaky: list[str] = field(default_factory=list)  # case ids whose records disagree on `works`
    retried: list[str] = field(default_factory=list)  # case ids whose latest record has attempt > 1
    homes: dict[str, Path] = field(default_factory=dict)  # case id -> the shard folder holding its files

    def locate(self, relative: str | None, record: dict[str, Any] | None = None) -> Path | None:
        """The file at ``relative`` (a record's run-relative path, as ``repro``) if it exists, else None.

        Looked for in the folder holding ``record``'s files (its shard), or without a record in every
        shard in order; then in the run directory itself, where ``hfcompat compact`` keeps a sharded
        run's files that several shards share (:mod:`hfcompat.records.compact`). A path that leaves the
        run directory (``..``, absolute) is never followed.
        """
        if not relative:
            return None
        rel = PurePosixPath(str(relative).replace("\\", "/"))
        if rel.is_absolute() or ".." in rel.parts:
            return None
        if record is not None:
            homes = [self.homes.get(case_id_of(record), self.path)]
        else:
            homes = list(dict.fromkeys(self.homes.values()))
        for home in dict.fromkeys([*homes, self.path]):
            found = home / Path(*rel.parts)
            if found.is_file():
                return found
        return None

    def log_of(self, record: dict[str, Any]) -> Path | None:
        """The record's log file: its ``log`` field, else ``logs/<case id>.log`` (as written; old runs' 4-part id)."""
        if record.get("log"):
            return self.locate(str(record["log"]), record)
        for cid in dict.fromkeys([str(record.get("case_id") or ""), case_id_of(record)]):
            found = self.locate(f"logs/{log_name(cid)}", record) if cid else None
            if found:
                return found
        return None

    @property
    def run_id(self) -> str:
        """The meta's run id, else the records', else the directory's name."""
        if self.meta.get("run_id"):
            return str(self.meta["run_id"])
        for record in self.records:
            if record.get("run_id"):
                return str(record["run_id"])
        return self.path.name

    @property
    def started_at(self) -> str:
        """ISO time the run started (meta), else its earliest record's; "" when neither says."""
        if self.meta.get("started_at"):
            return str(self.meta["started_at"])
        times = [str(r["started_at"]) for r in self.records if r.get("started_at")]
        return min(times) if times else ""


def works(record: dict[str, Any]) -> bool:
    """Whether the case works, from its status (the ``works`` field is derived and not trusted)."""
    return record.get("status") in WORKS


def latest_cases(records: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[str], list[str]]:
    """(latest record per case sorted by case id, flaky case ids, retried case ids)."""
    latest: dict[str, dict[str, Any]] = {}
    verdicts: dict[str, set[bool]] = {}
    for record in records:
        cid = case_id_of(record)
        latest[cid] = record
        if record.get("rerun"):  # run again by --rerun (a harness fix): the earlier records are superseded
            verdicts[cid] = set()
        verdicts.setdefault(cid, set()).add(works(record))
        if record.get("flaky"):  # compacted: the superseded lines it stands for disagreed (records.compact)
            verdicts[cid].update((True, False))
    cases = [latest[cid] for cid in sorted(latest)]
    flaky = sorted(cid for cid, seen in verdicts.items() if len(seen) > 1)
    retried = sorted(cid for cid, r in latest.items() if _int(r.get("attempt")) > 1)
    return cases, flaky, retried


def make_run(path: str | Path, meta: dict[str, Any], records: list[dict[str, Any]],
             homes: dict[str, Path] | None = None) -> Run:
    """A :class:`Run` from already-read parts (tests and the benchmark build runs this way too)."""
    cases, flaky, retried = latest_cases(records)
    return Run(Path(path), meta, records, cases, flaky, retried, dict(homes or {}))


def load_run(path: str | Path) -> Run:
    """Read a run directory; a missing, unreadable or foreign directory is a one-line UsageError."""
    p = Path(path)
    name = str(path)
    if not p.exists():
        raise UsageError(f"no such run directory: {name!r}")
    if not p.is_dir():
        raise UsageError(f"not a run directory (not a directory): {name!r}")
    meta_path, records_path = p / META, p / RECORDS
    shards = [] if records_path.exists() else shard_dirs(p)
    if shards:
        return _load_sharded(p, shards)
    if not meta_path.exists() and not records_path.exists():
        raise UsageError(f"not a run directory (no {META} or {RECORDS}): {name!r}")
    meta = _meta(meta_path, name) if meta_path.exists() else {}
    records = _read_lines(_text(records_path, name), meta_fields(meta)) if records_path.exists() else []
    return make_run(p, meta, records)


def _load_sharded(path: Path, shards: list[Path]) -> Run:
    """A sharded run directory joined in memory, as ``hfcompat merge`` would write it."""
    parts = [load_run(shard) for shard in shards]
    own = _meta(path / META, str(path)) if (path / META).exists() else None
    meta, records, homes = joined(path, shards, [r.meta for r in parts], [r.records for r in parts], own)
    return make_run(path, meta, records, homes)


def _meta(meta_path: Path, name: str) -> dict[str, Any]:
    try:
        loaded = json.loads(_text(meta_path, name))
    except json.JSONDecodeError as exc:
        raise UsageError(f"{META} of {name!r} is not valid JSON: {exc.msg} (line {exc.lineno})") from exc
    if not isinstance(loaded, dict):
        raise UsageError(f"{META} of {name!r} is not a JSON object")
    return loaded


def _text(path: Path, run_name: str) -> str:
    """A run file's text; unreadable or not UTF-8 is a UsageError naming the file and the run."""
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot read {path.name} of run directory {run_name!r}: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path.name} of run directory {run_name!r} is not UTF-8 text: {exc.reason}") from exc


def _read_lines(text: str, inherited: dict[str, Any]) -> list[dict[str, Any]]:
    # Like record.read_records (a torn last line from a kill mid-write is skipped), but a line that
    # is valid JSON and not an object is skipped too: it cannot be a record.
    records = []
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict):
            records.append(filled(value, inherited))  # what a line left to its run's meta, back
    return records


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0
