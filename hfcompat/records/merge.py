"""``hfcompat merge``: join shard run directories into one run, refusing what does not belong together.

Shards of one sweep (``--shard I/N``) share backend, modes, dtype and parallel strategies and never
share a case. Merging anything else would make a headline about nothing, so it is refused with one
clear line. A model's single-device and parallel cases are distinct cases (their ids differ in the
``|ddp:2`` part), so shards holding one each merge with both kept; a shard written before the
parallel axis ran single-device cases only.
"""

from __future__ import annotations

import json
from pathlib import Path

from hfcompat.errors import UsageError
from hfcompat.records.run_reader import case_id_of, load_run
from hfcompat.records.run_writer import META, RECORDS, RunDir, log_name, now_iso

MUST_MATCH = ("backend", "modes", "dtype", "parallel")
#: What a meta.json written before a key existed means by it (before the parallel axis: one device).
META_DEFAULTS: dict[str, object] = {"parallel": ["single:1"]}


def merge_runs(sources: list[str | Path], out: str | Path) -> RunDir:
    """Merge shard directories into ``out`` (which must not exist yet, or be empty).

    The sources are only read (:func:`~hfcompat.records.run_reader.load_run`): a merge never adds
    anything to a shard's directory, and a missing or corrupt one is a UsageError before ``out`` exists.
    """
    if len(sources) < 2:
        raise UsageError("merge needs at least two run directories")
    runs = []
    for src in sources:
        if not (Path(src) / META).is_file() or not (Path(src) / RECORDS).is_file():
            raise UsageError(f"{str(src)!r} is not a run directory (no {META} and {RECORDS})")
        runs.append(load_run(src))
    metas = [run.meta for run in runs]
    for key in MUST_MATCH:
        values = {json.dumps(m.get(key, META_DEFAULTS.get(key))) for m in metas}
        if len(values) > 1:
            raise UsageError(f"cannot merge runs with different {key}: {', '.join(sorted(values))}")
    owner: dict[str, int] = {}
    for i, run in enumerate(runs):
        for record in run.records:
            cid = case_id_of(record)
            if owner.setdefault(cid, i) != i:  # several lines in one shard are its retries
                raise UsageError(f"case {cid!r} is in both {str(sources[owner[cid]])!r} and {str(sources[i])!r}")
    out_path = Path(out)
    if out_path.exists() and any(out_path.iterdir()):
        raise UsageError(f"--out {str(out)!r} is not empty")
    merged = RunDir(
        out_path,
        meta={
            **{k: metas[0].get(k, META_DEFAULTS.get(k)) for k in (*MUST_MATCH, "sources")},
            "merged_from": [
                {"dir": str(s), "run_id": m.get("run_id"), "shard": m.get("shard")} for s, m in zip(sources, metas)
            ],
            "started_at": min(str(m.get("started_at")) for m in metas),
        },
    )
    for run in runs:
        for record in run.records:
            # A log is named by the id its record was written with (an old shard's is 4-part).
            log_file = run.path / "logs" / log_name(str(record.get("case_id") or case_id_of(record)))
            record = {**record, "shard_run_id": record.get("run_id")}
            merged.add(record, log_file.read_text(encoding="utf-8", errors="replace") if log_file.is_file() else "")
    merged.write_meta(ended_at=max(str(m.get("ended_at") or now_iso()) for m in metas),
                      n_cases=sum(int(m.get("n_cases") or 0) for m in metas))
    return merged
