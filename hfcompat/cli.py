"""The ``hfcompat`` command line. No logic here: each subcommand calls one library function.

Exit codes (DESIGN.md §8): ``check`` 0 works / 1 does not work / 2 usage error or not judged; bad
input anywhere prints one line naming the input and what is allowed, and exits 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from hfcompat.errors import UsageError

EPILOG_CHECK = """examples:
  hfcompat check arch:llama                       tiny random Llama on the default backend (torch-xla)
  hfcompat check arch:bert:BertForSequenceClassification --backend cpu
  hfcompat check arch:t5 --mode compile --json    one JSON record on stdout
"""


def _parser() -> argparse.ArgumentParser:
    from hfcompat_backend import DEFAULT_BACKEND

    p = argparse.ArgumentParser(prog="hfcompat", description="Does this Hugging Face model run unmodified on this backend?")
    sub = p.add_subparsers(dest="command", required=True)

    c = sub.add_parser("check", help="check one model on one backend", epilog=EPILOG_CHECK,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    c.add_argument("spec", help="arch:<model_type>[:<ClassName>], <org>/<name>[@revision], or a directory")
    c.add_argument("--backend", default=DEFAULT_BACKEND, help=f"backend name (default {DEFAULT_BACKEND}; see `hfcompat ls backends`)")
    c.add_argument("--mode", default=None, help="backend mode (default: the backend's first)")
    c.add_argument("--dtype", default="float32", help="float32 or bfloat16")
    c.add_argument("--json", action="store_true", help="print exactly one JSON record on stdout")
    c.add_argument("--out", default=None, help="also add the record (and log) to this run directory")
    c.add_argument("--timeout", type=float, default=900.0, help="seconds before the case is fail_timeout")

    ls = sub.add_parser("ls", help="list backends, architectures or modes")
    ls.add_argument("what", choices=("backends", "archs", "modes"))
    return p


def _check(args: argparse.Namespace) -> int:
    from hfcompat.check import check, describe, exit_code, make_case

    case = make_case(args.spec, args.backend, args.mode, args.dtype)
    outcome = check(case, out=args.out, timeout=args.timeout)
    if args.json:
        print(json.dumps(outcome.record, default=str))
    else:
        print(describe(outcome.record, args.out))
    return exit_code(outcome.record)


def _ls(args: argparse.Namespace) -> int:
    from hfcompat.listing import list_archs, list_backends, list_modes

    print({"backends": list_backends, "archs": list_archs, "modes": list_modes}[args.what]())
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``hfcompat`` script."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return {"check": _check, "ls": _ls}[args.command](args)
    except UsageError as exc:
        print(f"hfcompat {args.command}: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
