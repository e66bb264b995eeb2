"""The Hub-weighted headline credits each Hub model with its own class's verdict (issue 50), on synthetic runs:
a run of head classes beside a run of main classes, as ``sweep --all-classes`` and ``--all-archs`` write them."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hfcompat.cli import main
from hfcompat.records.run_reader import load_run
from hfcompat.reporting.dashboard import build_dashboard
from hfcompat.reporting.hub_weight import hub_headlines, newest_class_cases
from hfcompat.reporting.report import build_report
from hfcompat.specs.model_list import ListEntry
from tests.dashboard.synthetic import record

OLD, NEW = "2026-11-30T10:00:00+00:00", "2026-12-01T10:00:00+00:00"


def main_case(model_type: str, cls: str, status: str, **kw: Any) -> dict[str, Any]:
    """A case of the every-architecture run: ``arch:<type>``, its main class recorded."""
    return record(f"arch:{model_type}", status, model_class=cls, **kw)


def head_case(model_type: str, cls: str, status: str, task: str, **kw: Any) -> dict[str, Any]:
    """A case of the head-class run: ``arch:<type>:<Class>``, its head kind the record's task."""
    return record(f"arch:{model_type}:{cls}", status, model_class=cls, task=task, **kw)


ARCHS = [main_case("bert", "BertForMaskedLM", "pass"), main_case("bert", "BertForMaskedLM", "pass", workload="infer"),
         main_case("llama", "LlamaForCausalLM", "pass"), main_case("vit", "ViTForImageClassification", "fail_error")]
HEADS = [head_case("bert", "BertForSequenceClassification", "fail_error", "sequence-classification"),
         head_case("bert", "BertForSequenceClassification", "pass", "sequence-classification", workload="infer"),
         head_case("bert", "BertForTokenClassification", "pass", "token-classification"),
         head_case("vit", "ViTModel", "pass", "base")]
ENTRIES = [
    ListEntry("a/finbert", "bert", 1000, "text-classification"),  # own class fails (train) where bert's main passes
    ListEntry("b/mlm", "bert", 500, "fill-mask"),  # own class is the main class
    ListEntry("c/ner", "bert", 100, "token-classification"),
    ListEntry("d/reward", "llama", 300, "text-classification"),  # LlamaForSequenceClassification: not judged
    ListEntry("e/embed", "vit", 50, "image-feature-extraction"),  # ViTModel works where ViT's main class fails
    ListEntry("f/config", "bert", 40, "fill-mask", "BertForSequenceClassification"),  # its config's class wins
    ListEntry("g/diffusion", "StableDiffusionPipeline", 10, "text-to-image"),  # no class judged: not covered
]
HUB_TEXT = "".join(f"{e.spec}  {e.model_type}  {e.downloads}  {e.pipeline_tag}  {e.architecture or '-'}\n"
                   for e in ENTRIES)


def test_each_model_gets_its_own_classs_verdict_and_the_main_class_only_stands_in() -> None:
    (h,) = hub_headlines(ARCHS + HEADS, ENTRIES)
    # own class: finbert, config fail; mlm, ner, embed work; reward credited with LlamaForCausalLM (works)
    assert (h.n_models, h.covered, h.works) == (7, 6, 4)
    assert h.weighted_pct == round(100 * (500 + 100 + 300 + 50) / (1000 + 500 + 100 + 300 + 50 + 40), 2)
    assert h.by_main == ["d/reward (LlamaForSequenceClassification (from its pipeline tag) not judged)"]
    assert h.not_covered == ["g/diffusion"] and h.failing_types == ["bert"]
    # every model credited with its architecture's main class: bert works, vit fails
    assert (h.arch_works, h.arch_covered) == (5, 6)
    assert [(c.spec, c.own_class, c.own_works, c.main_class, c.main_works) for c in h.differs] == [
        ("a/finbert", "BertForSequenceClassification", False, "BertForMaskedLM", True),
        ("e/embed", "ViTModel", True, "ViTForImageClassification", False),
        ("f/config", "BertForSequenceClassification", False, "BertForMaskedLM", True)]
    assert h.text.startswith("66.6% of the top 7 Hub models work as the class they load (4/6 covered, 1 by their "
                             "architecture's main class)")


def test_the_per_workload_verdict_is_the_own_classs_in_that_workload() -> None:
    infer = [c for c in ARCHS + HEADS if c.get("workload") == "infer"]
    (h,) = hub_headlines(infer, ENTRIES)
    # In infer only bert's two classes ran: finbert's classifier works there, and the config model's too.
    assert {c.spec for c in h.differs} == set() and (h.works, h.covered) == (4, 4)
    assert sorted(h.not_covered) == ["d/reward", "e/embed", "g/diffusion"]


def test_the_newest_run_of_a_class_counts_and_runs_of_other_classes_add_up(make_run: Callable[..., Path]) -> None:
    fixed = head_case("bert", "BertForSequenceClassification", "pass", "sequence-classification")
    archs = load_run(make_run("archs", ARCHS, started_at=OLD))
    heads = load_run(make_run("heads", HEADS, started_at=NEW))
    rerun = load_run(make_run("rerun", [fixed], started_at="2026-12-02T10:00:00+00:00"))
    cases = newest_class_cases([archs, heads])
    assert len(cases) == len(ARCHS) + len(HEADS)  # different classes: both runs count
    (h,) = hub_headlines(cases, ENTRIES)
    assert h.works == 4
    (h,) = hub_headlines(newest_class_cases([archs, heads, rerun]), ENTRIES)
    # the rerun's train verdict supersedes the head run's failure; its infer pass is kept from the head run
    assert h.works == 6 and [c.spec for c in h.differs] == ["e/embed"]


def test_report_weighs_the_runs_given_with_hub_with_and_lists_the_differences(
        make_run: Callable[..., Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archs, heads = make_run("archs", ARCHS, started_at=OLD), make_run("heads", HEADS, started_at=NEW)
    hub = tmp_path / "hub.txt"
    hub.write_text(HUB_TEXT, encoding="utf-8")
    text, code = build_report(heads, hub_list=hub, hub_with=[archs])
    assert code == 0 and f"verdicts of: {archs}, {heads} (each class's newest)" in text
    differs = text.split("Hub models whose own class's verdict differs from their architecture's")[1]
    rows = [re.split(r"\s{2,}", line.strip()) for line in differs.split("\n\n")[0].splitlines()[3:]]
    assert rows == [
        ["a/finbert", "1,000", "BertForSequenceClassification", "pipeline tag", "fails", "BertForMaskedLM", "works"],
        ["e/embed", "50", "ViTModel", "pipeline tag", "works", "ViTForImageClassification", "fails"],
        ["f/config", "40", "BertForSequenceClassification", "config", "fails", "BertForMaskedLM", "works"]]
    # Without the main-class run, bert's main class is not judged: finbert is no difference, and
    # llama's reward model has no class judged at all.
    alone, _ = build_report(heads, hub_list=hub)
    assert "differs from their architecture" not in alone
    data = json.loads(build_report(heads, hub_list=hub, hub_with=[archs], fmt="json")[0])["hub_weighted"]
    first = data[0]
    assert (first["workload"], first["works"], first["covered"], first["arch_works"]) == ("every workload", 4, 6, 5)
    assert [d["spec"] for d in first["differs"]] == ["a/finbert", "e/embed", "f/config"]
    assert main(["report", str(heads), "--hub-with", str(archs)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip().endswith("--hub-with needs --hub-list FILE (the Hub models to weigh the runs' "
                                              "verdicts with)")


def test_dashboard_shows_the_differences_escaped(make_run: Callable[..., Path], tmp_path: Path) -> None:
    hostile = [*ARCHS[:3], main_case("vit", "ViT<script>alert(1)</script>", "fail_error")]
    archs, heads = make_run("archs", hostile, started_at=OLD), make_run("heads", HEADS, started_at=NEW)
    hub = tmp_path / "hub.txt"
    hub.write_text(HUB_TEXT, encoding="utf-8")
    html = build_dashboard([archs, heads], tmp_path / "site", tables=False, hub_list=hub).read_text()
    table = html.split('<table class="hub-differs" data-key="torch-xla/lazy">')[1].split("</table>")[0]
    assert [row.split('<td class="model">')[1].split("<")[0] for row in table.split("<tr>")[2:]] == [
        "a/finbert", "e/embed", "f/config"]
    assert "<script>alert" not in html and "ViT&lt;script&gt;alert(1)&lt;/script&gt;" in table
    assert "4/6 covered, 1 by their architecture&#39;s main class" in html
