"""``hfcompat report RUN --baseline OTHER`` across backends: parity with the baseline's stack (issue 39)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from hfcompat.reporting.report import build_report
from tests.dashboard.synthetic import record


def _cuda(spec: str, status: str, **fields: object) -> dict[str, object]:
    return record(spec, status, backend="cuda", mode="eager", device="NVIDIA H200", **fields)


CUDA = [_cuda("arch:a", "pass"), _cuda("arch:b", "pass"), _cuda("arch:c", "pass"), _cuda("arch:d", "pass"),
        _cuda("arch:e", "fail_accuracy", culprit_op="aten::scaled_dot_product_attention"),
        _cuda("arch:f", "pass")]
XLA = [record("arch:a", "pass"), record("arch:b", "pass_with_fallback", fallback_ops=["aten::nonzero"]),
       record("arch:c", "fail_unsupported_op", culprit_op="aten::histc"),
       record("arch:d", "fail_unsupported_op", culprit_op="aten::histc"),
       record("arch:e", "pass"),  # works here, not on the baseline: outside the denominator
       record("arch:g", "pass")]  # only here: matched with nothing
# arch:f is only on the baseline: matched with nothing either


def test_parity_counts_the_cases_that_work_on_the_baseline_backend(make_run: Callable[..., Path]) -> None:
    run, base = make_run("xla", XLA), make_run("cuda", CUDA, backend="cuda", modes=["eager"])
    text, code = build_report(run, baseline=base)
    assert code == 0
    assert "parity with cuda: 50.0% (2/4 of the cases that work on cuda work on torch-xla)" in text
    gap = text.split("Parity with cuda")[1].split("\n\n")[0]
    assert "aten::histc  2      fail_unsupported_op 2" in gap
    parity = json.loads(build_report(run, baseline=base, fmt="json")[0])["comparison"]["parity"]
    assert (parity["pct"], parity["works_both"], parity["works_baseline"]) == (50.0, 2, 4)
    assert parity["gap"] == [{"op": "aten::histc", "cases": 2, "statuses": {"fail_unsupported_op": 2}}]
    # the other way round: of the 3 cases that work on torch-xla and ran on cuda (a, b, e), e fails there
    assert "parity with torch-xla: 66.7% (2/3 of the cases that work on torch-xla work on cuda)" in (
        build_report(base, baseline=run)[0])


def test_runs_on_one_backend_have_no_parity(make_run: Callable[..., Path]) -> None:
    text, _ = build_report(make_run("now", XLA), baseline=make_run("then", XLA))
    assert "parity with" not in text
    assert "parity" not in json.loads(build_report(make_run("now2", XLA), baseline=make_run("then2", XLA),
                                                   fmt="json")[0])["comparison"]
