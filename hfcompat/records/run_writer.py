"""A run directory: ``meta.json``, ``records.jsonl`` and ``logs/`` (docs/design.md §7, contract).

Records are appended as each case ends and never rewritten (one line each:
:func:`hfcompat.records.record.record_line`); long error texts go to ``logs/<case>.log``, their
tracebacks without caret lines and call plumbing (:mod:`hfcompat.records.tracebacks`). Opening an
existing directory is how ``--resume`` finds the finished cases.

A log is stored once per content: a case whose log text is byte-identical to a log already in the
run (the same failure in two workloads of a model) gets a ``log`` field naming that file instead of a
copy, and a file is never overwritten with other text (a rerun's new log goes to ``<case>-<hash>.log``,
named by ``log``), so every record's log stays the one it was written with.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import re
import socket
import sys
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.records.provenance import harness_info
from hfcompat.records.record import STATUSES, append_record, case_id_of, meta_fields, read_records
from hfcompat.records.tracebacks import kept_log

RECORDS = "records.jsonl"
META = "meta.json"


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def log_name(case_id: str) -> str:
    """A file name for a case's log: the case id with anything unsafe replaced."""
    return re.sub(r"[^A-Za-z0-9_.\-]+", "_", case_id).strip("_")[:180] + ".log"


def _read_meta(path: Path) -> dict[str, Any]:
    """An existing run's meta.json; one that is not a JSON object is a UsageError naming the file."""
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise UsageError(f"{str(path)!r} is not valid JSON ({exc}): repair or remove that run directory") from exc
    if not isinstance(meta, dict):
        raise UsageError(f"{str(path)!r} is not a JSON object: repair or remove that run directory")
    return meta


class RunDir:
    """One run's directory. Creates it (and its meta) on first use.

    A new run's meta names the harness that started it (``harness``,
    :func:`hfcompat.records.provenance.harness_info`) unless ``meta`` names one (a merge names its shards').
    """

    def __init__(self, path: str | Path, meta: dict[str, Any] | None = None):
        self.path = Path(path)
        meta_path = self.path / META
        try:
            existing = _read_meta(meta_path) if meta_path.exists() else None  # before writing anything
            self.path.mkdir(parents=True, exist_ok=True)
            (self.path / "logs").mkdir(exist_ok=True)
        except OSError as exc:
            raise UsageError(f"cannot use {str(path)!r} as a run directory: {exc.strerror or exc}") from exc
        if existing is not None:
            self.meta = existing
        else:
            self.meta = {
                "run_id": f"{datetime.now(UTC):%Y%m%dT%H%M%SZ}-{uuid.uuid4().hex[:6]}",
                "command": command_line(),
                "started_at": now_iso(),
                "ended_at": None,
                "host": {"name": socket.gethostname(), "platform": platform.platform(),
                         "python": platform.python_version(), "cpus": os.cpu_count()},
                # The harness that started the run; each --rerun's is in its entry of "reruns" (issue 47).
                "harness": harness_info(),
                **(meta or {}),
            }
            self.write_meta()

    def repair_torn_tail(self) -> None:
        """Drop a partial last line left by a writer killed mid-write (its case runs again).

        Only the process about to write calls this: a reader must never truncate a live run.
        """
        path = self.path / RECORDS
        if not path.exists():
            return
        data = path.read_bytes()
        if data and not data.endswith(b"\n"):
            with open(path, "r+b") as fh:
                fh.truncate(data.rfind(b"\n") + 1)

    @property
    def run_id(self) -> str:
        return str(self.meta["run_id"])

    def write_meta(self, **updates: Any) -> None:
        """Update meta.json atomically (write a temporary file, then rename): the file is the run's
        meta, and this copy is read again from it before the update.

        A sweep's workers each hold a RunDir of the run: the one whose first record gives the meta
        its ``versions`` writes them, and the sweep process, whose copy was read before, must not
        write them away when it stamps ``ended_at`` (the lines leave their versions to the meta:
        core-torch-xla-perf lost them so)."""
        path = self.path / META
        self.meta = {**(_read_meta(path) if path.exists() else self.meta), **updates}
        tmp = self.path / (META + ".tmp")
        tmp.write_text(json.dumps(self.meta, indent=2, default=str) + "\n")
        os.replace(tmp, self.path / META)

    def records(self) -> list[dict[str, Any]]:
        return read_records(self.path / RECORDS)

    def finished_case_ids(self) -> set[str]:
        """Case ids that already have a terminal record (what ``--resume`` skips)."""
        return set(self.finished())

    def finished(self) -> dict[str, dict[str, Any]]:
        """Each case that has a terminal record, with its latest one (``--resume`` skips these cases,
        ``--rerun`` runs again those whose latest status it names, as the next attempt)."""
        return {case_id_of(r): r for r in self.records() if r.get("status") in STATUSES}

    def add(self, record: dict[str, Any], log: str = "") -> dict[str, Any]:
        """Append a record (stamped with this run's id); its log, if any, goes to logs/ first. The
        run's first record with library versions gives the meta its ``versions``, which every line
        on the same ones leaves to it."""
        record["run_id"] = self.run_id
        if self.meta.get("versions") is None and record.get("versions"):
            self.write_meta(versions=record["versions"])
        if log.strip():
            stored = store_log(self.path / "logs", log_name(record["case_id"]), kept_log(log).encode("utf-8"))
            if stored != log_name(record["case_id"]):
                record["log"] = f"logs/{stored}"
        append_record(self.path / RECORDS, record, meta_fields(self.meta))
        return record


def store_log(logs: Path, name: str, data: bytes) -> str:
    """Store a log once by content in ``logs``; the name of the file that holds it.

    An existing file with the same bytes is reused; else ``name`` if it is free (or holds these
    bytes), else ``<name>-<hash>.log``. Nothing is ever overwritten with other bytes.
    """
    for existing in [logs / name, *sorted(logs.glob("*.log"))]:
        if existing.is_file() and existing.stat().st_size == len(data) and existing.read_bytes() == data:
            return existing.name
    if (logs / name).exists():
        name = f"{name.removesuffix('.log')}-{hashlib.sha1(data).hexdigest()[:8]}.log"
    (logs / name).write_bytes(data)
    return name


def command_line() -> str:
    """The command that is running, as a user retypes it."""
    return " ".join([_program(), *sys.argv[1:]])


def _program() -> str:
    """How the command was called, as a user retypes it: ``python -m hfcompat.cli`` is ``hfcompat``."""
    argv0 = Path(sys.argv[0])
    return "hfcompat" if argv0.parent == Path(__file__).resolve().parent.parent else argv0.name
