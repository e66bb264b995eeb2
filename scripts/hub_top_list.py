"""Write model_lists/hub_top.txt from a Hub ranking CSV (model_id, model_type, pipeline_tag, downloads).

Offline stand-in for ``hfcompat lists hub-top N``: /work/shared/data/hub-popular-models.csv (see its
README) is a snapshot of popular Hub models with their download counts. The list keeps the model's
``model_type``, ``downloads`` and ``pipeline_tag``, and the class its real config names where one of the
config folders holds it (``org--name/config.json``, first of ``architectures``), as the optional columns
of the model list format, so a dashboard can say "x% of the top-N Hub models work as the class they
load", plain and download-weighted (hfcompat.specs.own_class).

    .venv/bin/python scripts/hub_top_list.py [CSV] [--top N] [--out model_lists/hub_top.txt] [--configs DIR ...]
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hfcompat.errors import UsageError  # noqa: E402
from hfcompat.specs.model_list import parse_entries  # noqa: E402
from hfcompat.specs.own_class import config_classes  # noqa: E402
from hfcompat.specs.spec import parse_spec  # noqa: E402

DEFAULT_CSV = Path("/work/shared/data/hub-popular-models.csv")
#: Real Hub configs: the repository's, and the wider set beside it (each folder org--name/config.json).
DEFAULT_CONFIGS = (ROOT / "tests" / "data" / "hub-configs", ROOT.parent / "shared" / "data" / "hub-configs")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv", nargs="?", default=str(DEFAULT_CSV))
    ap.add_argument("--top", type=int, default=0, help="keep the N most downloaded (0: all rows)")
    ap.add_argument("--out", default=str(ROOT / "model_lists" / "hub_top.txt"))
    ap.add_argument("--configs", action="append", default=None, metavar="DIR",
                    help="a folder of real configs (org--name/config.json); default: tests/data/hub-configs "
                         "and ../shared/data/hub-configs")
    args = ap.parse_args()
    classes = config_classes(args.configs if args.configs is not None else DEFAULT_CONFIGS)
    with open(args.csv, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    rows.sort(key=lambda r: -int(r["downloads"] or 0))
    if args.top > 0:
        rows = rows[: args.top]
    lines, dropped = [], []
    for r in rows:
        try:
            parse_spec(r["model_id"])
        except UsageError:
            dropped.append(r["model_id"])
            continue
        model_type = r["model_type"].strip() or "-"
        tag = (r.get("pipeline_tag") or "").strip() or "-"
        lines.append(f"{r['model_id']}  {model_type}  {int(r['downloads'] or 0)}  {tag}  "
                     f"{classes.get(r['model_id'], '-')}")
    lines.sort()
    header = [
        f"# The {len(lines)} most downloaded Hub models of {Path(args.csv).name}"
        " (an offline snapshot, not a live ranking),",
        "# with the optional columns: model_type (the config's; '-' unknown), Hub downloads at snapshot time,",
        "# the Hub pipeline tag, and the class the model's real config names ('-': no real config at hand).",
        "# Some are diffusers pipelines or remote code: their model_type is not a transformers architecture.",
        f"# Regenerate: .venv/bin/python scripts/hub_top_list.py {args.csv}"
        + (f" --top {args.top}" if args.top else ""),
    ]
    if dropped:
        header.append(f"# Left out (not a model spec): {', '.join(dropped)}")
    text = "\n".join(header + lines) + "\n"
    parse_entries(text, args.out)  # what we write must read back
    Path(args.out).write_text(text, encoding="utf-8")
    print(f"{args.out}: {len(lines)} models" + (f", {len(dropped)} left out" if dropped else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
