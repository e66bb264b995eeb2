"""``hfcompat merge``: join shard run directories into one run, refusing what does not belong together.

Shards of one sweep (``--shard I/N``) share backend, modes, dtype and parallel strategies and never
share a case. Merging anything else would make a headline about nothing, so it is refused with one
clear line. A model's single-device and parallel cases are distinct cases (their ids differ in the
``|ddp:2`` part), so shards holding one each merge with both kept; a shard written before the
parallel axis ran single-device cases only.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.records.repros import sidecar_of
from hfcompat.records.run_reader import Run, load_run
from hfcompat.records.run_writer import META, RECORDS, RunDir, now_iso
from hfcompat.records.shards import META_DEFAULTS as META_DEFAULTS
from hfcompat.records.shards import MUST_MATCH as MUST_MATCH
from hfcompat.records.shards import check_joinable, joined_meta


def merge_runs(sources: list[str | Path], out: str | Path) -> RunDir:
    """Merge shard directories into ``out`` (which must not exist yet, or be empty).

    The sources are only read (:func:`~hfcompat.records.run_reader.load_run`): a merge never adds
    anything to a shard's directory, and a missing or corrupt one is a UsageError before ``out`` exists.
    Each record's log and repro are copied with it, so the merged run's links open.
    """
    if len(sources) < 2:
        raise UsageError("merge needs at least two run directories")
    runs = []
    for src in sources:
        if not (Path(src) / META).is_file() or not (Path(src) / RECORDS).is_file():
            raise UsageError(f"{str(src)!r} is not a run directory (no {META} and {RECORDS})")
        runs.append(load_run(src))
    metas = [run.meta for run in runs]
    check_joinable(sources, metas, [run.records for run in runs])
    out_path = Path(out)
    if out_path.exists() and any(out_path.iterdir()):
        raise UsageError(f"--out {str(out)!r} is not empty")
    merged = RunDir(out_path, meta=joined_meta(sources, metas))
    for i, run in enumerate(runs):
        for record in run.records:
            log_file = run.log_of(record)
            record = {**record, "shard_run_id": record.get("run_id")}
            record.pop("log", None)  # the merged run names the log by its case (RunDir.add stores it once)
            if record.get("repro"):
                record["repro"] = _copy_repro(run, record, out_path, i + 1)
            merged.add(record, log_file.read_text(encoding="utf-8", errors="replace") if log_file else "")
    merged.write_meta(ended_at=max(str(m.get("ended_at") or now_iso()) for m in metas),
                      n_cases=sum(int(m.get("n_cases") or 0) for m in metas))
    return merged


def _copy_repro(run: Run, record: dict[str, Any], out: Path, shard: int) -> str:
    """Copy the record's repro into ``out``; its path there (a missing one keeps its path, unresolved).

    Two shards may hold different scripts under one name (the same call, written from another case):
    the second is kept as ``NAME-shardI.py`` rather than overwriting the first. The script's sidecar
    (its large tensors, :mod:`hfcompat.records.repros`) goes with it; it is named by its content.
    """
    source = run.locate(str(record["repro"]), record)
    if source is None:
        return str(record["repro"])
    data = source.read_bytes()
    for name in (source.name, f"{source.stem}-shard{shard}{source.suffix}"):
        dest = out / "repros" / name
        if not dest.exists() or dest.read_bytes() == data:
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, dest)
            side = sidecar_of(source)
            if side is not None and side.is_file():
                shutil.copyfile(side, dest.with_name(side.name))
            return f"repros/{name}"
    raise UsageError(f"cannot copy {source}: {out / 'repros'} holds two other scripts of that name")
