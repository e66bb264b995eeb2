"""Bad input: one clear line naming the input and the allowed values, exit 2, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from hfcompat.execution.check import exit_code
from hfcompat.records.record import STATUSES, Case, new_record
from tests.conftest import run_cli

BAD = [
    (["check", "arch:no_such_thing"], "unknown architecture 'no_such_thing'"),
    (["check", "arch:llama", "--backend", "no-such-backend"], "unknown backend 'no-such-backend'"),
    (["check", "arch:llama", "--backend", "torch_xla"], "did you mean 'torch-xla'"),
    (["check", "arch:llama", "--mode", "turbo"], "unknown mode 'turbo' for backend 'torch-xla' (choose from: lazy, eager, compile)"),
    (["check", "arch:llama", "--dtype", "float8"], "unknown dtype 'float8' (choose from: float32, bfloat16)"),
    (["check", "not a spec"], "bad spec 'not a spec'"),
]


@pytest.mark.parametrize(("args", "message"), BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_input_is_one_line_and_exit_2(args: list[str], message: str, tmp_path: Path) -> None:
    out = tmp_path / "run"
    proc = run_cli(*args, "--out", str(out))
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], proc.stderr
    assert proc.stdout == ""
    assert not out.exists()  # nothing half-written


@pytest.mark.parametrize("status", STATUSES)
def test_exit_codes_follow_the_contract(status: str) -> None:
    record = new_record(Case("arch:llama", "cpu", "eager"), status=status)
    expected = 0 if status.startswith("pass") else 1 if status.startswith("fail_") else 2
    assert exit_code(record) == expected
