"""Chips: which accelerator a backend's cases occupy, and the environment that pins a process to one chip.

A TPU chip serves one process at a time (TorchTPU: "Changing the active TPU device within a process is
not supported"; docs/backends.md), so a sweep on a TPU host runs one worker process per chip, each
told which chip is its own before the device runtime starts. Both executors use the functions here:
the local executor maps the pytest-xdist worker ``gwN`` to chip N; the Ray executor maps the chip id
Ray assigned to the actor (``resources={"TPU": 1}``).

The variables, and where each comes from (none of this could be run here: no TPU):

- ``TPU_VISIBLE_DEVICES`` — TorchTPU's source of truth for visibility; it overwrites
  ``TPU_VISIBLE_CHIPS`` with it, and falls back to chip ``0`` when it is unset, so without it every
  torch-tpu process would open chip 0 (torch_tpu ``common/environment.cc``
  ``InitializeSingleDeviceEnvironment``).
- ``TPU_VISIBLE_CHIPS`` — what libtpu reads first when non-empty; torch_xla's
  ``configure_one_chip_topology`` and Ray's TPU accelerator manager set it.
- ``TPU_CHIPS_PER_PROCESS_BOUNDS`` / ``TPU_PROCESS_BOUNDS`` = ``1,1,1`` — a one-chip topology
  (torch_xla ``_internal/tpu.py``, set with ``setdefault``, so ours win), and their older spellings
  ``TPU_CHIPS_PER_HOST_BOUNDS`` / ``TPU_HOST_BOUNDS`` (Ray ``_private/accelerators/tpu.py``).
- ``TPU_PROCESS_PORT``, ``TPU_MESH_CONTROLLER_ADDRESS`` / ``_PORT`` — a port of its own per process,
  as documented for non-communicating processes on one TPU VM (the Cloud TPU topology gist).
- ``ALLOW_MULTIPLE_LIBTPU_LOAD=1`` — several processes load libtpu on one host; TorchTPU sets it
  for its own multi-process launches to avoid libtpu's host lock.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

TPU, GPU, CPU = "tpu", "gpu", "cpu"
#: Backends whose cases run on a TPU chip when the machine (or cluster) has TPUs.
TPU_BACKENDS = frozenset({"torch-tpu", "torch-xla"})
ONE_CHIP = "1,1,1"
BASE_PORT = 8476  # libtpu's default; chip i gets BASE_PORT + i


def accelerator_for(backend: str, env: Mapping[str, str], tpu_chips: int, gpus: int = 0) -> str:
    """What one case of ``backend`` occupies: ``"tpu"`` (one chip), ``"gpu"`` or ``"cpu"``.

    ``tpu_chips`` and ``gpus`` are what the executor can place work on: this host's chips for the
    local executor, the cluster's for Ray. torch-xla follows ``PJRT_DEVICE`` when it is set, else
    uses a TPU when there is one (as its adapter's ``setup`` does).
    """
    if backend == "cuda":
        return GPU if gpus else CPU
    if backend not in TPU_BACKENDS or tpu_chips <= 0:
        return CPU
    if backend == "torch-xla" and env.get("PJRT_DEVICE", "TPU").upper() != "TPU":
        return CPU
    return TPU


def tpu_pin_env(chip: int) -> dict[str, str]:
    """The environment pinning one process to TPU chip ``chip`` (see the module docstring)."""
    if chip < 0:
        raise ValueError(f"a TPU chip index is 0 or more, not {chip}")
    port = str(BASE_PORT + chip)
    return {
        "TPU_VISIBLE_DEVICES": str(chip),
        "TPU_VISIBLE_CHIPS": str(chip),
        "TPU_CHIPS_PER_PROCESS_BOUNDS": ONE_CHIP,
        "TPU_PROCESS_BOUNDS": ONE_CHIP,
        "TPU_CHIPS_PER_HOST_BOUNDS": ONE_CHIP,
        "TPU_HOST_BOUNDS": ONE_CHIP,
        "TPU_PROCESS_PORT": port,
        "TPU_MESH_CONTROLLER_ADDRESS": f"localhost:{port}",
        "TPU_MESH_CONTROLLER_PORT": port,
        "ALLOW_MULTIPLE_LIBTPU_LOAD": "1",
    }


def xdist_index(worker: str | None) -> int | None:
    """``"gw3"`` → 3; ``None`` or ``"main"`` (no xdist) → ``None``."""
    match = re.fullmatch(r"gw(\d+)", worker or "")
    return int(match.group(1)) if match else None


def chip_for_worker(worker: str | None, chips: int) -> int:
    """The chip of local worker ``worker`` on a host with ``chips`` chips (one process per chip).

    Raises:
        ValueError: the worker has no chip of its own (more workers than chips): a harness bug,
            since the sweep caps ``-n`` at the chip count.
    """
    index = xdist_index(worker) or 0
    if not 0 <= index < chips:
        raise ValueError(f"worker {worker!r} has no TPU chip of its own: {chips} chip(s) here, one process per chip")
    return index


def chip_for_ray(accelerator_ids: Mapping[str, list[str]]) -> int:
    """The chip Ray assigned to this actor (``get_accelerator_ids()["TPU"]``, exactly one id)."""
    ids = list(accelerator_ids.get("TPU") or [])
    if len(ids) != 1:
        raise ValueError(f"expected exactly one TPU chip assigned by Ray, got {ids}")
    return int(ids[0])


def local_tpu_chips(pci_root: str | Path = "/sys/bus/pci/devices") -> int:
    """TPU chips on this host's PCI bus (reads sysfs; starts no runtime)."""
    from hfcompat_backend.torch_tpu_stack import count_tpu_chips

    return count_tpu_chips(pci_root)


def local_worker_env(backend: str, worker: str | None, env: Mapping[str, str], chips: int) -> dict[str, str]:
    """Extra environment for a local worker process of ``backend``: a chip of its own on a TPU host."""
    if accelerator_for(backend, env, chips) != TPU:
        return {}
    return tpu_pin_env(chip_for_worker(worker, chips))


def local_workers(backend: str, workers: int, env: Mapping[str, str], chips: int) -> int:
    """``-n`` on this host: at most one worker process per TPU chip when the backend runs on TPU."""
    return min(workers, chips) if accelerator_for(backend, env, chips) == TPU else workers
