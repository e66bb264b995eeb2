"""One-off (issue 38): keep one copy of each log and repro whose bytes another file of its run holds.

A run wrote a log per case, so a model whose generate and generate-static cases fail alike held two
byte-identical logs. Per run directory (each shard is one: it is read alone), this keeps the first
file of each content (by name) and deletes the others; a record that named a deleted file names the
kept one: a log by a ``log`` field added to the end of its line, a repro by its ``repro`` value
replaced. Only those records' lines change, in place; run writers since store a log once themselves
(:func:`hfcompat.records.run_writer.store_log`). No model runs.

    .venv/bin/python scripts/dedupe_run_files.py RUN_DIR ...   (a run directory, or one holding shard-I-of-N/)
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from hfcompat.records.run_writer import log_name


def run_dirs(path: Path) -> list[Path]:
    """``path`` if it holds records.jsonl, else its shards that do."""
    return [path] if (path / "records.jsonl").is_file() else sorted(p.parent for p in path.glob("*/records.jsonl"))


def duplicates(run: Path) -> dict[str, str]:
    """Run-relative path of each file whose content an earlier file (by name) of the run holds -> that file."""
    kept: dict[str, str] = {}
    out = {}
    for folder in ("logs", "repros"):
        for f in sorted((run / folder).glob("*")) if (run / folder).is_dir() else ():
            rel = f"{folder}/{f.name}"
            digest = hashlib.sha1(f.read_bytes()).hexdigest()
            if digest in kept:
                out[rel] = kept[digest]
            else:
                kept[digest] = rel
    return out


def log_of(record: dict[str, object], run: Path) -> str | None:
    """The run-relative log a record names (its ``log``, else the one named by its case id), if it exists."""
    if record.get("log"):
        return str(record["log"])
    rel = f"logs/{log_name(str(record.get('case_id')))}"
    return rel if (run / rel).is_file() else None


def dedupe(run: Path) -> tuple[int, int]:
    """(files deleted, record lines changed) of one run directory."""
    gone = duplicates(run)
    if not gone:
        return 0, 0
    path = run / "records.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    changed = 0
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        record = json.loads(line)
        new = line
        log = log_of(record, run)
        if log in gone:
            if "log" in record and record["log"] is not None:
                new = new.replace(f'"log": {json.dumps(log)}', f'"log": {json.dumps(gone[log])}')
            elif '"log": null' in new:
                new = new.replace('"log": null', f'"log": {json.dumps(gone[log])}')
            else:
                body = new.rstrip("\n")
                assert body.endswith("}"), (path, i)
                new = f'{body[:-1]}, "log": {json.dumps(gone[log])}}}' + new[len(body):]
        repro = record.get("repro")
        if repro in gone:
            assert new.count(f'"repro": {json.dumps(repro)}') == 1, (path, i)
            new = new.replace(f'"repro": {json.dumps(repro)}', f'"repro": {json.dumps(gone[repro])}')
        if new != line:
            expected = {**record, **({"log": gone[log]} if log in gone else {}),
                        **({"repro": gone[str(repro)]} if repro in gone else {})}
            assert json.loads(new) == expected, (path, i)
            lines[i] = new
            changed += 1
    path.write_text("".join(lines), encoding="utf-8")
    for rel in gone:
        (run / rel).unlink()
    return len(gone), changed


def main(argv: list[str]) -> int:
    for arg in argv:
        for run in run_dirs(Path(arg)):
            files, records = dedupe(run)
            print(f"{run}: {files} duplicate file(s) deleted, {records} record line(s) repointed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
