"""The sweep's closing summary: the report's numbers in the harness's words, and where to look."""

from __future__ import annotations

import re
from pathlib import Path

from hfcompat.records.run_reader import load_run
from hfcompat.reporting.rates import rate_of
from hfcompat.sweep.console import TOP_OPS, closing_summary
from tests.dashboard.synthetic import record, write_run

#: What pytest's own summary says; a sweep's console must never read as a failed test suite.
PYTEST_WORDS = re.compile(r"\b\d+ (failed|passed|errors?)\b|bringing up nodes")


def _failing(spec: str, op: str | None, status: str = "fail_unsupported_op", **fields: object) -> dict[str, object]:
    return record(spec, status, culprit_op=op, culprit_phase="forward" if op else None, **fields)


def test_summary_gives_the_headline_failures_by_op_and_where_things_are(tmp_path: Path) -> None:
    records = [
        record("arch:llama", "pass"), record("arch:bert", "pass"), record("arch:t5", "pass"),
        record("arch:gpt2", "pass_with_fallback", fallback_ops=["aten::nonzero"]),
        _failing("arch:vit", "aten::histc"), _failing("arch:clip", "aten::histc"),
        _failing("arch:whisper", None, status="fail_crash"),
        record("arch:qwen3", "skipped", error="remote code"),
    ]
    out = write_run(tmp_path / "run", records)
    (out / "repros").mkdir()
    (out / "repros" / "aten_histc.default-1234.py").write_text("# repro\n")
    text = closing_summary(out, elapsed_s=125.0, junitxml="junit.xml")

    rate = rate_of(load_run(out).cases)  # the report's rule: (pass + pass_with_fallback) / judged
    assert rate.text == "57.1% (4/7)"
    assert f"works unmodified  {rate.text} of judged cases · native {rate.native_text}" in text
    assert "8 cases (8 models) on torch-xla lazy in 2.1 min" in text
    assert "did not work      3: 2 fail_unsupported_op, 1 fail_crash" in text
    assert "not judged        1 skipped (listed, not counted)" in text
    assert re.search(r"aten::histc +2 cases · 2 models · forward", text)
    assert re.search(r"no op named +1 case\n", text)
    assert f"records    {out / 'records.jsonl'}" in text and "(1 one-file script)" in text
    assert "junit xml  junit.xml" in text and f"hfcompat report {out}" in text
    assert f"hfcompat dashboard {out} --out {out / 'site'}" in text
    assert not PYTEST_WORDS.search(text)


def test_summary_shows_the_top_culprit_ops_and_one_headline_per_mode(tmp_path: Path) -> None:
    ops = [f"aten::op{i}" for i in range(TOP_OPS + 2)]
    records = [_failing(f"arch:m{i}", op, mode=mode) for i, op in enumerate(ops) for mode in ("lazy", "eager")]
    records.append(record("arch:llama", "pass", mode="eager"))
    text = closing_summary(write_run(tmp_path / "run", records))

    assert f"failures by culprit op (top {TOP_OPS} of {len(ops)}):" in text
    assert sum(line.lstrip().startswith("aten::op") for line in text.splitlines()) == TOP_OPS
    assert "works unmodified  torch-xla/eager  12.5% (1/8)" in text
    assert "works unmodified  torch-xla/lazy  0.0% (0/7)" in text
    assert "repros" not in text  # none were written


def test_summary_of_a_run_where_everything_works_names_no_failures(tmp_path: Path) -> None:
    text = closing_summary(write_run(tmp_path / "run", [record("arch:llama", "pass")]))
    assert "100.0% (1/1)" in text and "did not work" not in text and "culprit" not in text
