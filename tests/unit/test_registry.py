"""The lazy registries: the backends' built-in table and entry-point plugins, every axis's table, "did you mean"."""

from __future__ import annotations

import collections
import subprocess
import sys

import pytest

from hfcompat_backend import BUILTIN_BACKENDS, Backend, UnknownBackendError, backend_names, get_backend
from hfcompat_backend.registry import LazyRegistry, UnknownNameError, unknown_name_message
from tests.conftest import plugin_env


@pytest.mark.parametrize("name", sorted(BUILTIN_BACKENDS))
def test_every_builtin_resolves_to_a_backend(name: str) -> None:
    cls = get_backend(name)
    assert issubclass(cls, Backend) and cls.name == name and cls.modes
    available = cls.availability()
    assert available.ok or available.reason  # unavailable always says why


def test_builtin_names_are_the_contract() -> None:
    assert {"cpu", "cuda", "torch-tpu", "torch-xla", "torchax"} <= set(backend_names())


def test_unknown_name_suggests_close_matches() -> None:
    with pytest.raises(UnknownBackendError) as info:
        get_backend("torch_xla")
    message = str(info.value)
    assert "did you mean 'torch-xla'" in message and "choose from:" in message


def test_listing_backends_imports_no_device_library() -> None:
    code = (
        "import sys; from hfcompat.listing import list_backends; list_backends(); "
        "print(sorted(m for m in ('torch_xla', 'torch_tpu', 'torchax', 'jax') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_entry_point_plugin_is_found() -> None:
    # tests/plugins holds a dist-info with an entry point in the hfcompat.backends group.
    code = ("from hfcompat_backend import get_backend, backend_names; print(backend_names()); "
            "print(get_backend('faulty').__name__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=plugin_env())
    names, cls = out.stdout.splitlines()
    assert "'faulty'" in names and cls == "FaultyBackend"


def test_outputs_come_back_in_their_own_container_types() -> None:
    # run_op copies an op's outputs back to CPU: torchax returns nll_loss_forward's as a namedtuple,
    # which takes its fields as arguments (before, the copy raised and replay blamed the op).
    import torch

    cpu = get_backend("cpu")()
    Pair = collections.namedtuple("Pair", ["output", "total_weight"])
    a, b = torch.ones(2), torch.zeros(1)
    moved = cpu.to_device(Pair(a, b))
    assert type(moved) is Pair and torch.equal(moved.total_weight, b)
    structseq = torch.max(torch.tensor([[1.0, 3.0]]), dim=1)
    assert type(cpu.to_device(structseq)) is type(structseq)
    assert cpu.to_device([a, (b,)])[1] == (b,) and isinstance(cpu.to_device((a,)), tuple)


def test_one_lazy_registry_for_every_axis() -> None:
    # each axis's table is a LazyRegistry: built-ins by table, imported only when one is asked for
    from hfcompat.parallel import REGISTRY as strategies
    from hfcompat.sweep.executor import REGISTRY as executors
    from hfcompat.workloads import REGISTRY as workloads
    from hfcompat_backend.registry import BACKENDS

    for registry, known, typo, close in ((BACKENDS, "cpu", "cpuu", "'cpu'"), (workloads, "train", "trian", "'train'"),
                                         (strategies, "fsdp", "fsdp2", "'fsdp'"), (executors, "ray", "rey", "'ray'")):
        assert isinstance(registry, LazyRegistry) and known in registry.names()
        with pytest.raises(UnknownNameError) as info:
            registry.get(typo)
        assert str(info.value) == unknown_name_message(registry.what, typo, registry.names())
        assert f"did you mean {close}" in str(info.value)
        assert registry.check(known) == known


def test_a_lazy_registry_reads_its_table_live_and_checks_what_it_loads() -> None:
    table = {"dict": "collections:OrderedDict"}
    registry: LazyRegistry[type] = LazyRegistry("--thing", table, base=dict)
    assert registry.get("dict") is collections.OrderedDict
    table["path"] = "pathlib:Path"  # a test, or a caller, adds to the table: the registry sees it
    assert registry.names() == ["dict", "path"]
    with pytest.raises(TypeError, match="'path' points at pathlib:Path"):
        registry.get("path")  # not a subclass of base: a broken entry is an error, not a wrong answer
    with pytest.raises(UnknownNameError, match=r"^unknown --thing 'dcit'; did you mean 'dict'\? \(choose from: "
                                               r"dict, path\)$"):
        registry.check("dcit")
    assert unknown_name_message("--thing", "zzz", ["dict", "path"]) == "unknown --thing 'zzz' (choose from: dict, path)"
