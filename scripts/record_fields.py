"""Rewrite the record field table of docs/records.md from hfcompat.records.record.FIELDS.

    .venv/bin/python scripts/record_fields.py          rewrite it
    .venv/bin/python scripts/record_fields.py --check  exit 1 if it is out of date

The table sits between the two marker comments below; tests/unit/test_record_fields.py fails when a
field was added to FIELDS and this script was not run.
"""

from __future__ import annotations

import sys
from pathlib import Path

from hfcompat.records.record import fields_markdown

ROOT = Path(__file__).resolve().parent.parent
FILES = (ROOT / "docs/records.md",)
BEGIN = "<!-- record fields: made by scripts/record_fields.py from FIELDS in hfcompat/records/record.py -->"
END = "<!-- end of record fields -->"


def with_table(text: str, path: Path) -> str:
    """``text`` with the part between the markers replaced by the current table."""
    if BEGIN not in text or END not in text:
        raise SystemExit(f"{path}: no record-field markers ({BEGIN} ... {END})")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{BEGIN}\n{fields_markdown()}{END}{tail}"


def main(argv: list[str]) -> int:
    stale = []
    for path in FILES:
        text = path.read_text(encoding="utf-8")
        new = with_table(text, path)
        if new != text:
            stale.append(path)
            if "--check" not in argv:
                path.write_text(new, encoding="utf-8")
    for path in stale:
        print(f"{'out of date' if '--check' in argv else 'rewrote'}: {path.relative_to(ROOT)}")
    return 1 if stale and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
