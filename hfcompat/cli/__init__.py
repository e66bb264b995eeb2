"""The ``hfcompat`` command line. No logic here: each subcommand calls one library function.

One module per subcommand (or group of small ones), each with its parser's ``add`` beside the
function that runs it; :mod:`.args` holds what they share.

Exit codes (docs/design.md §8): ``check`` 0 works / 1 does not work / 2 usage error or not judged;
``report`` 0, or 1 with ``--fail-on-regression`` when a case that worked in the baseline no longer
does; bad input anywhere prints one line naming the input and what is allowed, and exits 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from hfcompat.cli import check, lists, runs, sweep
from hfcompat.errors import UsageError


def _parser() -> argparse.ArgumentParser:
    """The whole command line: each subcommand's parser added by its module, in help order."""
    p = argparse.ArgumentParser(prog="hfcompat",
                                description="Does this Hugging Face model run unmodified on this backend?")
    sub = p.add_subparsers(dest="command", required=True)
    for add in (check.add, sweep.add, runs.add_merge, runs.add_compact, runs.add_report, runs.add_dashboard,
                lists.add_ls, lists.add_lists):
        add(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``hfcompat`` script."""
    parser = _parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = parser.parse_args(argv)
    except UsageError as exc:  # a bad number or name, from positive() or choice()
        command = next((a for a in argv if not a.startswith("-")), "")
        print(f"hfcompat {command}: error: {exc}", file=sys.stderr)
        return 2
    try:
        return int(args.func(args))
    except UsageError as exc:
        print(f"hfcompat {args.command}: error: {exc}", file=sys.stderr)
        return 2
