"""The subcommands over run directories: ``merge``, ``compact``, ``report`` and ``dashboard``."""

from __future__ import annotations

import argparse

from hfcompat.cli.args import Subparsers, braced, choice

EPILOG_REPORT = """examples:
  hfcompat report runs/all                                       headline, status counts, culprit ops
  hfcompat report runs/tonight --baseline runs/last-night --fail-on-regression   CI: exit 1 on a new failure
  hfcompat report runs/all --format md > summary.md              Markdown (also: --format json)
"""

EPILOG_DASHBOARD = """examples:
  hfcompat dashboard runs/all --out site                         one run; open site/index.html
  hfcompat dashboard reports/*/ --out site                       every run of record: the trend, the newest in detail
"""


def add_merge(sub: Subparsers) -> None:
    mg = sub.add_parser("merge", help="join shard run directories into one run")
    mg.add_argument("dirs", nargs="+")
    mg.add_argument("--out", required=True)
    mg.set_defaults(func=_merge)


def _merge(args: argparse.Namespace) -> int:
    from hfcompat.records.merge import merge_runs

    merged = merge_runs(args.dirs, args.out)
    print(f"merged {len(args.dirs)} runs into {merged.path} ({len(merged.records())} records)")
    return 0


def add_compact(sub: Subparsers) -> None:
    cp = sub.add_parser("compact", help="keep one record line per case and only the repros and logs they name")
    cp.add_argument("dir", help="the run directory (meta.json, records.jsonl; or shard-I-of-N/ folders)")
    cp.set_defaults(func=_compact)


def _compact(args: argparse.Namespace) -> int:
    from hfcompat.records.compact import compact_run

    print(compact_run(args.dir).text, end="")
    return 0


REPORT_FORMATS = ("text", "md", "json")  # hfcompat.reporting.report.FORMATS, without importing pandas for --help


def add_report(sub: Subparsers) -> None:
    rp = sub.add_parser("report", help="a run's headline, status counts, culprit ops; changes from a baseline",
                        epilog=EPILOG_REPORT, formatter_class=argparse.RawDescriptionHelpFormatter)
    rp.add_argument("dir", help="the run directory (meta.json, records.jsonl)")
    rp.add_argument("--baseline", default=None, help="a previous run directory to compare with")
    rp.add_argument("--format", default="text", type=choice("--format", REPORT_FORMATS),
                    metavar=braced(REPORT_FORMATS), help="output format (default text)")
    rp.add_argument("--fail-on-regression", action="store_true",
                    help="exit 1 when a case that worked in the baseline no longer does")
    rp.add_argument("--tables", action="store_true",
                    help="also write cases/timings/errors .parquet and .csv beside records.jsonl")
    rp.add_argument("--hub-list", default=None,
                    help="a model list with model_type and downloads columns: adds the Hub-weighted headline, "
                         "over every workload and per workload (e.g. model_lists/hub_top.txt)")
    rp.add_argument("--hub-with", action="append", default=[], metavar="DIR",
                    help="another run whose verdicts the Hub-weighted headline also weighs (repeatable; "
                         "each class's newest verdict counts), e.g. the every-architecture run beside a head-class run")
    rp.set_defaults(func=_report)


def _report(args: argparse.Namespace) -> int:
    from hfcompat.reporting.report import build_report

    text, code = build_report(args.dir, baseline=args.baseline, fmt=args.format,
                              fail_on_regression=args.fail_on_regression, tables=args.tables,
                              hub_list=args.hub_list, hub_with=args.hub_with)
    print(text, end="")
    return code


def add_dashboard(sub: Subparsers) -> None:
    db = sub.add_parser("dashboard", help="a static site of one or more runs, viewable offline",
                        epilog=EPILOG_DASHBOARD, formatter_class=argparse.RawDescriptionHelpFormatter)
    db.add_argument("dirs", nargs="+", help="run directories; the newest is shown in detail, all in the trend")
    db.add_argument("--out", required=True, help="the site directory (SITE/index.html)")
    db.add_argument("--hub-list", default=None,
                    help="a model list with model_type and downloads columns, for the Hub-weighted headline "
                         "(e.g. model_lists/hub_top.txt)")
    db.set_defaults(func=_dashboard)


def _dashboard(args: argparse.Namespace) -> int:
    from hfcompat.reporting.dashboard import build_dashboard

    index = build_dashboard(args.dirs, args.out, hub_list=args.hub_list)
    print(f"dashboard of {len(args.dirs)} run(s): {index}")
    return 0
