"""Shards of one sweep joined into one run: the rule ``hfcompat merge`` writes and a sharded directory reads.

A sweep split with ``--shard I/N`` writes N run directories. They may be joined two ways, which give
the same run: ``hfcompat merge`` writes the join to a new directory (:mod:`hfcompat.records.merge`), or
the shards stay where they are, as ``shard-I-of-N/`` folders of one *sharded run directory*, and
:func:`hfcompat.records.run_reader.load_run` joins them in memory on every read (nothing is copied,
so the committed runs of record hold each record, log and repro once).

This module is the join alone, on already-read parts (no files): what must match, what is refused,
the merged meta and the records as the merged run holds them. A shard's files (logs, repros) stay in
its own folder; the reader keeps, per case, the folder that holds them.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.records.record import case_id_of

MUST_MATCH = ("backend", "modes", "dtype", "parallel")
#: What a meta.json written before a key existed means by it (before the parallel axis: one device).
META_DEFAULTS: dict[str, object] = {"parallel": ["single:1"]}
#: A shard's folder in a sharded run directory (the name scripts/sharded_run.sh gives it).
SHARD_DIR = re.compile(r"shard-(\d+)-of-(\d+)")


def shard_dirs(path: Path) -> list[Path]:
    """The ``shard-I-of-N`` folders of a sharded run directory, in shard order; [] for any other folder."""
    found = []
    for child in path.iterdir() if path.is_dir() else ():
        m = SHARD_DIR.fullmatch(child.name)
        if m and child.is_dir():
            found.append((int(m.group(1)), child))
    return [p for _, p in sorted(found)]


def check_joinable(sources: Sequence[str | Path], metas: Sequence[dict[str, Any]],
                   records: Sequence[Sequence[dict[str, Any]]]) -> None:
    """Refuse shards that are not of one sweep: a setting differs, or a case is in two of them.

    Raises:
        UsageError: one line naming the setting or the case and the two directories.
    """
    for key in MUST_MATCH:
        values = {json.dumps(m.get(key, META_DEFAULTS.get(key))) for m in metas}
        if len(values) > 1:
            raise UsageError(f"cannot merge runs with different {key}: {', '.join(sorted(values))}")
    owner: dict[str, int] = {}
    for i, lines in enumerate(records):
        for record in lines:
            cid = case_id_of(record)
            if owner.setdefault(cid, i) != i:  # several lines in one shard are its retries
                raise UsageError(f"case {cid!r} is in both {str(sources[owner[cid]])!r} and {str(sources[i])!r}")


def joined_meta(sources: Sequence[str | Path], metas: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The meta a merge of these shards writes (less what the writing adds: command, host, run id).

    Its ``harness`` is the shards' when they all started under one harness, else None; each shard's is
    in its ``merged_from`` entry (the merging process judged nothing)."""
    harnesses = [m.get("harness") for m in metas]
    return {
        **{k: metas[0].get(k, META_DEFAULTS.get(k)) for k in (*MUST_MATCH, "sources")},
        "harness": harnesses[0] if all(h == harnesses[0] for h in harnesses) else None,
        "merged_from": [{"dir": str(s), "run_id": m.get("run_id"), "shard": m.get("shard"), "harness": m.get("harness")}
                        for s, m in zip(sources, metas, strict=True)],
        "started_at": min(str(m.get("started_at")) for m in metas),
    }


def joined_run_id(metas: Sequence[dict[str, Any]]) -> str:
    """A sharded directory's run id when it has no meta.json of its own: stable, from its shards' ids."""
    ids = sorted(str(m.get("run_id")) for m in metas)
    return f"{ids[0]}-joined-{hashlib.sha1(' '.join(ids).encode()).hexdigest()[:6]}"


def joined_record(record: dict[str, Any], run_id: str) -> dict[str, Any]:
    """A shard's record as the merged run holds it: the merged run's id, the shard's kept in ``shard_run_id``."""
    return {**record, "shard_run_id": record.get("run_id"), "run_id": run_id}


def joined(path: Path, shards: Sequence[Path], metas: Sequence[dict[str, Any]],
           records: Sequence[Sequence[dict[str, Any]]], own_meta: dict[str, Any] | None,
           ) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Path]]:
    """(meta, records, the folder holding each case's files) of a sharded run directory ``path``.

    ``own_meta`` is the directory's own meta.json, if it has one (the meta of an earlier merged copy,
    kept for its run id, which links and ``--baseline`` name); its keys win over the computed ones,
    except ``merged_from``, which names the folders as they are now. Without one the run id comes
    from the shards' ids.
    """
    check_joinable(shards, metas, records)
    computed = joined_meta([p.relative_to(path) for p in shards], metas)
    meta: dict[str, Any] = {
        "run_id": joined_run_id(metas), "command": f"(the shards of {path.name}, joined on reading)",
        **computed,
        "ended_at": max(str(m.get("ended_at") or "") for m in metas) or None,
        "n_cases": sum(int(m.get("n_cases") or 0) for m in metas),
        **(own_meta or {}),
        "merged_from": computed["merged_from"],
    }
    out, homes = [], {}
    for shard, lines in zip(shards, records, strict=True):
        for record in lines:
            out.append(joined_record(record, str(meta["run_id"])))
            homes[case_id_of(record)] = shard
    return meta, out, homes
