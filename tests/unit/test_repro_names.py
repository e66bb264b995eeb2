"""Repro files (issue 47): one name form, named by everything the script's run depends on; large
tensors in a safetensors sidecar; one shared script per value-independent failure; and every form
read back as the call it replays."""

from __future__ import annotations

import base64
import re
from dataclasses import replace
from pathlib import Path

import pytest

from hfcompat.records import repros
from hfcompat.records.repros import INLINE_MAX_BYTES, ReproCall, read_repro, sidecar_of, write_repro

NAME_FORM = re.compile(r"[A-Za-z0-9_]+\.[A-Za-z0-9_]+-[a-z0-9-]+-[a-z]+-[0-9a-f]{8}\.py")


def tensor(nbytes: int, fill: int = 7) -> dict[str, object]:
    """An encoded float32 tensor of ``nbytes`` bytes with its values (as argspec writes one)."""
    return {"__tensor__": {"shape": [nbytes // 4], "dtype": "float32", "stride": [1], "requires_grad": False,
                           "min": 0.0, "max": 1.0, "values": base64.b64encode(bytes([fill]) * nbytes).decode()}}


CALL = ReproCall(op="aten::histc", overload="default", backend="torch-xla", mode="lazy", args=[tensor(64), 2],
                 kwargs={}, case_id="arch:dbrx|torch-xla|lazy|float32|infer|short", phase="forward", failure="boom",
                 expected="error")


def test_the_mode_and_backend_name_their_own_script(tmp_path: Path) -> None:
    lazy = write_repro(tmp_path, CALL)
    eager = write_repro(tmp_path, replace(CALL, mode="eager"))
    jit = write_repro(tmp_path, replace(CALL, backend="torchax", mode="eager"))
    assert len({lazy, eager, jit}) == 3
    assert "BACKEND, MODE = 'torch-xla', 'lazy'" in lazy.read_text()
    assert "BACKEND, MODE = 'torch-xla', 'eager'" in eager.read_text()  # the lazy case's script still says lazy
    assert "-torch-xla-lazy-" in lazy.name and "-torchax-eager-" in jit.name


def test_what_the_script_does_names_it_and_the_docstring_does_not(tmp_path: Path) -> None:
    base = write_repro(tmp_path, CALL)
    assert write_repro(tmp_path, replace(CALL, case_id="arch:x|...", failure="other")) == base  # one call, one script
    for change in ({"expected": "mismatch"}, {"tol": 1e-2}, {"backward": True}, {"args": [tensor(64, fill=8), 2]}):
        assert write_repro(tmp_path, replace(CALL, **change)) != base, change  # type: ignore[arg-type]


def test_every_script_has_the_one_name_form(tmp_path: Path) -> None:
    names = [write_repro(tmp_path, c).name for c in (
        CALL, replace(CALL, args=[tensor(4096), 2]), replace(CALL, shared_dtype="bfloat16"),
        replace(CALL, op="aten::_slice_copy", overload="Tensor"))]
    assert all(NAME_FORM.fullmatch(n) for n in names), names


def test_large_tensors_go_to_the_sidecar_small_ones_stay_inline(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    small, large = tensor(INLINE_MAX_BYTES), tensor(INLINE_MAX_BYTES + 4, fill=3)
    call = replace(CALL, args=[small, large], kwargs={"weight": tensor(8192, fill=5)})
    path = write_repro(tmp_path, call)
    text = path.read_text()
    assert text.count('"values": ') == 1 and '"sidecar": "t0"' in text and '"sidecar": "t1"' in text
    side = sidecar_of(path)
    assert side is not None and side.parent == path.parent and side.stat().st_size > INLINE_MAX_BYTES + 8192
    assert read_repro(path) == call  # the values read back from the sidecar, inline as written
    # The name is the values', not where they are kept: written all inline, the call names the same file.
    monkeypatch.setattr(repros, "INLINE_MAX_BYTES", 10**9)
    inline = write_repro(tmp_path / "inline", call)
    assert inline.name == path.name and sidecar_of(inline) is None and read_repro(inline) == call
    monkeypatch.undo()
    assert sidecar_of(write_repro(tmp_path, CALL)) is None  # all inline: no sidecar
    # Another script of the same tensors (its backward too) shares the sidecar: it is named by content.
    assert sidecar_of(write_repro(tmp_path, replace(call, backward=True))) == side


def test_a_value_independent_failure_shares_one_script_per_op_backend_mode_and_dtype(tmp_path: Path) -> None:
    shared = replace(CALL, shared_dtype="float32", args=[tensor(8192), 2])
    first = write_repro(tmp_path, shared)
    again = write_repro(tmp_path, replace(shared, case_id="arch:mixtral|...", args=[tensor(64, fill=9), 5]))
    assert again == first and "arch:dbrx" in first.read_text()  # the first case to write keeps it
    assert '"values": ' not in first.read_text() and sidecar_of(first) is None  # no values: drawn at random
    assert "has no kernel on torch-xla (lazy, float32)" in first.read_text()
    others = {write_repro(tmp_path, replace(shared, **c)) for c in (  # type: ignore[arg-type]
        {"shared_dtype": "bfloat16"}, {"mode": "eager"}, {"backend": "torchax"}, {"op": "aten::bincount"})}
    assert len(others | {first}) == 5
    back = read_repro(first)
    assert back is not None and back.shared_dtype == "float32" and back.case_id == shared.case_id


@pytest.mark.parametrize("text", ["# not a repro\n", "x = (\n", "OP, OVERLOAD = 'a', 'b'\n"])
def test_a_file_that_is_not_a_repro_reads_as_none(tmp_path: Path, text: str) -> None:
    (tmp_path / "x.py").write_text(text)
    assert read_repro(tmp_path / "x.py") is None


def test_a_script_whose_sidecar_is_missing_or_broken_reads_as_none(tmp_path: Path) -> None:
    path = write_repro(tmp_path, replace(CALL, args=[tensor(4096), 2]))
    side = sidecar_of(path)
    assert side is not None and read_repro(path) is not None
    side.write_bytes(b"not safetensors")
    assert read_repro(path) is None  # compact then keeps the script as it is
    side.unlink()
    assert read_repro(path) is None
