"""One process per TPU chip: the mapping from a worker to its chip and the environment that pins it."""

from __future__ import annotations

from pathlib import Path

import pytest

from hfcompat.sweep.chips import (
    CPU,
    GPU,
    TPU,
    accelerator_for,
    chip_for_ray,
    chip_for_worker,
    local_tpu_chips,
    local_worker_env,
    local_workers,
    tpu_pin_env,
    xdist_index,
)


def test_xdist_worker_names_map_to_their_index() -> None:
    assert [xdist_index(w) for w in ("gw0", "gw3", "gw12")] == [0, 3, 12]
    assert xdist_index("main") is None and xdist_index(None) is None and xdist_index("gwx") is None


def test_each_local_worker_gets_its_own_chip_and_port() -> None:
    envs = [tpu_pin_env(chip_for_worker(f"gw{i}", 8)) for i in range(8)]
    assert [e["TPU_VISIBLE_DEVICES"] for e in envs] == [str(i) for i in range(8)]
    # TorchTPU reads TPU_VISIBLE_DEVICES, libtpu TPU_VISIBLE_CHIPS first: they must agree.
    assert all(e["TPU_VISIBLE_CHIPS"] == e["TPU_VISIBLE_DEVICES"] for e in envs)
    assert len({e["TPU_PROCESS_PORT"] for e in envs}) == 8
    assert len({e["TPU_MESH_CONTROLLER_ADDRESS"] for e in envs}) == 8
    for e in envs:  # a one-chip topology, in both spellings
        for name in (
            "TPU_CHIPS_PER_PROCESS_BOUNDS",
            "TPU_PROCESS_BOUNDS",
            "TPU_CHIPS_PER_HOST_BOUNDS",
            "TPU_HOST_BOUNDS",
        ):
            assert e[name] == "1,1,1"
        assert e["ALLOW_MULTIPLE_LIBTPU_LOAD"] == "1"


def test_a_run_without_xdist_uses_chip_zero_and_a_worker_beyond_the_chips_is_refused() -> None:
    assert chip_for_worker("main", 4) == 0 and chip_for_worker(None, 1) == 0
    with pytest.raises(ValueError, match="no TPU chip of its own"):
        chip_for_worker("gw4", 4)
    with pytest.raises(ValueError):
        tpu_pin_env(-1)


def test_the_chip_ray_assigned_is_the_one_pinned() -> None:
    assert chip_for_ray({"TPU": ["3"], "GPU": []}) == 3
    assert tpu_pin_env(chip_for_ray({"TPU": ["3"]}))["TPU_VISIBLE_DEVICES"] == "3"
    for bad in ({"TPU": []}, {}, {"TPU": ["0", "1"]}):
        with pytest.raises(ValueError, match="exactly one TPU chip"):
            chip_for_ray(bad)


@pytest.mark.parametrize(("backend", "env", "chips", "gpus", "expected"), [
    ("torch-tpu", {}, 4, 0, TPU),
    ("torch-tpu", {}, 0, 0, CPU),  # no chips: nothing to pin (the backend reports itself unavailable)
    ("torch-xla", {}, 4, 0, TPU),  # PJRT_DEVICE unset: TPU when there is one, as the adapter does
    ("torch-xla", {"PJRT_DEVICE": "TPU"}, 8, 0, TPU),
    ("torch-xla", {"PJRT_DEVICE": "CPU"}, 4, 0, CPU),
    ("torch-xla", {}, 0, 0, CPU),
    ("cuda", {}, 0, 2, GPU),
    ("cuda", {}, 4, 0, CPU),
    ("cpu", {}, 4, 1, CPU),
    ("faulty", {}, 4, 1, CPU),
])
def test_what_one_case_occupies(backend: str, env: dict[str, str], chips: int, gpus: int, expected: str) -> None:
    assert accelerator_for(backend, env, chips, gpus) == expected


def test_local_workers_are_pinned_and_capped_only_for_tpu_backends() -> None:
    assert local_worker_env("cpu", "gw1", {}, 4) == {}
    assert local_worker_env("torch-xla", "gw1", {"PJRT_DEVICE": "CPU"}, 4) == {}
    assert local_worker_env("torch-tpu", "gw1", {}, 4) == tpu_pin_env(1)
    assert local_workers("torch-tpu", 16, {}, 4) == 4
    assert local_workers("torch-xla", 2, {}, 4) == 2
    assert local_workers("cpu", 16, {}, 4) == 16


def _fake_pci(root: Path, devices: dict[str, tuple[str, str]]) -> Path:
    for name, (vendor, device) in devices.items():
        (root / name).mkdir(parents=True)
        (root / name / "vendor").write_text(vendor + "\n")
        (root / name / "device").write_text(device + "\n")
    return root


def test_chips_are_counted_from_sysfs(tmp_path: Path) -> None:
    root = _fake_pci(tmp_path / "devices", {
        "0000:00:04.0": ("0x1ae0", "0x0063"),  # TPU v5e
        "0000:00:05.0": ("0x1ae0", "0x0063"),
        "0000:00:06.0": ("0x10de", "0x2330"),  # an NVIDIA GPU is not a chip of ours
    })
    assert local_tpu_chips(root) == 2
    assert local_tpu_chips(tmp_path / "absent") == 0


def test_a_parallel_case_asks_ray_for_each_of_its_devices() -> None:
    from hfcompat.sweep.actor_pool import ray_resources

    assert ray_resources(TPU) == {"num_cpus": 1, "resources": {"TPU": 1}}
    assert ray_resources(TPU, 4) == {"num_cpus": 4, "resources": {"TPU": 4}}
    assert ray_resources(GPU, 2) == {"num_cpus": 2, "num_gpus": 2}
    assert ray_resources(CPU, 2) == {"num_cpus": 2}
