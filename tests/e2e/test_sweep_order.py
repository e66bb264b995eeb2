"""``hfcompat sweep --durations-from RUN``: the longest cases of the last run start first."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hfcompat.records.record import read_records
from tests.conftest import run_cli

pytestmark = pytest.mark.slow  # real sweeps through the CLI

ONE = ("--workload", "train", "--regime", "short")
SPECS = ["arch:llama", "arch:mistral", "arch:qwen2", "arch:gpt2"]


def _records(run: Path) -> list[dict]:
    return read_records(run / "records.jsonl")


def test_cases_run_in_the_order_of_the_last_runs_durations(tmp_path: Path) -> None:
    first = tmp_path / "first"
    proc = run_cli("sweep", *ONE, *SPECS, "--backend", "faulty", "--out", str(first))
    assert proc.returncode == 0, proc.stderr[-2000:]
    # Durations a previous run might have measured: gpt2 longest, then qwen2, llama; mistral unknown.
    old = _records(first)
    for record, seconds in zip(sorted(old, key=lambda r: r["spec"]), (2.0, 300.0, 0, 40.0), strict=True):
        record["timings"] = {"total_s": seconds} if seconds else None  # gpt2, llama, mistral, qwen2
    (first / "records.jsonl").write_text("".join(json.dumps(r) + "\n" for r in old))
    second = tmp_path / "second"
    proc = run_cli("sweep", *ONE, *SPECS, "--backend", "faulty", "--out", str(second), "--durations-from", str(first))
    assert proc.returncode == 0, proc.stderr[-2000:]
    expected = ["arch:mistral", "arch:llama", "arch:qwen2", "arch:gpt2"]
    assert [c["spec"] for c in json.loads((second / "cases.json").read_text())] == expected  # what pytest collects
    assert [r["spec"] for r in _records(second)] == expected  # one worker: the order they ran and ended in


def test_a_bad_durations_run_is_a_usage_error_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "run"
    proc = run_cli("sweep", *ONE, "arch:llama", "--backend", "faulty", "--out", str(out),
                   "--durations-from", str(tmp_path / "nope"))
    assert proc.returncode == 2 and "nope" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert not out.exists()
