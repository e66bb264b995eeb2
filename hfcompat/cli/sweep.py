"""``hfcompat sweep``: many cases over workers into a run directory (:mod:`hfcompat.sweep`)."""

from __future__ import annotations

import argparse

from hfcompat.cli.args import (
    CACHE_DIR_HELP,
    Subparsers,
    axis_arguments,
    braced,
    choice,
    perf_arguments,
    positive,
    size_arguments,
)

EPILOG = """examples:
  hfcompat sweep model_lists/core.txt --out runs/core -n 2          the core list on torch-xla
  hfcompat sweep --all-archs --out runs/all -n auto --timeout 300   every architecture
  hfcompat sweep model_lists/core.txt --mode all --out runs/modes   every mode of the backend
  hfcompat sweep model_lists/core.txt --parallel ddp --parallel fsdp --parallel tp --devices 2 --out runs/par
  hfcompat sweep --all-archs --shard 1/4 --out runs/s1              one of four shards; then `hfcompat merge`
  hfcompat sweep --all-archs --out runs/all --resume                finish an interrupted run
  hfcompat sweep --all-classes --out runs/classes -n auto            every class: each head of each architecture
  hfcompat sweep --all-archs --out runs/new -n 2 --durations-from runs/all   longest cases first
  hfcompat sweep --all-archs --out runs/all --executor ray --ray-address auto -n auto
                                      on a Ray cluster, one TPU chip per case (see deploy/README.md)
"""


def add(sub: Subparsers) -> None:
    from hfcompat.sweep.executor import EXECUTORS
    from hfcompat_backend import DEFAULT_BACKEND

    sw = sub.add_parser("sweep", help="run many cases over workers into a run directory", epilog=EPILOG,
                        formatter_class=argparse.RawDescriptionHelpFormatter)
    sw.add_argument("sources", nargs="*", help="specs and model list files (*.txt)")
    sw.add_argument("--all-archs", action="store_true", help="every architecture of the installed transformers")
    sw.add_argument("--all-classes", action="store_true",
                    help="every model class (head) the installed transformers' auto mappings name")
    sw.add_argument("--head-kind", action="append", default=[], metavar="KIND",
                    help="with --all-classes: only classes of this head kind (repeatable; "
                         "'hfcompat ls classes' names each class's)")
    sw.add_argument("--except-main-class", action="store_true",
                    help="with --all-classes: leave out each architecture's main class (what --all-archs judges)")
    sw.add_argument("--backend", default=DEFAULT_BACKEND)
    sw.add_argument("--mode", action="append", default=[],
                    help="a mode (repeatable), or 'all'; default: the backend's first")
    sw.add_argument("--dtype", default="float32")
    axis_arguments(sw)
    sw.add_argument("-n", "--workers", default="1", help="worker processes: a number or 'auto' (default 1)")
    sw.add_argument("--executor", default="local", type=choice("--executor", list(EXECUTORS)),
                    metavar=braced(list(EXECUTORS)),
                    help="local: pytest-xdist on this machine (default); ray: actors on a Ray cluster, "
                         "-n cases at once ('auto': one per chip/GPU/CPU of the cluster)")
    sw.add_argument("--ray-address", default=None,
                    help="with --executor ray: the cluster (host:port, auto, ray://...); default RAY_ADDRESS, "
                         "else a local instance on 127.0.0.1")
    sw.add_argument("--out", required=True, help="the run directory")
    _run_arguments(sw)
    perf_arguments(sw)
    sw.add_argument("--cache-dir", default=None, help=CACHE_DIR_HELP)
    size_arguments(sw, sweep=True)
    sw.add_argument("--durations-from", default=None, metavar="RUN",
                    help="a previous run directory: start its longest cases first (by timings.total_s), "
                         "unknown ones before them")
    sw.add_argument("-v", "--verbose", action="store_true",
                    help="also show pytest's and pytest-xdist's own output as it runs "
                         "(without -v it goes to OUT/logs/pytest.log)")
    sw.set_defaults(func=run)


def _run_arguments(sw: argparse.ArgumentParser) -> None:
    """The sweep's run: resuming, rerunning, sharding, bounds, JUnit, the baseline and rechecks."""
    sw.add_argument("--resume", action="store_true", help="finish an interrupted run: skip cases that have a record")
    sw.add_argument("--rerun", action="append", metavar="STATUS",
                    help="with --resume: also run again the cases whose latest record has this status "
                         "(repeatable; 'all': every status), e.g. after a harness fix; the new record "
                         "supersedes the earlier ones (the specs, --workload and --regime narrow which)")
    sw.add_argument("--shard", default=None, help="I/N: run only the I-th of N deterministic shards")
    sw.add_argument("--timeout", type=positive("--timeout", "seconds"), default=600.0,
                    help="seconds per case before fail_timeout (default 600)")
    sw.add_argument("--memory-mb", type=positive("--memory-mb", "megabytes"), default=None,
                    help="resident memory bound per case (default: a share of RAM)")
    sw.add_argument("--junitxml", default=None, help="also write JUnit XML here")
    sw.add_argument("--baseline", default=None, help="last run: cases that worked there and fail now run once more")
    sw.add_argument("--recheck-crashes", action="store_true",
                    help="crashes, OOMs and timeouts run once more, each alone in a fresh worker (attempt 2)")
    sw.add_argument("--stability", action="store_true",
                    help="also repeat each step (same shapes, then a new length) and count recompiles")


def run(args: argparse.Namespace) -> int:
    from hfcompat.sweep import run_sweep, sweep_config_from_args

    return run_sweep(sweep_config_from_args(args))
