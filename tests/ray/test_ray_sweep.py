"""``hfcompat sweep --executor ray`` end to end, on a local Ray instance bound to 127.0.0.1.

Each sweep starts its own local instance (no ``--ray-address``: the driver calls ``ray.init`` on the
loopback interface and shuts it down at the end). Faults are real (the test-only ``faulty``
backend), and so is the kill: a Ray worker process is SIGKILLed in the middle of a case.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from hfcompat.records.record import read_records
from tests.conftest import ROOT, plugin_env, run_cli

pytestmark = pytest.mark.slow  # each test starts a local Ray instance and sweeps on it

pytest.importorskip("ray")

T = TypeVar("T")

ONE = ("--workload", "train", "--regime", "short")  # one case per spec: these test the executor
SPECS = ["arch:llama", "arch:qwen2", "arch:gpt2", "arch:bert", "arch:t5"]
# A crash, an OOM and an op that raises (with a repro script) alongside two that pass.
FAULTS = {"HFCOMPAT_FAULTS": "gpt2=abort,t5=oom", "HFCOMPAT_OP_FAULT": "raise:aten::gelu"}


def _records(run: Path) -> list[dict]:
    return read_records(run / "records.jsonl")


def test_a_ray_sweep_writes_the_same_run_as_a_local_one(tmp_path: Path) -> None:
    runs = {}
    for executor in ("local", "ray"):
        out = tmp_path / executor
        proc = run_cli("sweep", *ONE, *SPECS, "--backend", "faulty", "--out", str(out), "-n", "2", "--timeout", "60",
                       "--memory-mb", "2500", "--executor", executor, "--junitxml", str(tmp_path / f"{executor}.xml"),
                       env=plugin_env(**FAULTS))
        assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
        runs[executor] = _records(out)
        assert f"[{len(SPECS)}/{len(SPECS)}]" in proc.stdout  # the same progress lines
    local, ray = ({(r["case_id"], r["status"]) for r in runs[k]} for k in ("local", "ray"))
    assert len(runs["ray"]) == len(SPECS) == len(ray)  # one record per case
    assert ray == local
    assert {s for _, s in ray} >= {"pass", "fail_crash", "fail_oom"}, ray
    by_spec = {r["spec"]: r for r in runs["ray"]}
    assert all(r["worker"].startswith("ray:127.0.0.1/") and r["attempt"] == 1 for r in runs["ray"])
    # The repro was written on the Ray worker and kept by the driver, where the record says.
    repro = by_spec["arch:bert"]["repro"]
    assert repro and (tmp_path / "ray" / repro).is_file()
    assert "aten::gelu" in (tmp_path / "ray" / repro).read_text()
    junit = (tmp_path / "ray.xml").read_text()
    assert junit.count("<testcase") == len(SPECS) and "fail_oom" in junit


# -- a Ray worker killed mid-case -----------------------------------------------------------------

def _ppids() -> dict[int, int]:
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            found[int(entry.name)] = int(stat.rpartition(")")[2].split()[1])
    return found


def _descendants(root: int) -> set[int]:
    ppids, found, frontier = _ppids(), set(), {root}
    while frontier:
        frontier = {pid for pid, ppid in ppids.items() if ppid in frontier} - found
        found |= frontier
    return found


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return ""


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except OSError:
        return False


def _until(what: str, probe: Callable[[], T], deadline: float = 120.0) -> T:
    """``probe()`` once it is truthy, polled every 0.2 s; an AssertionError naming ``what`` at the deadline."""
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        value = probe()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"not within {deadline:.0f} s: {what}")


def _busy_actor(sweep: int, not_pid: int | None = None, deadline: float = 180.0) -> int:
    """The pid of the Ray worker running a case (its title is ``ray::CaseRunner.run``), seen twice."""
    end, last = time.monotonic() + deadline, None
    while time.monotonic() < end:
        busy = [p for p in _descendants(sweep) if _cmdline(p).startswith("ray::CaseRunner.run") and p != not_pid]
        if len(busy) == 1 and busy[0] == last:
            return last
        last = busy[0] if len(busy) == 1 else None
        time.sleep(1.0)
    raise AssertionError("no Ray worker ran the hanging case")


def _listening(pids: set[int]) -> list[str]:
    """Local addresses (hex, as /proc/net/tcp writes them) of the sockets ``pids`` listen on."""
    inodes = set()
    for pid in pids:
        try:
            for fd in Path(f"/proc/{pid}/fd").iterdir():
                link = os.readlink(fd)
                if link.startswith("socket:["):
                    inodes.add(link[8:-1])
        except OSError:
            continue
    addresses = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            cols = line.split()
            if cols[3] == "0A" and cols[9] in inodes:  # 0A: LISTEN
                addresses.append(cols[1].split(":")[0])
    return addresses


LOOPBACK = {"0100007F", "00000000000000000000000001000000", "0000000000000000FFFF00000100007F"}


def test_a_killed_ray_worker_costs_one_retry_then_a_crash_record_naming_the_node(tmp_path: Path) -> None:
    out = tmp_path / "run"
    specs = ["arch:llama", "arch:qwen2", "arch:bert"]
    cmd = [sys.executable, "-m", "hfcompat.cli", "sweep", *ONE, *specs, "--backend", "faulty", "--out", str(out),
           "-n", "2", "--timeout", "300", "--executor", "ray"]
    log = open(tmp_path / "sweep.log", "w")  # noqa: SIM115
    sweep = subprocess.Popen(cmd, cwd=ROOT, env=plugin_env(HFCOMPAT_FAULTS="bert=hang"), stdout=log,
                             stderr=subprocess.STDOUT, start_new_session=True)
    started: set[int] = set()
    try:
        first = _busy_actor(sweep.pid)
        started = _descendants(sweep.pid)
        listeners = _listening(started | {sweep.pid})  # the driver listens too
        assert listeners and set(listeners) <= LOOPBACK, listeners  # Ray keeps to 127.0.0.1
        orphans = _descendants(first)  # the actor's isolation worker, hanging in bert's forward
        os.kill(first, signal.SIGKILL)
        second = _busy_actor(sweep.pid, not_pid=first)  # the one retry, on another actor
        # Into the case: the actor has started the isolation worker that hangs in bert's forward.
        orphans |= _until("the retried case's isolation worker", lambda: _descendants(second))
        started |= _descendants(sweep.pid)
        os.kill(second, signal.SIGKILL)
        assert sweep.wait(timeout=240) == 0, (tmp_path / "sweep.log").read_text()[-3000:]
    finally:
        if sweep.poll() is None:
            os.killpg(sweep.pid, signal.SIGKILL)
        for pid in started:  # whatever we started and is still there (never anyone else's)
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
        log.close()
    records = _records(out)
    assert Counter(r["case_id"] for r in records) == Counter(f"{s}|faulty|eager|float32|train|short" for s in specs)
    status = {r["spec"]: r for r in records}
    assert status["arch:llama"]["status"] == status["arch:qwen2"]["status"] == "pass"
    bert = status["arch:bert"]
    assert bert["status"] == "fail_crash" and bert["attempt"] == 2 and bert["error_type"] == "worker_lost"
    assert "lost twice" in bert["error"] and bert["error"].count("node 127.0.0.1") == 2, bert["error"]
    # The hanging case processes die with their actors instead of hanging for ever.
    assert orphans
    _until("the killed actors' processes to exit", lambda: not [p for p in orphans if _alive(p)], deadline=60)


def test_baseline_regressions_are_rechecked_on_the_cluster(tmp_path: Path) -> None:
    base, tonight = tmp_path / "base", tmp_path / "tonight"
    specs = ["arch:llama", "arch:gpt2", "arch:qwen2"]
    assert run_cli("sweep", *ONE, *specs, "--backend", "faulty", "--out", str(base)).returncode == 0
    env = plugin_env(HFCOMPAT_FAULTS="gpt2=flaky,llama=abort", HFCOMPAT_FAULTS_STATE=str(tmp_path))
    proc = run_cli("sweep", *ONE, *specs, "--backend", "faulty", "--out", str(tonight), "--baseline", str(base),
                   "--executor", "ray", "-n", "2", env=env)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    attempts = sorted((r["spec"], r["attempt"], r["status"], r["worker"].startswith("ray:")) for r in _records(tonight))
    assert attempts == sorted([
        ("arch:llama", 1, "fail_crash", True), ("arch:llama", 2, "fail_crash", True),  # a real regression, twice
        ("arch:gpt2", 1, "fail_error", True), ("arch:gpt2", 2, "pass", True),  # flaky: the second attempt works
        ("arch:qwen2", 1, "pass", True),  # never rechecked
    ])
    assert "rechecked 2 regression(s)" in proc.stdout and "1 worked on the second attempt" in proc.stdout


def test_a_sweep_attaches_to_a_running_cluster_and_brings_its_configuration(tmp_path: Path) -> None:
    # A head started by another process (as `ray start --head` would), without the sweep's
    # HFCOMPAT_FAULTS: the fault only fires if the driver forwards its configuration to the workers.
    # The head uses Ray's token authentication (~/.ray/auth_token): the sweep connects with it.
    loopback = {"RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0", "RAY_USAGE_STATS_ENABLED": "0"}
    head_env = {k: v for k, v in plugin_env(**loopback).items() if not k.startswith("HFCOMPAT_")}
    script = ("import ray, sys; ray.init(num_cpus=2, _node_ip_address='127.0.0.1', include_dashboard=False); "
              "print(ray.get_runtime_context().gcs_address, flush=True); sys.stdin.read()")
    head = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, env=head_env, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    started: set[int] = set()
    try:
        address = head.stdout.readline().strip()  # type: ignore[union-attr]
        assert address.startswith("127.0.0.1:"), address
        out = tmp_path / "run"
        proc = run_cli("sweep", *ONE, "arch:llama", "arch:gpt2", "--backend", "faulty", "--out", str(out), "-n", "2",
                       "--executor", "ray", "--ray-address", address,
                       env=plugin_env(HFCOMPAT_FAULTS="gpt2=abort", RAY_AUTH_MODE="token", **loopback))
        started = _descendants(head.pid)
        assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
        status = {r["spec"]: r["status"] for r in _records(out)}
        assert status == {"arch:llama": "pass", "arch:gpt2": "fail_crash"}
        assert head.poll() is None  # attached, not owned: the cluster outlives the sweep
    finally:
        head.stdin.close()  # type: ignore[union-attr]  (the head's driver ends, and its instance with it)
        try:
            head.wait(timeout=60)
        except subprocess.TimeoutExpired:
            head.kill()
        for pid in started:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
