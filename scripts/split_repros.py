"""One-off (issue 38): split the repro scripts that records of two (backend, mode) share.

Before issue 38 a repro's file name hashed the op and its arguments but not the backend and mode the
script sets up, so in a multi-mode run the cases of one call in two modes shared one file, holding
whichever mode wrote last. For each such file this writes a copy per other (backend, mode), the same
script with that backend and mode (``<name>-<backend>-<mode>.py``), and points only the affected
records at it: their ``repro`` value is replaced in place, line by line; every other line and byte of
records.jsonl stays as it was. No model runs.

    .venv/bin/python scripts/split_repros.py RUN_DIR ...      (a run directory, or one holding shard-I-of-N/)
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

LINE = re.compile(r"^BACKEND, MODE = (.+), (.+)$", re.M)
TITLE = re.compile(r'^"""hfcompat repro: (\S+) on (.+) \((.+)\)\.$', re.M)


def run_dirs(path: Path) -> list[Path]:
    """``path`` if it holds records.jsonl, else its shards that do."""
    return [path] if (path / "records.jsonl").is_file() else sorted(p.parent for p in path.glob("*/records.jsonl"))


def script_mode(text: str) -> tuple[str, str]:
    m = LINE.search(text)
    if not m:
        raise SystemExit("a repro without its BACKEND, MODE line")
    return json.loads(m.group(1).replace("'", '"')), json.loads(m.group(2).replace("'", '"'))


def for_mode(text: str, backend: str, mode: str) -> str:
    """The script set up for ``backend`` and ``mode`` (its title line and its BACKEND, MODE line)."""
    text = LINE.sub(f"BACKEND, MODE = {backend!r}, {mode!r}", text, count=1)
    return TITLE.sub(lambda m: f'"""hfcompat repro: {m.group(1)} on {backend} ({mode}).', text, count=1)


def split(run: Path) -> int:
    """Split ``run``'s shared repros; the number of records repointed."""
    path = run / "records.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    records = [json.loads(line) if line.strip() else None for line in lines]
    modes: dict[str, set[tuple[str, str]]] = {}
    for r in records:
        if r and r.get("repro"):
            modes.setdefault(r["repro"], set()).add((str(r.get("backend")), str(r.get("mode"))))
    renamed: dict[tuple[str, str, str], str] = {}
    for repro, used in sorted(modes.items()):
        script = run / repro
        if len(used) < 2 or not script.is_file():
            continue
        text = script.read_text(encoding="utf-8")
        own = script_mode(text)
        for backend, mode in sorted(used - {own}):
            new = script.with_name(f"{script.stem}-{backend}-{mode}.py")
            new.write_text(for_mode(text, backend, mode), encoding="utf-8")
            renamed[(repro, backend, mode)] = str(Path(repro).with_name(new.name))
    changed = 0
    for i, r in enumerate(records):
        key = (r.get("repro"), str(r.get("backend")), str(r.get("mode"))) if r else None
        if key in renamed:
            old, new = json.dumps(key[0]), json.dumps(renamed[key])  # type: ignore[index]
            assert lines[i].count(f'"repro": {old}') == 1, (path, i)
            lines[i] = lines[i].replace(f'"repro": {old}', f'"repro": {new}')
            assert json.loads(lines[i]) == {**r, "repro": renamed[key]}  # type: ignore[index,dict-item]
            changed += 1
    if changed:
        path.write_text("".join(lines), encoding="utf-8")
    return changed


def main(argv: list[str]) -> int:
    for arg in argv:
        for run in run_dirs(Path(arg)):
            print(f"{run}: {split(run)} record(s) repointed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
