"""One rank of a parallel case: ``python -m hfcompat.parallel.rank FOLDER RANK|all|spmd``, or a
warm rank serving case after case: ``... serve BACKEND MODE RANK|spmd WORLD`` (:mod:`.pool`).

The case's worker (:mod:`hfcompat.parallel.launch`) writes ``request.json``, the model and the
global inputs into FOLDER and starts the ranks: one process per rank (``RANK``), or one process
that runs every rank (``all``) through the stack's own launcher (:meth:`Backend.spawn_ranks`), or
one process that drives every device itself (``spmd``: the stack's SPMD mode, no process group).

Each rank brings up the process group as a user does (``init_process_group`` with the stack's
backend), loads and wraps the model (the strategy), and runs the workload's own step on its
inputs under the op recorder, so the collective or op in flight is in ``rank<R>.state`` should the
rank die or hang. It writes ``rank<R>.pt`` (its tensors, each with its DTensor placement) or, when
it raises, ``rank<R>.json`` (phase, op, error), and exits 1.
"""

from __future__ import annotations

import faulthandler
import gc
import json
import os
import sys
import time
import traceback
from collections.abc import Mapping
from contextlib import nullcontext
from pathlib import Path
from typing import Any

import torch

from hfcompat.parallel import get_strategy
from hfcompat.parallel.base import RankContext
from hfcompat.process.inflight import InFlight, die_with_parent
from hfcompat.records.record import one_line
from hfcompat.workloads import get_workload, precision
from hfcompat.workloads.base import PhaseTracker, StepRun
from hfcompat_backend import Backend, OpEvent, OpRecorder, get_backend

INPUTS_FILE = "inputs.pt"


#: Namespaces of the ops that talk between ranks: c10d's process-group ops (DDP, FSDP2) and the
#: functional collectives (DTensor), as a dispatch mode sees them.
COLLECTIVE_NAMESPACES = ("c10d", "_c10d_functional", "c10d_functional", "_dtensor")


def is_collective(op: str | None) -> bool:
    """Whether an op name (``c10d::allreduce_``) is a collective."""
    return bool(op) and str(op).partition("::")[0] in COLLECTIVE_NAMESPACES


def state_file(folder: Path, rank: int) -> Path:
    return folder / f"rank{rank}.state"


def pieces(groups: Mapping[str, Mapping[str, torch.Tensor | None]]) -> dict[str, dict[str, tuple[Any, str]]]:
    """Each tensor of a step's groups as (this rank's local tensor, its placement): ``shard:D``,
    ``replicate`` or ``partial`` for a DTensor on a 1-D mesh, ``local`` for a plain tensor."""
    from torch.distributed.tensor import DTensor, Partial, Replicate, Shard

    out: dict[str, dict[str, tuple[Any, str]]] = {}
    for group, tensors in groups.items():
        out[group] = {}
        for name, t in tensors.items():
            if isinstance(t, DTensor):
                place = t.placements[0]
                kind = (f"shard:{place.dim}" if isinstance(place, Shard)
                        else "replicate" if isinstance(place, Replicate)
                        else "partial" if isinstance(place, Partial) else str(place))
                out[group][name] = (t.to_local().detach().cpu(), kind)
            else:
                out[group][name] = (t, "local")
    return out


def run_rank(folder: Path, rank: int, backend: Backend, request: dict[str, Any]) -> None:
    """Run this rank's step and write its answer; raises nothing (a failure is ``rank<R>.json``)."""
    import torch.distributed as dist

    world, case = int(request["world"]), request["case"]
    par = type(backend).parallelism
    assert par is not None
    in_flight = InFlight(str(state_file(folder, rank)))
    seen: dict[str, None] = {}  # the collectives this rank dispatched, "op@phase", in order
    marks = [("start", time.perf_counter())]  # where a rank's time goes (bench/parallel_cost.py)

    def on_op(event: OpEvent) -> None:
        in_flight.op(event)
        if is_collective(event.op):
            seen.setdefault(f"{event.op}@{event.phase}")

    recorder = None if case["mode"] == "compile" else OpRecorder(on_enter=on_op, max_events=0)
    tracker = PhaseTracker(recorder)
    tracker.enter("init")
    in_flight.set("init")
    try:
        strategy = get_strategy(case["parallel"])
        if not strategy.one_process:  # SPMD: one process drives every device, no process group
            init = par.init_method or f"tcp://127.0.0.1:{request['port']}"
            dist.init_process_group(par.c10d_backend, init_method=init, rank=rank, world_size=world)
        marks.append(("init", time.perf_counter()))
        tracker.enter("wrap")
        in_flight.set("wrap")
        ctx = RankContext(rank, world, backend, backend.rank_device(rank), par, request["options"], case)
        dtype = precision.STORAGE[case["dtype"]]
        with backend.step_context(), recorder if recorder is not None else nullcontext():
            fn, model = strategy.load(ctx, folder, dtype)
            precision.autocast_forward(model, case["dtype"])  # the wrapper (DDP...) calls the module's forward
            workload = get_workload(case["workload"])
            fn = backend.prepare(fn, case["mode"])  # e.g. compiled, as users compile the wrapped model
            inputs = strategy.place_inputs(ctx, backend.to_device(
                strategy.local_inputs(torch.load(folder / INPUTS_FILE), rank, world)))
            run = StepRun(fn, model, inputs, tracker, backend.sync, None)
            marks.append(("load", time.perf_counter()))
            torch.manual_seed(0)
            out = workload.step(run)
            marks.append(("step", time.perf_counter()))
            tracker.enter("gather")
            answer = pieces(out.groups)
        marks.append(("gather", time.perf_counter()))
        seconds = {name: t - marks[i][1] for i, (name, t) in enumerate(marks[1:])}
        torch.save({"groups": answer, "extra": out.extra, "collectives": list(seen), "seconds": seconds},
                   folder / f"rank{rank}.pt")
    except Exception as exc:  # noqa: BLE001  (a rank's failure is the case's data)
        event = recorder.culprit_of(exc) if recorder is not None else None
        (folder / f"rank{rank}.json").write_text(json.dumps({
            "rank": rank, "phase": event.phase if event else tracker.phase, "op": event.op if event else None,
            "error_type": type(exc).__name__, "error": one_line(str(exc)), "log": traceback.format_exc()}))
    finally:
        in_flight.set("done")
        if dist.is_initialized():
            try:
                dist.destroy_process_group()
            except Exception:  # noqa: BLE001  (a group a failure left half-down: the process ends anyway)
                pass


def _start(name: str, mode: str, spmd: bool) -> Backend:
    """The stack set up as a rank's process needs it (SPMD enabled before the runtime starts)."""
    backend = get_backend(name)()
    if spmd:
        backend.enable_spmd()
    cache = os.environ.get("HFCOMPAT_CACHE_DIR")
    backend.setup(mode, cache_dir=Path(cache) if cache else None)
    return backend


def _failed(folder: Path, world: int) -> bool:
    return any((folder / f"rank{r}.json").exists() for r in range(world))


def serve(name: str, mode: str, which: str, world: int) -> None:
    """A warm rank (:mod:`hfcompat.parallel.rank_pool`): set the stack up once, say ``ready``, then run
    the case of every folder read from stdin, answering ``0`` or ``1`` per case on stdout. Each
    case's output goes to its folder's ``proc-<which>.log``, as a one-case rank's does."""
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)  # stray prints stay off the answer channel
    backend = _start(name, mode, which == "spmd")
    # What every case's rank imports anyway, now rather than in the first case's clock.
    import torch.distributed.fsdp
    import torch.distributed.tensor  # noqa: F401
    import transformers.modeling_utils  # noqa: F401

    answers.write("ready\n")
    answers.flush()
    for line in sys.stdin:
        folder = Path(line.strip())
        request = json.loads((folder / "request.json").read_text())
        log = os.open(folder / f"proc-{which}.log", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(log, 1)
        os.dup2(log, 2)
        os.close(log)
        run_rank(folder, 0 if which == "spmd" else int(which), backend, request)
        sys.stdout.flush()
        sys.stderr.flush()
        answers.write(f"{int(_failed(folder, world))}\n")
        answers.flush()
        gc.collect()  # the case's model and tensors, before the next case is read


def main() -> None:
    die_with_parent()  # a killed worker takes its ranks with it
    faulthandler.enable()
    if sys.argv[1] == "serve":
        serve(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]))
        return
    folder, which = Path(sys.argv[1]), sys.argv[2]
    request = json.loads((folder / "request.json").read_text())
    case = request["case"]
    backend = _start(case["backend"], case["mode"], which == "spmd")
    if which == "all":
        backend.spawn_ranks(lambda rank: run_rank(folder, rank, backend, request), int(request["world"]))
    else:
        run_rank(folder, 0 if which == "spmd" else int(which), backend, request)
    sys.exit(1 if _failed(folder, int(request["world"])) else 0)


if __name__ == "__main__":
    main()
