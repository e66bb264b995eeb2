"""What a run keeps on disk (issue 47): a record's line, and a failing case's log.

A record's line leaves out its null fields and rounds its measured numbers to 6 significant digits,
and every reader fills the fields back; a log keeps every frame of the model's own code and the
exception, without Python's caret lines and the frames of nn.Module's call plumbing.
"""

from __future__ import annotations

import json
import traceback
from pathlib import Path

import pytest
import torch

from hfcompat.records.record import RECORD_FIELDS, Case, append_record, new_record, read_records, record_line
from hfcompat.records.run_reader import load_run
from hfcompat.records.run_writer import RunDir
from hfcompat.records.tracebacks import kept_log


def _record() -> dict:
    record = new_record(Case("arch:llama", "cpu", "eager"), status="pass", works=True)
    record["timings"] = {"total_s": 1 / 3, "device_s": 12.000000000001}
    record["compare"] = {"outputs": {"ok": True, "max_abs": 5.245208740234375e-06, "failed": []}}
    return record


def test_a_line_leaves_out_nulls_and_a_reader_fills_them_back(tmp_path: Path) -> None:
    record = _record()
    line = record_line(record)
    assert "null" not in line and ", " not in line and line.endswith("\n")
    assert len(line) < 0.75 * len(json.dumps(record) + "\n")
    append_record(tmp_path / "records.jsonl", record)
    (read,) = read_records(tmp_path / "records.jsonl")
    assert set(read) == set(RECORD_FIELDS) and read["error"] is None and read["culprit_op"] is None
    assert read["timings"] == record["timings"]  # a report adds these up: as written
    assert read["compare"]["outputs"] == {"ok": True, "max_abs": 5.24521e-06, "failed": []}
    assert {k: v for k, v in read.items() if k not in ("timings", "compare")} == {
        k: v for k, v in record.items() if k not in ("timings", "compare")}


def test_a_worst_checks_name_and_verdict_are_left_to_its_group_and_read_back(tmp_path: Path) -> None:
    record = _record()
    worst = {"name": "logits", "ok": False, "method": "scaled", "used": 2.5}
    record["compare"] = {"outputs": {"ok": False, "worst": "logits", "failed": ["logits"], "worst_check": worst},
                         "grads": {"ok": True, "worst": "w", "worst_check": {"name": "b", "ok": True}}}
    line = json.loads(record_line(record))
    assert line["compare"]["outputs"]["worst_check"] == {"method": "scaled", "used": 2.5}
    assert line["compare"]["grads"]["worst_check"] == {"name": "b"}  # another tensor's name stays
    append_record(tmp_path / "records.jsonl", record)
    (read,) = read_records(tmp_path / "records.jsonl")
    assert read["compare"] == record["compare"]


def test_a_run_reader_fills_them_back_too(tmp_path: Path) -> None:
    run = RunDir(tmp_path / "run", meta={"backend": "cpu", "modes": ["eager"]})
    run.add(_record())
    (case,) = load_run(tmp_path / "run").cases
    assert case["repro"] is None and case["status"] == "pass" and set(RECORD_FIELDS) <= set(case)


class _Inner(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ torch.ones(3, 3)  # the model's own line that fails


class _Outer(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.inner = _Inner()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.inner(x) + 1


def _real_traceback() -> str:
    try:
        _Outer()(torch.ones(2, 2))
    except RuntimeError:
        return traceback.format_exc()
    raise AssertionError("the model did not fail")


def test_a_log_keeps_the_models_frames_and_the_error_without_carets_or_call_plumbing() -> None:
    text = _real_traceback()
    assert "_call_impl" in text and "^^^^" in text  # what Python writes (3.11)
    kept = kept_log(text)
    assert "_call_impl" not in kept and "_wrapped_call_impl" not in kept
    assert not any(set(line.strip()) <= {"^", "~"} and line.strip() for line in kept.splitlines())
    for frame in ("in _real_traceback", "in forward", "return self.inner(x) + 1", "return x @ torch.ones(3, 3)"):
        assert frame in kept
    assert kept.splitlines()[-1] == text.splitlines()[-1]  # the exception line
    assert kept.startswith("[hfcompat: 4 frames of call plumbing") and len(kept) < 0.7 * len(text)
    assert kept_log(kept) == kept


@pytest.mark.parametrize("text", [
    "RuntimeError: no kernel\n",
    # a compiler's own caret lines, outside any Python frame, point at a column: they stay
    "error: use of undeclared identifier 'x'\n    y = x + 1;\n        ^\n",
])
def test_text_that_is_not_call_plumbing_is_kept_as_it_is(text: str) -> None:
    assert kept_log(text) == text


def test_a_compilers_warnings_are_left_out_and_its_errors_kept() -> None:
    # inductor's failed g++ (olmo_hybrid's train step, issue 49's sample): 882 warnings over the
    # generated kernels made 201 of the log's 254 kB; its two errors are what the log is for
    error = ("k.cpp:22757:51: error: invalid cast from type 'Vectorized<float>' to type 'float'\n"
             "22757 |     auto tmp117 = float(tmp102 + tmp116);\n"
             "      |                   ^~~~~~~~~~~~~~~~~~~~~~\n")
    warning = ("k.cpp:23113:56: warning: self-comparison always evaluates to true [-Wtautological-compare]\n"
               "23113 |     auto tmp26 = tmp25 == tmp25;\n"
               "      |                  ~~~~~ ^~ ~~~~~\n")
    text = ("torch._inductor.exc.CppCompileError: C++ compile error\nOutput:\nk.cpp: In lambda function:\n"
            + error + warning * 3 + "k.cpp: In function 'void kernel(float*)':\n" + warning + "\nScrolled up.\n")
    kept = kept_log(text)
    assert kept.startswith("[hfcompat: 4 C++ compiler warnings") and "warning:" not in kept and "tmp26" not in kept
    assert error in kept and "k.cpp: In function 'void kernel(float*)':\n" in kept
    assert kept.endswith("\nScrolled up.\n") and kept_log(kept) == kept
