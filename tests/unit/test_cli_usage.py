"""Bad input: one clear line naming the input and the allowed values, exit 2, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from hfcompat import cli
from hfcompat.check_command import exit_code
from hfcompat.cli import args as cli_args
from hfcompat.cli import runs as cli_runs
from hfcompat.records import axes
from hfcompat.records.record import STATUSES, Case, new_record
from hfcompat.reporting.report import FORMATS
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
     "unknown dtype 'float8'; did you mean 'float32' or 'bfloat16'? (choose from: float32, bfloat16, "
     "bfloat16-autocast)"),
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


# Every axis answers an unknown name alike (issue 47): the name, the close ones, every allowed value.
UNKNOWN = [
    (["check", "arch:llama", "--backend", "cpuu"], "backend 'cpuu'", "'cpu'", "cpu, cuda, "),
    (["check", "arch:llama", "--backend", "cpu", "--mode", "eagre"], "mode 'eagre' for backend 'cpu'", "'eager'",
     "eager, compile"),
    (["check", "arch:llama", "--workload", "trian"], "--workload 'trian'", "'train'",
     "train, infer, generate, generate-static, all"),
    (["check", "arch:llama", "--regime", "shrot"], "--regime 'shrot'", "'short'", "short, long, all"),
    (["check", "arch:llama", "--parallel", "fsdp2"], "--parallel 'fsdp2'", "'fsdp'",
     "single, ddp, fsdp, tp, spmd, all"),
    (["check", "arch:llama", "--dtype", "bf16"], "dtype 'bf16'", "'bfloat16'", "float32, bfloat16, bfloat16-autocast"),
    (["check", "arch:llama", "--size", "tiiny"], "--size 'tiiny'", "'tiny'", "tiny, full"),
    (["check", "arch:llama", "--weights", "pretrain"], "--weights 'pretrain'", "'pretrained'", "random, pretrained"),
    (["sweep", "arch:llama", "--executor", "rey", "--out", "X"], "--executor 'rey'", "'ray'", "local, ray"),
    (["report", "X", "--format", "mdd"], "--format 'mdd'", "'md'", "text, md, json"),
    (["ls", "backend"], "list 'backend'", "'backends'", "backends, archs, classes, modes"),
]


@pytest.mark.parametrize(("args", "unknown", "close", "allowed"), UNKNOWN, ids=[" ".join(a) for a, *_ in UNKNOWN])
def test_an_unknown_name_is_one_line_with_close_matches_and_every_choice(
        args: list[str], unknown: str, close: str, allowed: str, tmp_path: Path) -> None:
    proc = run_cli(*[str(tmp_path / "out") if a == "X" else a for a in args])
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"hfcompat {args[0]}: error: unknown {unknown}; "), proc.stderr
    assert f"did you mean {close}" in lines[0] and f"(choose from: {allowed}" in lines[0]
    assert not (tmp_path / "out").exists()


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


def test_the_axis_flags_help_is_generated_from_the_axis_table(monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    helps = cli_args.axis_help()
    assert helps["workload"].startswith("train, infer, generate or generate-static, repeatable")
    assert helps["parallel"].startswith("single, ddp, fsdp, tp or spmd (stack-specific), repeatable")
    assert helps["parallel"].endswith("ddp, fsdp and spmd run train, tp train and infer")
    # a new value in the table is in the help, with no help string edited
    monkeypatch.setattr(axes, "REGIMES", (*axes.REGIMES, "huge"))
    monkeypatch.setattr(axes, "DTYPES", (*axes.DTYPES, "float8"))
    helps = cli_args.axis_help()
    assert helps["regime"].startswith("short, long or huge, repeatable")
    assert helps["dtype"].endswith("bfloat16-autocast (float32 weights, bfloat16 forward), or float8")
    monkeypatch.setattr(axes, "SIZES", (*axes.SIZES, "half"))
    with pytest.raises(SystemExit):
        cli.main(["check", "--help"])
    assert "--size {tiny,full,half}" in capsys.readouterr().out


def test_the_report_formats_the_cli_offers_are_the_reports() -> None:
    assert cli_runs.REPORT_FORMATS == FORMATS  # kept apart so that --help imports no report code
