"""``hfcompat ls`` (backends, architectures, classes, modes) and ``hfcompat lists`` (model lists)."""

from __future__ import annotations

import argparse

from hfcompat.cli.args import Subparsers, braced, choice, positive

EPILOG_LISTS = """examples:
  hfcompat lists hub-top 200 --out model_lists/hub_top200.txt            most downloaded transformers models
  hfcompat lists hub-top 50 --task text-generation --out model_lists/hub_text_generation.txt
"""


LISTED = ("backends", "archs", "classes", "modes")


def add_ls(sub: Subparsers) -> None:
    ls = sub.add_parser("ls", help="list backends, architectures, classes or modes")
    ls.add_argument("what", type=choice("list", LISTED), metavar=braced(LISTED))
    ls.add_argument("--check", action="store_true",
                    help="archs: also build each on the meta device and say whether the factory can (slower)")
    ls.add_argument("--breadth", default=None,
                    help="archs: a run directory of a breadth run; show each architecture's status from it")
    ls.set_defaults(func=_ls)


def _ls(args: argparse.Namespace) -> int:
    from hfcompat.listing import list_archs, list_backends, list_classes, list_modes

    if args.what == "archs":
        print(list_archs(check=args.check, breadth=args.breadth))
    else:
        print({"backends": list_backends, "classes": list_classes, "modes": list_modes}[args.what]())
    return 0


def add_lists(sub: Subparsers) -> None:
    li = sub.add_parser("lists", help="write model lists (the one place that queries the Hub)",
                        epilog=EPILOG_LISTS, formatter_class=argparse.RawDescriptionHelpFormatter)
    li_sub = li.add_subparsers(dest="list_kind", required=True)
    top = li_sub.add_parser("hub-top", help="the N most downloaded transformers models, sorted, as a model list")
    top.add_argument("n", type=positive("hub-top N", "models", integer=True), help="how many models")
    top.add_argument("--task", default=None, help="a pipeline tag, e.g. text-generation, fill-mask")
    top.add_argument("--max-params", default=None, help="e.g. 1B: leave out bigger models (Hub num_parameters filter)")
    top.add_argument("--out", required=True, help="the list file to write")
    li.set_defaults(func=_lists)


def _lists(args: argparse.Namespace) -> int:
    from hfcompat.specs.model_list import write_hub_top

    path = write_hub_top(args.n, args.out, task=args.task, max_params=args.max_params)
    print(f"wrote {path}")
    return 0
