"""``hfcompat report``'s headline per head kind, on synthetic runs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from hfcompat.reporting.head_kinds import TITLE
from hfcompat.reporting.report import build_report
from tests.dashboard.synthetic import record


def _rows(text: str) -> list[str]:
    """The rows of the section (text format: up to the next blank line)."""
    section = text.split(TITLE, 1)[1].split("\n\n", 1)[0]
    return [line.strip() for line in section.splitlines() if line.strip().startswith("cpu")]


def test_per_head_kind_counts(make_run: Callable[..., Path]) -> None:
    cls = "arch:llama:LlamaForSequenceClassification"
    run = make_run("kinds", [
        record("arch:llama", "pass", backend="cpu", mode="eager", task="causal-lm"),
        record("arch:gpt2", "fail_unsupported_op", backend="cpu", mode="eager", task="causal-lm",
               culprit_op="aten::histc"),
        record(cls, "pass", backend="cpu", mode="eager", task="sequence-classification"),
        record("arch:bert:BertForSequenceClassification", "pass", backend="cpu", mode="eager",
               task="sequence-classification"),
        record("arch:bert:BertForQuestionAnswering", "skipped", backend="cpu", mode="eager", task="question-answering"),
    ])
    text, code = build_report(run)
    assert code == 0 and TITLE in text
    rows = {r.split()[2]: r for r in _rows(text)}
    assert set(rows) == {"causal-lm", "sequence-classification", "question-answering"}
    assert "1/2" in rows["causal-lm"] and "2/2" in rows["sequence-classification"]
    assert "1 skipped" in rows["question-answering"]
    md, _ = build_report(run, fmt="md")
    assert f"## {TITLE}" in md or TITLE in md
    js, _ = build_report(run, fmt="json")
    assert '"head_kind": "sequence-classification"' in js


def test_no_section_for_one_head_kind(make_run: Callable[..., Path]) -> None:
    run = make_run("one", [record("arch:llama", "pass", task="causal-lm"),
                           record("arch:gpt2", "pass", task="causal-lm"),
                           record("arch:qwen3", "harness_error", task=None)])
    text, _ = build_report(run)
    assert TITLE not in text
    js, _ = build_report(run, fmt="json")
    assert '"head_kinds"' not in js
