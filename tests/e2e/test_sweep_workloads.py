"""A sweep plans each model's workloads and regimes, and resumes a run written before workloads."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from hfcompat.records.record import case_id_of, read_records
from hfcompat.records.run_writer import RunDir
from tests.conftest import run_cli

pytestmark = pytest.mark.slow  # a real sweep through the CLI


def test_sweep_runs_every_workload_a_model_has_and_resumes_an_old_run(tmp_path: Path) -> None:
    out = tmp_path / "run"
    # A run from before workloads: BERT's train step done, under its old 4-part case id.
    old = RunDir(out, meta={"backend": "cpu", "modes": ["eager"], "dtype": "float32"})
    old.add({"case_id": "arch:bert|cpu|eager|float32", "spec": "arch:bert", "backend": "cpu", "mode": "eager",
             "dtype": "float32", "status": "pass", "attempt": 1})
    proc = run_cli("sweep", "arch:bert", "arch:llama", "--backend", "cpu", "--out", str(out), "--resume")
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    records = read_records(out / "records.jsonl")
    counts = Counter(case_id_of(r) for r in records)
    prefix = {"bert": "arch:bert|cpu|eager|float32|", "llama": "arch:llama|cpu|eager|float32|"}
    assert counts == Counter([  # BERT cannot generate; Llama has a static cache too; neither has a long regime
        prefix["bert"] + "train|short", prefix["bert"] + "infer|short",
        *(prefix["llama"] + f"{w}|short" for w in ("train", "infer", "generate", "generate-static")),
    ])  # the old record counted as BERT's train/short: it was not run again
    assert all(r["status"] == "pass" for r in records), [(r["case_id"], r["status"], r.get("error")) for r in records]
    generated = next(r for r in records if r.get("workload") == "generate")
    assert generated["generation"]["new_tokens"] == 8 and "labels" not in generated["inputs"]
    report = run_cli("report", str(out))
    assert "Headline per workload" in report.stdout and "100.0% (2/2)" in report.stdout  # both models, every case
