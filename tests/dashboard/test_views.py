"""The pure functions behind the dashboard's views: modality groups, Hub weighting, distinct failures,
the current cases of several runs, the grid, and model lists with optional columns."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from hfcompat.errors import UsageError
from hfcompat.records.record import Case, new_record
from hfcompat.records.run_reader import load_run
from hfcompat.reporting.failures import distinct_failures, op_views, signature
from hfcompat.reporting.hub_weight import hub_headlines
from hfcompat.reporting.modality import modality_of, modality_rates
from hfcompat.reporting.views import current_cases, device_note, status_grid, verdict_table
from hfcompat.specs.model_list import ListEntry, parse_entries, parse_model_list
from tests.dashboard.synthetic import record, write_run
from tests.dashboard.test_dashboard_build import case


@pytest.mark.parametrize(("model_class", "task", "group"), [
    ("LlamaForCausalLM", "causal-lm", "text decoder"),
    ("BertForMaskedLM", "masked-lm", "text encoder"),
    ("T5ForConditionalGeneration", "seq2seq-lm", "text encoder-decoder"),
    ("WhisperForConditionalGeneration", "speech-seq2seq", "audio"),
    ("LlavaForConditionalGeneration", "image-text-to-text", "multimodal"),
    ("ViTForImageClassification", "image-classification", "vision"),
    ("PatchTSTForPrediction", "time-series-prediction", "time series"),
    ("Qwen3VLVisionModel", "base", "vision"),  # no head: the class name's words
    ("CLIPTextModel", "base", "text (no head)"),
    ("CLIPModel", "base", "multimodal"),
    ("MimiModel", "base", "audio"),
    ("DecisionTransformerModel", "base", "other"),
])
def test_modality_comes_from_the_class(model_class: str, task: str, group: str) -> None:
    assert modality_of({"model_class": model_class, "task": task, "model_type": "x"}) == group


def test_a_record_without_class_falls_back_to_its_spec_type() -> None:
    assert modality_of({"spec": "arch:sam2_vision_model", "status": "harness_error"}) == "vision"


def test_modality_rates_count_models_and_keep_group_order() -> None:
    cases = [case("arch:vit", "pass", model_class="ViTForImageClassification", task="image-classification"),
             case("arch:llama", "fail_error", model_class="LlamaForCausalLM", task="causal-lm"),
             case("arch:llama", "pass", workload="infer", model_class="LlamaForCausalLM", task="causal-lm")]
    rows = modality_rates(cases)
    assert [(r.group, r.rate.text, r.n_models) for r in rows] == [("text decoder", "50.0% (1/2)", 1),
                                                                 ("vision", "100.0% (1/1)", 1)]


def test_hub_headline_credits_each_model_with_its_architectures_verdict() -> None:
    cases = [case("arch:bert", "pass"), case("arch:bert", "pass", workload="infer"),
             case("arch:llama", "pass"), case("arch:llama", "fail_error", workload="generate"),  # fails somewhere
             case("arch:vit", "harness_error")]  # not judged: vit models are not covered
    entries = [ListEntry("a/bert1", "bert", 600), ListEntry("b/bert2", "bert", 200), ListEntry("c/llama", "llama", 200),
               ListEntry("d/vit", "vit", 1000), ListEntry("e/plain")]
    (h,) = hub_headlines(cases, entries)
    assert (h.n_models, h.covered, h.works, h.works_pct, h.weighted_pct) == (4, 3, 2, 66.67, 80.0)
    assert h.not_covered == ["d/vit"] and h.failing_types == ["llama"]
    # No pipeline tag and no config class: each model's own class is unknown, so its main class stands in.
    assert h.text == ("66.6% of the top 4 Hub models work as the class they load (2/3 covered, 3 by their "
                      "architecture's main class); 80.0% weighted by downloads")
    assert (h.arch_works, h.arch_covered, h.arch_weighted_pct, h.differs) == (2, 3, 80.0, [])
    assert hub_headlines(cases, [ListEntry("x/y")]) == []


def test_hub_headline_is_given_per_dtype() -> None:
    # bert works in float32 and fails in bfloat16: one headline per dtype, never a blend of the two.
    cases = [record("arch:bert", "pass"), record("arch:llama", "pass"),
             record("arch:bert", "fail_accuracy", dtype="bfloat16"), record("arch:llama", "pass", dtype="bfloat16")]
    entries = [ListEntry("a/bert", "bert", 300), ListEntry("c/llama", "llama", 100)]
    f32, bf16 = hub_headlines(cases, entries)
    assert (f32.key, f32.works, f32.covered, f32.weighted_pct) == ("torch-xla/lazy", 2, 2, 100.0)
    assert (bf16.key, bf16.works, bf16.covered, bf16.weighted_pct) == ("torch-xla/lazy/bfloat16", 1, 2, 25.0)
    assert bf16.failing_types == ["bert"]


def test_distinct_failures_group_by_op_and_signature_with_first_seen() -> None:
    old = [case("arch:mixtral", "fail_unsupported_op", culprit_op="aten::histc", error="'histc' for 'Int' at 0x1f")]
    new = [case("arch:qwen2_moe", "fail_unsupported_op", culprit_op="aten::histc", error="'histc' for 'Long' at 0x2a",
                repro="repros/q.py"),
           case("arch:mixtral", "fail_unsupported_op", culprit_op="aten::histc", error="'histc' for 'Int' at 0x3b"),
           case("arch:swin", "fail_error", culprit_op="aten::histc", error_type="ValueError", error="other"),
           case("arch:t5", "fail_accuracy", error="mismatch in grads"), case("arch:bert", "pass")]
    assert signature(new[0]) == signature(new[1]) == "RuntimeError: <name> for <name> at <n>"
    failures = distinct_failures([("new", r) for r in new], [("old", old), ("new", new)])
    assert [(f.op, len(f.cases), f.first_seen) for f in failures] == [
        ("aten::histc", 2, "old"), ("(no culprit op)", 1, "new"), ("aten::histc", 1, "new")]
    assert failures[0].repro == "repros/q.py" and failures[0].repro_run == "new"  # the one case with a repro
    assert failures[0].models == ["arch:mixtral", "arch:qwen2_moe"]
    (view,) = op_views(failures, [("old", old), ("new", new)])
    assert (view.op, view.n_cases, len(view.failures), view.first_seen) == ("aten::histc", 3, 2, "old")


def test_current_cases_take_each_configuration_from_its_newest_run(make_run: Callable[..., Path]) -> None:
    night1 = load_run(make_run("n1", [case("arch:a", "pass"), case("arch:a", "pass", mode="eager")],
                               started_at="2026-11-29T00:00:00+00:00"))
    night2 = load_run(make_run("n2", [case("arch:a", "fail_error")], started_at="2026-11-30T00:00:00+00:00"))
    jax = load_run(make_run("j", [case("arch:a", "pass", backend="torchax", mode="jit")],
                            started_at="2026-11-30T01:00:00+00:00"))
    pairs = current_cases([night1, night2, jax])
    assert [(run.path.name, r["mode"], r["status"]) for run, r in pairs] == [
        ("n1", "eager", "pass"), ("n2", "lazy", "fail_error"), ("j", "jit", "pass")]
    grid = status_grid(pairs)
    assert [c.label for c in grid.columns] == ["torch-xla · eager · train · short", "torch-xla · lazy · train · short",
                                               "torchax · jit · train · short"]
    assert grid.rows[0]["group"] == "fails" and [c["short"] for c in grid.rows[0]["cells"]] == ["ok", "err", "ok"]


def test_device_note_only_for_a_tpu_backend_on_a_cpu() -> None:
    assert "stand-in for a TPU" in str(device_note("torch-xla", ["XLA:CPU"]))
    assert "stand-in for a TPU" in str(device_note("torchax", ["JAX:cpu"]))
    assert device_note("torch-xla", ["TPU v5e"]) is None and device_note("cpu", ["cpu"]) is None


def test_model_list_optional_columns_and_plain_lines() -> None:
    text = ("# ranked\narch:llama\norg/bert  bert  123  # a comment\norg/pipe  -  5\norg/typed  vit\n"
            "org/cls  bert  7  text-classification  -\norg/cfg  bert  8  -  BertModel\n")
    assert parse_entries(text) == [ListEntry("arch:llama"), ListEntry("org/bert", "bert", 123),
                                   ListEntry("org/pipe", None, 5), ListEntry("org/typed", "vit"),
                                   ListEntry("org/cls", "bert", 7, "text-classification"),
                                   ListEntry("org/cfg", "bert", 8, None, "BertModel")]
    assert parse_model_list(text) == ["arch:llama", "org/bert", "org/pipe", "org/typed", "org/cls", "org/cfg"]
    for bad, words in (("org/x bert 12 fill-mask BertModel extra", "one spec per line"),
                       ("org/x bert 1e3", "whole number"), ("org/x arch:bert", "one spec per line"),
                       ("org/x bert 12 Fill_Mask", "one spec per line"),
                       ("org/x bert 12 - <Bert>", "one spec per line")):
        with pytest.raises(UsageError, match=f"list.txt:1: malformed line .*{words}"):
            parse_entries(bad + "\n", "list.txt")


def test_the_committed_hub_top_list_carries_types_downloads_tags_and_config_classes() -> None:
    from hfcompat.specs.model_list import read_entries

    entries = read_entries(Path(__file__).resolve().parents[2] / "model_lists" / "hub_top.txt")
    assert len(entries) >= 100 and all(e.downloads is not None for e in entries)
    assert sum(1 for e in entries if e.model_type) == len(entries)
    assert all(e.pipeline_tag for e in entries)  # the CSV names one for every model ("unknown" included)
    by_id = {e.spec: e for e in entries}
    assert by_id["sentence-transformers/all-MiniLM-L6-v2"].architecture == "BertModel"  # a real config's
    assert by_id["ProsusAI/finbert"].architecture is None and by_id["ProsusAI/finbert"].pipeline_tag == (
        "text-classification")


def test_hub_top_script_writes_a_sorted_list_that_reads_back(tmp_path: Path) -> None:
    import subprocess
    import sys

    from hfcompat.specs.model_list import read_entries

    csv = tmp_path / "ranking.csv"
    csv.write_text("model_id,model_type,pipeline_tag,downloads\nz/small,bert,fill-mask,10\n"
                   "a/big,llama,text-generation,900\nm/pipe,SomePipeline,text-to-image,50\nnot a spec,x,y,5\n")
    configs = tmp_path / "configs" / "a--big"
    configs.mkdir(parents=True)
    (configs / "config.json").write_text('{"model_type": "llama", "architectures": ["LlamaForSequenceClassification"]}')
    out = tmp_path / "hub.txt"
    script = Path(__file__).resolve().parents[2] / "scripts" / "hub_top_list.py"
    done = subprocess.run([sys.executable, str(script), str(csv), "--top", "4", "--out", str(out),
                           "--configs", str(tmp_path / "configs")], capture_output=True, text=True, check=True)
    assert "3 models, 1 left out" in done.stdout and "Left out (not a model spec): not a spec" in out.read_text()
    assert read_entries(out) == [ListEntry("a/big", "llama", 900, "text-generation", "LlamaForSequenceClassification"),
                                 ListEntry("m/pipe", "SomePipeline", 50, "text-to-image"),
                                 ListEntry("z/small", "bert", 10, "fill-mask")]


def test_the_compare_views_rows_keep_a_full_size_case_apart_from_its_tiny_twin(tmp_path: Path) -> None:
    # The page's compare view keys cases by the row's size part and links them by its case id: a
    # full-size case must neither match its tiny twin nor link to it (issue 40).
    records = [record("org/model", "pass", source="hub"),
               new_record(Case("org/model", "torch-xla", "lazy", size="full"), status="fail_accuracy", source="hub")]
    rows = verdict_table(load_run(write_run(tmp_path / "run", records)))
    assert {(row[9], row[10]) for row in rows} == {
        ("org/model|torch-xla|lazy|float32|train|short", ""),
        ("org/model|torch-xla|lazy|float32|train|short|full", "full")}
