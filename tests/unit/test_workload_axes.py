"""Workload and regime as case axes: ids, old records, planning choices, roll-ups, usage errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from hfcompat.errors import UsageError
from hfcompat.execution.case_plan import SpecPlan, parse_choices, select
from hfcompat.records.record import Case, case_id_of, new_record
from hfcompat.records.run_reader import load_run, make_run
from hfcompat.records.run_writer import RunDir
from hfcompat.reporting.history import compare_runs
from hfcompat.reporting.summary import summarize
from tests.conftest import run_cli

OLD = {"case_id": "arch:llama|torch-xla|lazy|float32", "spec": "arch:llama", "backend": "torch-xla",
       "mode": "lazy", "dtype": "float32", "status": "pass"}  # a record from before workloads existed


def test_case_id_carries_workload_and_regime() -> None:
    assert Case("arch:llama", "torch-xla", "lazy").case_id == "arch:llama|torch-xla|lazy|float32|train|short"
    case = Case("arch:mistral", "torch-xla", "lazy", workload="generate-static", regime="long")
    assert case.case_id == "arch:mistral|torch-xla|lazy|float32|generate-static|long"
    record = new_record(case)
    assert (record["workload"], record["regime"], case_id_of(record)) == ("generate-static", "long", case.case_id)


def test_an_old_record_reads_as_train_short() -> None:
    assert case_id_of(OLD) == "arch:llama|torch-xla|lazy|float32|train|short"
    assert (
        case_id_of({k: v for k, v in OLD.items() if k != "case_id"}) == "arch:llama|torch-xla|lazy|float32|train|short"
    )
    # A spec may hold "|"-free text only; a 6-part id that is not a workload/regime is an old id.
    assert case_id_of({"case_id": "a|b|c|d|e|f"}) == "a|b|c|d|e|f|train|short"


def test_an_old_baseline_matches_and_resume_skips_its_cases(tmp_path: Path) -> None:
    base = RunDir(tmp_path / "base", meta={"backend": "torch-xla"})
    base.add(dict(OLD))
    now = make_run(tmp_path / "now", {}, [
        new_record(Case("arch:llama", "torch-xla", "lazy"), status="fail_error"),
        new_record(Case("arch:llama", "torch-xla", "lazy", workload="infer"), status="pass"),
    ])
    comparison = compare_runs(now, load_run(base.path))
    assert [c.case_id for c in comparison.regressions] == ["arch:llama|torch-xla|lazy|float32|train|short"]
    assert comparison.removed == [] and comparison.added == ["arch:llama|torch-xla|lazy|float32|infer|short"]
    assert base.finished_case_ids() == {"arch:llama|torch-xla|lazy|float32|train|short"}


def test_choices_and_selection() -> None:
    assert parse_choices("--workload", [], ("train", "infer")) == []
    assert parse_choices("--workload", ["all"], ("train", "infer")) == []
    assert parse_choices("--workload", ["infer", "train", "infer"], ("train", "infer")) == ["infer", "train"]
    with pytest.raises(UsageError, match="unknown --regime 'medium'"):
        parse_choices("--regime", ["medium"], ("short", "long"))
    llama = SpecPlan("arch:llama", "LlamaForCausalLM", ("train", "infer", "generate"), ("short",))
    mistral = SpecPlan("arch:mistral", "MistralForCausalLM", ("train", "infer", "generate", "generate-static"),
                       ("short", "long"))
    assert select(llama, [], []) == [("train", "short"), ("infer", "short"), ("generate", "short")]
    assert len(select(mistral, [], [])) == 8
    assert select(mistral, ["generate"], ["long"]) == [("generate", "long")]
    # Asked for what it does not have: one case of it, whose record says why; unplannable: the default.
    assert select(llama, ["generate-static"], []) == [("generate-static", "short")]
    assert select(SpecPlan("arch:x", error="boom"), [], []) == [("train", "short")]


def test_a_class_whose_generate_returns_no_step_logits_has_no_generate_workload() -> None:
    from hfcompat.workloads import generate_limit, workloads_for

    class Generates:
        _can_compile_fullgraph = True

        @classmethod
        def can_generate(cls) -> bool:
            return True

    class ParakeetRNNTGenerationMixin(Generates):  # named as transformers' transducer mixin
        pass

    class Transducer(ParakeetRNNTGenerationMixin):
        pass

    assert workloads_for(Generates) == ("train", "infer", "generate", "generate-static")
    assert generate_limit(Generates) is None
    # a subclass of a listed base: planned without generate, and the reason says why
    assert workloads_for(Transducer) == ("train", "infer")
    assert "no step logits" in (generate_limit(Transducer) or "") and "durations" in (generate_limit(Transducer) or "")


def test_a_model_works_unmodified_only_in_every_workload_and_regime(tmp_path: Path) -> None:
    def rec(spec: str, workload: str, regime: str, status: str) -> dict:
        return new_record(Case(spec, "torch-xla", "lazy", workload=workload, regime=regime), status=status)

    run = make_run(tmp_path, {}, [
        rec("arch:a", "train", "short", "pass"), rec("arch:a", "infer", "short", "pass"),
        rec("arch:b", "train", "short", "pass"), rec("arch:b", "train", "long", "fail_error"),
        rec("arch:c", "train", "short", "pass_with_fallback"), rec("arch:c", "generate", "short", "harness_error"),
    ])
    s = summarize(run)
    by_workload = {w.workload: w.rate.text for w in s.workloads}
    assert by_workload == {"train": "75.0% (3/4)", "infer": "100.0% (1/1)", "generate": "n/a (0/0)"}
    verdicts = {v.spec: (v.verdict, v.failing) for v in s.model_verdicts}
    assert verdicts == {"arch:a": ("works", []), "arch:b": ("fails", ["train/long"]), "arch:c": ("not_judged", [])}
    (models,) = s.models
    assert (models.rate.text, models.rate.native_text, models.models, models.not_judged) == \
        ("50.0% (1/2)", "50.0% (1/2)", 3, 1)


def test_report_shows_the_headline_per_workload_and_per_model(tmp_path: Path) -> None:
    run = RunDir(tmp_path / "run", meta={"backend": "torch-xla"})
    run.add(new_record(Case("arch:a", "torch-xla", "lazy"), status="pass"))
    run.add(new_record(Case("arch:a", "torch-xla", "lazy", workload="generate"), status="fail_error"))
    proc = run_cli("report", str(run.path))
    assert proc.returncode == 0, proc.stderr
    assert "Headline per workload" in proc.stdout and "generate  0.0% (0/1)" in proc.stdout
    assert "Models that work unmodified" in proc.stdout and "0.0% (0/1)" in proc.stdout
    assert "generate/short (fail_error)" in proc.stdout


@pytest.mark.parametrize("args, message", [
    (["check", "arch:llama", "--workload", "fly"], "unknown --workload 'fly' (choose from: train, infer, generate, "
                                                   "generate-static, all)"),
    (["check", "arch:llama", "--regime", "medium"], "unknown --regime 'medium' (choose from: short, long, all)"),
    (["sweep", "arch:llama", "--workload", "all", "--workload", "train", "--out", "X"],
     "--workload all cannot be combined with other values"),
])
def test_bad_workload_or_regime_is_one_line_exit_2(args: list[str], message: str, tmp_path: Path) -> None:
    args = [str(tmp_path / "out") if a == "X" else a for a in args]
    proc = run_cli(*args)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.strip().splitlines() == [f"hfcompat {args[0]}: error: {message}"]
    assert not (tmp_path / "out").exists()
