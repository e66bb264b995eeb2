"""The host side of a parallel case: start the ranks, wait for them, put their shards together.

Runs in the case's worker process, which never starts the device stack itself for a parallel case:
the ranks do (:mod:`hfcompat.parallel.rank`). The ranks are this process's children and die with
it (``PR_SET_PDEATHSIG``), so a worker killed on a timeout leaves nothing running; when one rank
fails, or the ranks outlive ``timeout_s``, every rank is killed here and the case's record says
which rank, in which phase, in which op or collective.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch

from hfcompat.factory.model import BuiltModel
from hfcompat.parallel import get_strategy
from hfcompat.parallel.base import Strategy
from hfcompat.parallel.rank import INPUTS_FILE, is_collective, state_file
from hfcompat.parallel.rank_pool import PoolKey, RankPool, close_pool, pool_for
from hfcompat.process.inflight import STATE_SIZE, read_state
from hfcompat.records.record import Case
from hfcompat.workloads.base import Groups
from hfcompat_backend import Backend

POLL_S = 0.1
GRACE_S = 5.0  # after one rank fails: the others' time to write what they saw before they are killed
LOG_TAIL = 4_000


@dataclass(slots=True)
class RankFailure:
    """How the ranks went wrong: ``kind`` error (a rank raised), crash (died) or timeout (hung)."""

    kind: str
    rank: int | None
    phase: str | None
    op: str | None
    error_type: str | None
    error: str
    log: str = ""


@dataclass(slots=True)
class RanksRun:
    """The ranks' step put back together (``groups``), or how they failed; the collectives they ran
    (``op@phase``, in the order first run)."""

    groups: Groups | None = None
    failure: RankFailure | None = None
    collectives: list[str] = field(default_factory=list)
    seconds: float = 0.0
    start_s: float = 0.0  # of ``seconds``: waiting for the ranks to start (imports), 0 when warm
    parts: dict[str, float] = field(default_factory=dict)  # a rank's init, load, step, gather seconds
    extra: dict[str, Any] = field(default_factory=dict)  # rank 0's record fields (the step's train_loss)


def free_port() -> int:
    """A TCP port on the loopback that nothing listens on now (the ranks' rendezvous)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def pool_key(case: Case, backend_cls: type[Backend], strategy: Strategy) -> PoolKey | None:
    """The warm ranks this case can be handed to (:mod:`hfcompat.parallel.rank_pool`), or None where
    each case needs a fresh process (a stack whose ranks are one launcher's threads)."""
    par = backend_cls.parallelism
    assert par is not None
    if par.ranks == "threads" and not strategy.one_process:
        return None
    which = ("spmd",) if strategy.one_process else tuple(str(r) for r in range(case.devices))
    env = {**os.environ, **backend_cls().rank_env(case.devices), "PYTHONUNBUFFERED": "1"}
    return PoolKey(case.backend, case.mode, case.devices, which, tuple(sorted(env.items())))


def warm(case: Case, backend_cls: type[Backend]) -> None:
    """Start this case's ranks now, so their imports overlap the host's build and reference."""
    pool_for(pool_key(case, backend_cls, get_strategy(case.parallel)))


class _OneShot:
    """Fresh rank processes for one case, as a pool's stand-in: they exit when the case is done."""

    def __init__(self, case: Case, backend_cls: type[Backend], folder: Path):
        env = {**os.environ, **backend_cls().rank_env(case.devices), "PYTHONUNBUFFERED": "1"}
        with open(folder / "proc-all.log", "wb") as log:
            self.procs = [subprocess.Popen([sys.executable, "-m", "hfcompat.parallel.rank", str(folder), "all"],
                                           stdout=log, stderr=subprocess.STDOUT, env=env)]

    def codes(self) -> list[int | None]:
        return [p.poll() for p in self.procs]

    def close(self) -> None:
        for p in self.procs:
            if p.poll() is None:
                p.kill()
            p.wait()


def run_ranks(case: Case, backend_cls: type[Backend], strategy: Strategy, built: BuiltModel,
              inputs: dict[str, Any], options: dict[str, Any], timeout_s: float) -> RanksRun:
    """Run the case's step on ``case.devices`` ranks and return the full tensors, or the failure."""
    world = case.devices
    folder = Path(tempfile.mkdtemp(prefix="hfcompat-ranks-"))
    try:
        strategy.save(built, folder)
        torch.save(inputs, folder / INPUTS_FILE)
        request = {"case": case.to_dict(), "world": world, "port": free_port(), "options": options}
        (folder / "request.json").write_text(json.dumps(request))
        for rank in range(world):
            state_file(folder, rank).write_bytes(b"\0" * STATE_SIZE)
        t0, submitted = time.perf_counter(), time.monotonic()
        pool = pool_for(pool_key(case, backend_cls, strategy))
        cold = pool is not None and not all(pool.ready)
        ranks: RankPool | _OneShot = pool if pool is not None else _OneShot(case, backend_cls, folder)
        if pool is not None:
            pool.submit(folder)
        answering = 1 if strategy.one_process else world  # SPMD: one process answers for every device
        failure = _wait(ranks, folder, answering, timeout_s)
        seconds = time.perf_counter() - t0
        # The ranks' start-up this case waited for (a pool started by this case or not yet ready)
        start_s = max(0.0, pool.ready_at - submitted) if pool is not None and cold else 0.0
        if failure is not None:
            return RanksRun(failure=failure, seconds=seconds, start_s=start_s)
        answers = [torch.load(folder / f"rank{r}.pt", weights_only=False) for r in range(answering)]
        groups = assemble([a["groups"] for a in answers], strategy.splits_batch)
        collectives = list(dict.fromkeys(c for a in answers for c in a["collectives"]))
        # per part of a rank's work, the slowest rank's seconds (the ranks wait for each other)
        parts = {k: max(a.get("seconds", {}).get(k, 0.0) for a in answers) for k in answers[0].get("seconds", {})}
        return RanksRun(groups, None, collectives, seconds, start_s, parts, answers[0].get("extra", {}))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _wait(ranks: RankPool | _OneShot, folder: Path, world: int, timeout_s: float) -> RankFailure | None:
    """Wait for every process's outcome; on anything but success every rank is killed (a pool is
    closed, so the next case starts fresh ranks)."""
    deadline = time.monotonic() + timeout_s
    ok = False
    try:
        while True:
            codes = ranks.codes()
            if all(c == 0 for c in codes):
                ok = True
                return None
            if any(c is not None and c != 0 for c in codes):
                end = time.monotonic() + GRACE_S  # the failing rank's peers may fail too: let them say so
                while time.monotonic() < end and any(c is None for c in codes):
                    time.sleep(POLL_S)
                    codes = ranks.codes()
                return _failure(codes, folder, world)
            if time.monotonic() > deadline:
                return _hang(folder, world, timeout_s)
            time.sleep(POLL_S)
    finally:
        if isinstance(ranks, _OneShot):
            ranks.close()
        elif not ok:
            close_pool()


def _log(folder: Path) -> str:
    """The tail of every rank process's output, for the case's log."""
    return "".join(f"--- {p.name}\n" + p.read_text(errors="replace")[-LOG_TAIL:]
                   for p in sorted(folder.glob("proc-*.log")))


def _failure(codes: list[int | None], folder: Path, world: int) -> RankFailure:
    """The first rank to say it raised, else the rank whose process died (by signal or exit code)."""
    said = [json.loads(p.read_text()) for r in range(world) if (p := folder / f"rank{r}.json").exists()]
    if said:
        # A rank that raised in a collective because its peer died first is not the culprit: prefer
        # the rank whose failure is not in a collective, then the lowest.
        first = sorted(said, key=lambda s: (is_collective(s.get("op")), s["rank"]))[0]
        return RankFailure("error", first["rank"], first["phase"], first["op"], first["error_type"], first["error"],
                           first.get("log", "") + _log(folder))
    died = next(i for i, c in enumerate(codes) if c not in (0, None))
    code = codes[died]
    assert code is not None
    rank = None if len(codes) == 1 else died
    state = read_state(state_file(folder, rank or 0))
    how = f"signal {signal.Signals(-code).name}" if code < 0 else f"exit code {code}"
    where = f" in {state.op} ({state.phase})" if state.op else f" in phase {state.phase}" if state.phase else ""
    who = f"rank {rank}" if rank is not None else "the process running every rank"
    return RankFailure("crash", rank, state.phase, state.op, None, f"{who} died ({how}){where}", _log(folder))


def _hang(folder: Path, world: int, timeout_s: float) -> RankFailure:
    """Every rank's phase and op in flight after the deadline: the rank whose op differs from the
    others' is named; when all wait in the same collective no rank can be told apart from its peers."""
    states = [read_state(state_file(folder, r)) for r in range(world)]
    where = [f"rank {r} in {s.op or '-'} ({s.phase or '-'})" for r, s in enumerate(states)]
    ops = [s.op for s in states]
    odd = [r for r, op in enumerate(ops) if ops.count(op) == 1] if len(set(ops)) > 1 else []
    rank = odd[0] if len(odd) == 1 else None
    state = states[rank if rank is not None else 0]
    return RankFailure("timeout", rank, state.phase, state.op, None,
                       f"the ranks did not finish in {timeout_s:.0f} s: {'; '.join(where)}", _log(folder))


def assemble(ranks: list[dict[str, dict[str, tuple[Any, str]]]], splits_batch: bool) -> Groups:
    """Full tensors from every rank's pieces: a DTensor's shards concatenated in rank order on their
    dim, a replica or plain tensor from rank 0; under data parallelism the outputs are the ranks'
    slices of the batch (concatenated) and the loss their mean."""
    groups: Groups = {}
    for group, first in ranks[0].items():
        kept: dict[str, torch.Tensor | None] = {}
        groups[group] = kept
        for name, (tensor, place) in first.items():
            parts = [r[group][name][0] for r in ranks]
            if tensor is None:
                kept[name] = None
            elif place.startswith("shard:"):
                kept[name] = torch.cat(parts, dim=int(place.partition(":")[2]))
            elif place == "partial":
                kept[name] = torch.stack(parts).sum(0)
            elif splits_batch and group == "loss":
                kept[name] = torch.stack(parts).mean(0)
            elif splits_batch and group == "outputs":
                kept[name] = torch.cat(parts) if tensor.dim() else torch.stack(parts).mean(0)
            else:
                kept[name] = tensor
    return groups
