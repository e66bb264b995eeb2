"""A repro script is named by everything its run depends on: two scripts that behave differently never share a file."""

from __future__ import annotations

from pathlib import Path

from hfcompat.triage.repro import write_repro

CALL = {"op": "aten::histc", "overload": "default", "args": [1, 2], "kwargs": {}, "case_id": "arch:dbrx|...",
        "phase": "forward", "failure": "boom", "expected": "error"}


def test_the_mode_and_backend_name_their_own_script(tmp_path: Path) -> None:
    lazy = write_repro(tmp_path, backend="torch-xla", mode="lazy", **CALL)  # type: ignore[arg-type]
    eager = write_repro(tmp_path, backend="torch-xla", mode="eager", **CALL)  # type: ignore[arg-type]
    jit = write_repro(tmp_path, backend="torchax", mode="eager", **CALL)  # type: ignore[arg-type]
    assert len({lazy, eager, jit}) == 3
    assert "BACKEND, MODE = 'torch-xla', 'lazy'" in lazy.read_text()
    assert "BACKEND, MODE = 'torch-xla', 'eager'" in eager.read_text()  # the lazy case's script still says lazy
    assert "-torch-xla-lazy-" in lazy.name and "-torchax-eager-" in jit.name


def test_what_the_script_does_names_it_and_the_docstring_does_not(tmp_path: Path) -> None:
    base = write_repro(tmp_path, backend="cpu", mode="eager", **CALL)  # type: ignore[arg-type]
    other_case = write_repro(tmp_path, backend="cpu", mode="eager", **{**CALL, "case_id": "arch:x|..."})  # type: ignore[arg-type]
    assert other_case == base  # cases of one call share its script
    for change in ({"expected": "mismatch"}, {"tol": 1e-2}, {"backward": True}, {"args": [1, 3]}):
        assert write_repro(tmp_path, backend="cpu", mode="eager", **{**CALL, **change}) != base, change  # type: ignore[arg-type]
