"""What the subcommands' parsers share: argument types whose bad input is one line (exit 2), and the
flags check and sweep both take, their help generated from the axis table (:mod:`hfcompat.records.axes`)."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Sequence
from typing import TypeAlias

from hfcompat.errors import UsageError

#: What each subcommand module's ``add`` takes: the parsers of ``hfcompat``'s subcommands.
Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def positive(flag: str, unit: str, integer: bool = False) -> Callable[[str], float]:
    """An argparse type: a positive finite number, else a one-line UsageError naming ``flag``.

    argparse lets exceptions other than ValueError/TypeError through, so :func:`hfcompat.cli.main` prints this
    one line (not argparse's usage block) and exits 2 before anything is written.
    """

    def parse(text: str) -> float:
        try:
            value = int(text) if integer else float(text)
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and value > 0):
            kind = "whole number" if integer else "number"
            raise UsageError(f"bad {flag} {text!r}: expected a positive {kind} of {unit}")
        return value

    return parse


def choice(flag: str, allowed: Sequence[str]) -> Callable[[str], str]:
    """An argparse type: one of ``allowed``, else the one-line UsageError of every unknown name (close
    matches, every allowed value), which :func:`hfcompat.cli.main` prints before exiting 2, as for :func:`positive`.
    argparse's own ``choices`` would print its usage block and no "did you mean"."""
    from hfcompat_backend.registry import unknown_name_message

    def parse(text: str) -> str:
        if text not in allowed:
            raise UsageError(unknown_name_message(flag, text, tuple(allowed)))
        return text

    return parse


def braced(allowed: Sequence[str]) -> str:  # the metavar argparse's choices would show: {a,b}
    return "{" + ",".join(allowed) + "}"


def spelled(values: Sequence[str], last: str = "or") -> str:
    """``a, b or c``: an axis's values as the help text names them (from the axis table, never by hand)."""
    return values[0] if len(values) == 1 else f"{', '.join(values[:-1])} {last} {values[-1]}"


def axis_help() -> dict[str, str]:
    """The help of the flags that name a case axis, generated from the axis table (hfcompat.records.axes)
    and the strategies' table of workloads (hfcompat.parallel.RUNS)."""
    from hfcompat.parallel import RUNS
    from hfcompat.records.axes import DEFAULT_PARALLEL, DTYPES, PARALLEL, REGIMES, STACK_SPECIFIC, WORKLOADS

    runs: dict[tuple[str, ...], list[str]] = {}
    for name, workloads in RUNS.items():
        runs.setdefault(workloads, []).append(name)
    who_runs = ", ".join(f"{spelled(names, 'and')}{' run' if i == 0 else ''} {spelled(workloads, 'and')}"
                         for i, (workloads, names) in enumerate(runs.items()))
    strategies = [f"{n} (stack-specific)" if n in STACK_SPECIFIC else n for n in PARALLEL]
    dtypes = [f"{d} (float32 weights, bfloat16 forward)" if d.endswith("-autocast") else d for d in DTYPES]
    return {
        "workload": f"{spelled(WORKLOADS)}, repeatable, or 'all' (default: every workload the model has)",
        "regime": f"{spelled(REGIMES)}, repeatable, or 'all' (default: every regime the model has)",
        "parallel": f"{spelled(strategies)}, repeatable, or 'all' (default: {DEFAULT_PARALLEL}); {who_runs}",
        "dtype": f"{', '.join(dtypes[:-1])}, or {dtypes[-1]}",
    }


def axis_arguments(p: argparse.ArgumentParser) -> None:
    """--workload, --regime, --parallel and --devices, on check and sweep."""
    helps = axis_help()
    p.add_argument("--workload", action="append", default=[], help=helps["workload"])
    p.add_argument("--regime", action="append", default=[], help=helps["regime"])
    p.add_argument("--parallel", action="append", default=[], help=helps["parallel"])
    p.add_argument("--devices", type=positive("--devices", "devices", integer=True), default=None,
                   help="devices (ranks) of a parallel strategy, at least 2 (default 2)")


CACHE_DIR_HELP = "persistent compile caches and CPU reference results live here"


def perf_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--perf", action="store_true",
                   help="also time a passing case's steady-state step (train, infer): warm up until nothing new "
                        "compiles, then --perf-steps timed steps; step time, compile time, peak memory")
    p.add_argument("--perf-steps", type=positive("--perf-steps", "steps", integer=True), default=None, metavar="K",
                   help="with --perf: timed steps (default 10)")
    p.add_argument("--perf-warmup-max", type=positive("--perf-warmup-max", "steps", integer=True), default=None,
                   metavar="W", help="with --perf: at most this many warm-up steps (default 20); a model still "
                                     "compiling then is recorded as not settled")


def size_arguments(p: argparse.ArgumentParser, sweep: bool) -> None:
    """--size and --weights (a sweep may repeat --size), then the shapes (:func:`shape_arguments`)."""
    from hfcompat.records.axes import DEFAULT_SIZE, DEFAULT_WEIGHTS, SIZES, WEIGHTS

    size = "Hub/local specs: tiny (the real config shrunk, random weights; default) or full"
    if sweep:  # a sweep may run each model at both sizes
        p.add_argument("--size", action="append", type=choice("--size", SIZES), metavar=braced(SIZES),
                       help=size + "; repeatable: --size tiny --size full runs each model at both, and the report "
                                   "sets each model's tiny verdict beside its full-size one")
    else:
        p.add_argument("--size", default=DEFAULT_SIZE, type=choice("--size", SIZES), metavar=braced(SIZES), help=size)
    whose = "checkpoints'" if sweep else "checkpoint's"
    p.add_argument("--weights", default=DEFAULT_WEIGHTS, type=choice("--weights", WEIGHTS), metavar=braced(WEIGHTS),
                   help=f"with --size full: random init, or the {whose} weights (safetensors only)")
    shape_arguments(p)


def shape_arguments(p: argparse.ArgumentParser) -> None:
    """--batch and --seq-len, on check and sweep (hfcompat.factory.full_size: the defaults and why)."""
    p.add_argument("--batch", type=positive("--batch", "samples", integer=True), default=None,
                   help="samples per step (default: 2 tiny, 1 full)")
    p.add_argument("--seq-len", type=positive("--seq-len", "tokens", integer=True), default=None,
                   help="text tokens per sample (default: 16 tiny, 512 full), at most the model's max positions")
    p.add_argument("--layers", type=positive("--layers", "layers", integer=True), default=None,
                   help="with --size full: the real config with K layers per stack (one of every kind kept), "
                        "for a model the host cannot hold whole")
