"""The files a dashboard site carries beside its page, so the folder can be published alone.

Each run gets ``data/<run>/`` in the site: its records.jsonl and tables (parquet, CSV) to download,
the logs of the cases the page shows, and the canonical repro of each distinct failure
(:mod:`hfcompat.reporting.failures`). The page links to them by relative paths (``data/<run>/...``),
never to the run directory a sweep wrote them in.

Also here: the map of culprit ops to known upstream issues (``dashboard/upstream_issues.json``).
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.records.record import record_line
from hfcompat.records.repros import sidecar_of
from hfcompat.records.run_reader import Run
from hfcompat.records.run_writer import log_name

DATA = "data"


def safe_name(run_id: str) -> str:
    """A run id as a folder name (the log-name rules: no separators, no odd characters)."""
    return log_name(run_id).removesuffix(".log")


@dataclass(slots=True)
class SiteFiles:
    """Files to copy into the site: (source path, site-relative destination), each destination once."""

    copies: dict[str, Path] = field(default_factory=dict)  # "data/<run>/logs/x.log" -> source

    def add(self, run: Run, relative: str | Path | None, folder: str,
            record: dict[str, Any] | None = None) -> str | None:
        """Plan a copy of the run's file ``relative`` into ``data/<run>/<folder>/``; its site path, or None.

        ``relative`` is a run-relative path (found by :meth:`Run.locate`, in ``record``'s shard) or a
        file :meth:`Run.log_of` found. A path that leaves the run directory (``..``, absolute) or does
        not exist is not copied.
        """
        source = relative if isinstance(relative, Path) else run.locate(relative, record)
        if source is None or not source.is_file():
            return None
        dest = f"{DATA}/{safe_name(run.run_id)}/{folder}/{source.name}"
        self.copies.setdefault(dest, source)
        side = sidecar_of(source) if source.suffix == ".py" else None
        if side is not None and side.is_file():  # a repro's large tensors: it reads them beside itself
            self.copies.setdefault(f"{DATA}/{safe_name(run.run_id)}/{folder}/{side.name}", side)
        return dest

    def write(self, site: Path) -> None:
        for dest, source in sorted(self.copies.items()):
            target = site / Path(*PurePosixPath(dest).parts)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)


def downloads(run: Run, tables: bool) -> list[dict[str, str]]:
    """The files of a run the page offers to download (site-relative), in the order shown."""
    base = f"{DATA}/{safe_name(run.run_id)}"
    names = ["records.jsonl"] + (["cases.parquet", "cases.csv", "errors.parquet", "errors.csv",
                                  "timings.parquet", "timings.csv"] if tables else [])
    return [{"name": n, "href": f"{base}/{n}"} for n in names]


def write_run_data(runs: Iterable[Run], staging: Path, tables: bool) -> None:
    """records.jsonl (the source of truth) and, with ``tables``, the tables of each run."""
    for run in runs:
        dest = staging / DATA / safe_name(run.run_id)
        dest.mkdir(parents=True, exist_ok=True)
        records = run.path / "records.jsonl"
        if records.is_file():
            shutil.copyfile(records, dest / "records.jsonl")
        else:  # a sharded run: its shards' records, joined
            (dest / "records.jsonl").write_text("".join(map(record_line, run.records)), encoding="utf-8")
        if tables:
            from hfcompat.records.tables import write_tables

            write_tables(run, dest)


def load_upstream(path: str | Path | None) -> dict[str, list[dict[str, str]]]:
    """Op -> known upstream issues ({url, title, note}); only https links are kept.

    Raises:
        UsageError: the file is unreadable or not a JSON object of op -> list of issues.
    """
    if path is None:
        return {}
    p = Path(path)
    try:
        data: Any = json.loads(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise UsageError(f"cannot read the upstream issue map {str(path)!r}: {exc.strerror or exc}") from exc
    except json.JSONDecodeError as exc:
        raise UsageError(f"upstream issue map {str(path)!r} is not valid JSON: {exc.msg} (line {exc.lineno})") from exc
    ops = data.get("ops") if isinstance(data, dict) else None
    if not isinstance(ops, dict):
        raise UsageError(f'upstream issue map {str(path)!r}: expected {{"ops": {{"aten::op": [{{"url": ...}}]}}}}')
    out: dict[str, list[dict[str, str]]] = {}
    for op, issues in ops.items():
        if not isinstance(issues, list):
            raise UsageError(f"upstream issue map {str(path)!r}: {op!r} must map to a list of issues")
        kept = [{"url": str(i["url"]), "title": str(i.get("title") or i["url"]), "note": str(i.get("note") or "")}
                for i in issues if isinstance(i, dict) and str(i.get("url", "")).startswith("https://")]
        if kept:
            out[str(op)] = kept
    return out
