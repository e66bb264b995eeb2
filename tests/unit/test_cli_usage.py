"""Bad input: one clear line naming the input and the allowed values, exit 2, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from hfcompat.execution.check_command import exit_code
from hfcompat.records.record import STATUSES, Case, new_record
from tests.conftest import run_cli

BAD = [
    (["check", "arch:no_such_thing"], "unknown architecture 'no_such_thing'"),
    (["check", "arch:llama", "--backend", "no-such-backend"], "unknown backend 'no-such-backend'"),
    (["check", "arch:llama", "--backend", "torch_xla"], "did you mean 'torch-xla'"),
    (
        ["check", "arch:llama", "--mode", "turbo"],
        "unknown mode 'turbo' for backend 'torch-xla' (choose from: lazy, eager, compile)",
    ),
    (["check", "arch:llama", "--dtype", "float8"],
     "unknown dtype 'float8' (choose from: float32, bfloat16, bfloat16-autocast)"),
    (["check", "not a spec"], "bad spec 'not a spec'"),
    # Numbers that would turn every case into fail_timeout / fail_oom, or run nothing.
    (["check", "arch:llama", "--timeout", "-5"], "bad --timeout '-5': expected a positive number of seconds"),
    (["check", "arch:llama", "--timeout", "0"], "bad --timeout '0': expected a positive number of seconds"),
    (["check", "arch:llama", "--timeout", "nan"], "bad --timeout 'nan': expected a positive number of seconds"),
    (["check", "arch:llama", "--timeout=abc"], "bad --timeout 'abc': expected a positive number of seconds"),
    (["sweep", "arch:llama", "--timeout", "-5"], "bad --timeout '-5': expected a positive number of seconds"),
    (["sweep", "arch:llama", "--memory-mb", "0"], "bad --memory-mb '0': expected a positive number of megabytes"),
    (["sweep", "arch:llama", "--memory-mb", "-100"], "bad --memory-mb '-100'"),
    (["sweep", "arch:llama", "-n", "0"], "bad -n '0': expected a positive number of workers or 'auto'"),
    (["sweep", "arch:llama", "-n", "-2"], "bad -n '-2'"),
    (["lists", "hub-top", "0"], "bad hub-top N '0': expected a positive whole number of models"),
    # An option the executor would not carry out is refused, not dropped.
    (["sweep", "arch:llama", "--executor", "ray", "--recheck-crashes"],
     "--recheck-crashes is not supported with --executor ray (it is with: --executor local)"),
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


def _tree(path: Path) -> dict[str, bytes]:
    return {str(p.relative_to(path)): (p.read_bytes() if p.is_file() else b"<dir>") for p in sorted(path.rglob("*"))}


CORRUPT_META = ["{bad json", "[1, 2]", "\xff\xfe not utf-8"]


@pytest.mark.parametrize("meta", CORRUPT_META, ids=["not-json", "not-an-object", "not-utf8"])
# check and sweep import the stack (and plan) before they read --out: the slow set has them.
@pytest.mark.parametrize("command", ["report", "dashboard", "merge", pytest.param("check", marks=pytest.mark.slow),
                                     pytest.param("sweep", marks=pytest.mark.slow)])
def test_corrupt_meta_is_one_line_exit_2_and_nothing_written(command: str, meta: str, tmp_path: Path) -> None:
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "meta.json").write_bytes(meta.encode("latin-1"))
    (bad / "records.jsonl").write_text("")
    good = tmp_path / "good"
    good.mkdir()
    (good / "meta.json").write_text('{"backend": "cpu", "modes": ["eager"]}')
    (good / "records.jsonl").write_text("")
    before = {"bad": _tree(bad), "good": _tree(good)}
    site = tmp_path / "site"
    args = {
        "report": ["report", str(bad)],
        "dashboard": ["dashboard", str(bad), "--out", str(site)],
        "merge": ["merge", str(good), str(bad), "--out", str(site)],
        "check": ["check", "arch:llama", "--backend", "cpu", "--out", str(bad)],
        "sweep": ["sweep", "arch:llama", "--backend", "cpu", "--out", str(bad), "--resume"],
    }[command]
    proc = run_cli(*args)
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert lines[0].startswith(f"hfcompat {command}: error: ") and "meta.json" in lines[0] and str(bad) in lines[0]
    assert {"bad": _tree(bad), "good": _tree(good)} == before
    assert not site.exists()


@pytest.mark.slow  # three CLI processes, check among them
def test_unreadable_run_file_is_one_line_exit_2(tmp_path: Path) -> None:
    run = tmp_path / "run"
    (run / "meta.json").mkdir(parents=True)  # a directory where a file belongs: reading it fails with an OSError
    for args in (["report", str(run)], ["dashboard", str(run), "--out", str(tmp_path / "site")],
                 ["check", "arch:llama", "--backend", "cpu", "--out", str(run)]):
        proc = run_cli(*args)
        assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
        assert str(run) in proc.stderr and "Traceback" not in proc.stderr
    assert sorted(p.name for p in run.iterdir()) == ["meta.json"]
    assert not (tmp_path / "site").exists()
