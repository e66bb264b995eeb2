"""The dashboard in a real browser: headless Chromium loads the built page from file:// (no server).

Every test runs at a desktop's 1400×900 and a phone's 390×844. Screenshots of each view are saved
under test-artifacts/dashboard/<name>-<size>.png.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from hfcompat.reporting.dashboard import build_dashboard
from tests.dashboard.conftest import screenshot
from tests.dashboard.synthetic import record
from tests.dashboard.test_dashboard_build import PAYLOAD_ATTR, PAYLOAD_SCRIPT, case, hostile_records

pytestmark = pytest.mark.slow  # headless Chromium, every test at two window sizes

SIZES = {"desktop": (1400, 900), "phone": (390, 844)}
LONG = "arch:nemotron3_5_transcribe_word_timestamp"
HISTC = "operator 'aten::histc' is not implemented"
RECORDS = [
    record("arch:llama", "pass"), record("arch:bert", "pass"), record("arch:gpt2", "pass"),
    record("arch:t5", "pass_with_fallback", fallback_ops=["aten::nonzero"]),
    record("arch:vit", "fail_unsupported_op", culprit_op="aten::histc", culprit_phase="forward",
           culprit_source="exception", repro="repros/aten_histc.py", error=HISTC),
    record("arch:whisper", "fail_unsupported_op", culprit_op="aten::histc", culprit_phase="backward", error=HISTC),
    record("arch:clip", "fail_error", culprit_op="aten::_unique2", culprit_phase="forward", error="lowering failed"),
    record("arch:mistral", "harness_error", error="no input recipe"),
    record("arch:qwen3", "skipped", error="backend unavailable"),
    record(LONG, "pass", model_class="Nemotron3_5TranscribeWordTimestampModel", task="base"),
]


@pytest.fixture
def make_run(make_run: Callable[..., Path]) -> Callable[..., Path]:
    """conftest's make_run, the run id being the directory's name (pages and links name runs by id)."""

    def make(name: str, records: list[dict[str, Any]], **meta: Any) -> Path:
        return make_run(name, records, run_id=name, **meta)

    return make


@pytest.fixture(params=list(SIZES), ids=list(SIZES))
def size(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def page(browser: Any, size: str) -> Iterator[Any]:
    """A fresh page at ``size``; JS errors on it fail the test."""
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height})
    context.set_default_timeout(5000)
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    yield pg
    context.close()
    assert not errors, f"JavaScript errors on the page: {errors}"


def open_site(page: Any, index: Path, fragment: str = "") -> None:
    page.goto(index.as_uri() + fragment)
    page.wait_for_selector("#case-table")


def visible_specs(page: Any) -> list[str]:
    return page.eval_on_selector_all("#case-table tbody tr:not([hidden]) td:first-child",
                                     "els => els.map(e => e.textContent)")


def hash_of(page: Any) -> str:
    return str(page.evaluate("location.hash"))


def settle(page: Any, condition: Callable[[], bool], timeout_s: float = 5.0) -> None:
    """Wait for a condition that an event handler makes true (the page's CSP refuses wait_for_function's eval)."""
    for _ in range(int(timeout_s / 0.05)):
        if condition():
            return
        page.wait_for_timeout(50)
    assert condition(), "the page never reached the expected state"


def site_of(make_run: Callable[..., Path], tmp_path: Path, records: list[dict] | None = None, **kw: Any) -> Path:
    return build_dashboard([make_run("r", records or RECORDS)], tmp_path / "site", tables=False, **kw)


def test_headline_names_device_stack_and_says_xla_cpu_stands_in_for_a_tpu(
        page: Any, size: str, make_run: Callable[..., Path], tmp_path: Path) -> None:
    hub = tmp_path / "hub.txt"
    hub.write_text("org/a-llama  llama  900\norg/b-vit  vit  100\norg/c-pipe  SomePipeline  5\norg/plain\n")
    open_site(page, site_of(make_run, tmp_path, hub_list=hub))
    card = page.locator('.card[data-key="torch-xla/lazy"]')
    assert card.locator(".works-pct").text_content() == "62.5%"
    assert card.locator(".works-nN").text_content() == "5/8"
    assert card.locator(".native-text").text_content() == "50.0% (4/8)"
    assert card.locator(".card-device").text_content() == "XLA:CPU"
    assert card.locator(".card-versions").text_content() == "torch 2.9.0; torch_xla 2.9.0; transformers 5.24.0"
    assert "a stand-in for a TPU" in card.locator(".standin").text_content()
    assert card.locator(".hub-weighted").text_content() == (
        "50.0% of the top 3 Hub models work as the class they load (1/2 covered, 2 by their architecture's main "
        "class); 90.0% weighted by downloads")
    assert "1 harness_error, 1 skipped" in card.locator(".listed").text_content()
    assert card.is_visible() and card.bounding_box()["width"] <= SIZES[size][0]
    screenshot(page, f"headline-{size}")


def test_every_table_column_is_reachable_by_scrolling_and_the_first_stays_in_view(
        page: Any, size: str, make_run: Callable[..., Path], tmp_path: Path) -> None:
    open_site(page, site_of(make_run, tmp_path))
    width = SIZES[size][0]
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "the page itself scrolls sideways"
    wrap = page.locator("#cases .table-wrap")
    wrap.scroll_into_view_if_needed()
    last = page.locator("#case-table thead th").last
    assert last.text_content() == "run"
    box = wrap.bounding_box()
    if size == "phone":
        assert page.evaluate("(() => { const w = document.querySelector('#cases .table-wrap'); "
                             "return w.scrollWidth > w.clientWidth; })()")
    wrap.evaluate("w => { w.scrollLeft = w.scrollWidth; }")
    page.wait_for_timeout(50)
    right = last.bounding_box()
    assert box["x"] <= right["x"] and right["x"] + right["width"] <= box["x"] + box["width"] + 1
    first = page.locator("#case-table tbody tr").first.locator("td").first
    assert abs(first.bounding_box()["x"] - box["x"]) <= 2, "the model column is not sticky"
    screenshot(page, f"cases-scrolled-{size}")


def test_column_chooser_hides_a_column_and_the_url_keeps_it(page: Any, size: str, make_run: Callable[..., Path],
                                                             tmp_path: Path) -> None:
    index = site_of(make_run, tmp_path)
    open_site(page, index)
    task = page.locator("#case-table thead th").nth(2)
    assert task.text_content() == "task" and task.is_visible()
    page.click("#column-chooser summary")
    page.locator('#column-chooser input[data-col="3"]').uncheck()
    assert not task.is_visible()
    assert "hide=3" in hash_of(page)
    screenshot(page, f"column-chooser-{size}")
    fresh = page.context.new_page()
    fresh.goto(index.as_uri() + hash_of(page))
    assert not fresh.locator("#case-table thead th").nth(2).is_visible()
    assert not fresh.locator('#column-chooser input[data-col="3"]').is_checked()
    fresh.close()


def test_search_filter_and_sort_live_in_the_url(page: Any, size: str, make_run: Callable[..., Path],
                                                tmp_path: Path) -> None:
    index = site_of(make_run, tmp_path)
    open_site(page, index)
    assert page.text_content("#case-count") == "10 of 10 cases"
    page.fill("#case-search", "histc")
    assert sorted(visible_specs(page)) == ["arch:vit", "arch:whisper"]
    page.fill("#case-search", "lowering failed")  # error text is searched too, though not a column
    assert visible_specs(page) == ["arch:clip"]
    page.fill("#case-search", "")
    page.select_option("#case-filter", "group:works")
    page.click("#case-table thead th:nth-child(1) button")
    page.click("#case-table thead th:nth-child(1) button")
    assert visible_specs(page) == ["arch:t5", LONG, "arch:llama", "arch:gpt2", "arch:bert"]
    page.fill("#case-search", "a")
    state = hash_of(page)
    assert "f=group%3Aworks" in state and "sort=1%3Adesc" in state and "q=a" in state
    fresh = page.context.new_page()
    fresh.goto(index.as_uri() + state)
    assert fresh.input_value("#case-search") == "a" and fresh.input_value("#case-filter") == "group:works"
    assert fresh.get_attribute("#case-table thead th:nth-child(1)", "aria-sort") == "descending"
    assert visible_specs(fresh) == visible_specs(page)
    fresh.close()
    screenshot(page, f"case-table-filtered-{size}")


def test_case_view_is_a_dialog_focus_moves_in_and_back_and_escape_closes(
        page: Any, size: str, make_run: Callable[..., Path], tmp_path: Path) -> None:
    index = site_of(make_run, tmp_path)
    open_site(page, index)
    detail = page.locator("#case-detail")
    assert detail.is_hidden()
    opener = page.locator("#case-table a.case-link", has_text="arch:vit")
    opener.click()
    assert detail.is_visible() and page.evaluate("document.getElementById('case-detail').open")
    assert page.evaluate("document.activeElement.closest('#case-detail') !== null"), "focus stayed behind the dialog"
    assert detail.get_attribute("aria-labelledby") == "case-detail-title"
    assert detail.locator(".detail-command").text_content() == (
        "hfcompat check arch:vit --backend torch-xla --mode lazy --dtype float32 --workload train --regime short")
    text = detail.text_content()
    assert f"RuntimeError: {HISTC}" in text and "aten::histc in forward (named by: exception)" in text
    assert "train · short" in text and "total_s" in text and "XLA:CPU" in text
    assert "case=arch%3Avit" in hash_of(page)
    if size == "phone":
        assert detail.bounding_box()["width"] <= SIZES["phone"][0]
    screenshot(page, f"case-detail-{size}")
    page.keyboard.press("Escape")
    assert detail.is_hidden()
    # A dialog's "close" event is queued as a task after it hides; the URL is cleared in its handler.
    settle(page, lambda: "case=" not in hash_of(page))
    assert page.evaluate("document.activeElement.textContent") == "arch:vit", "focus did not return to the link"
    open_site(page, index, "#case=" + quote("arch:t5|torch-xla|lazy|float32|train|short", safe=""))
    assert detail.locator(".detail-spec").text_content() == "arch:t5"
    assert detail.locator(".detail-fallback").text_content() == "aten::nonzero"


def test_bad_links_say_so_visibly(page: Any, size: str, make_run: Callable[..., Path], tmp_path: Path) -> None:
    index = site_of(make_run, tmp_path)
    for fragment, words in (("#case=arch%3Anope", 'No case "arch:nope"'),
                            ("#op=aten%3A%3Anope", 'No culprit op "aten::nope"'),
                            ("#compare=x..y", 'Cannot compare "x..y"')):
        open_site(page, index, fragment)
        error = page.locator("#route-error")
        assert error.is_visible() and words in error.text_content()
        assert error.get_attribute("role") == "alert"
    screenshot(page, f"bad-link-{size}")
    open_site(page, index, "#case=" + quote(RECORDS[0]["case_id"], safe=""))
    assert page.locator("#route-error").is_hidden()


def test_skip_link_focus_ring_and_noscript_note(browser: Any, page: Any, size: str, make_run: Callable[..., Path],
                                                tmp_path: Path) -> None:
    index = site_of(make_run, tmp_path)
    open_site(page, index)
    page.keyboard.press("Tab")
    skip = page.locator("a.skip")
    assert page.evaluate("document.activeElement.className") == "skip" and skip.is_visible()
    assert skip.bounding_box()["y"] >= 0
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "main"
    page.focus("#case-table thead th button.sort")
    outline = page.evaluate("(() => { const s = getComputedStyle(document.activeElement); "
                            "return [s.outlineStyle, parseFloat(s.outlineWidth)]; })()")
    assert outline[0] != "none" and outline[1] >= 2, f"no focus ring on a sort button: {outline}"
    screenshot(page, f"focus-ring-{size}")
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height}, java_script_enabled=False)
    bare = context.new_page()
    bare.goto(index.as_uri())
    assert bare.locator("#noscript").is_visible()
    assert "needs JavaScript" in bare.locator("#noscript").text_content()
    assert bare.locator("#case-table tbody tr").count() == len(RECORDS)
    context.close()


def test_op_page_shows_error_phase_models_workloads_repro_first_seen_and_upstream(
        page: Any, size: str, make_run: Callable[..., Path], tmp_path: Path) -> None:
    old = make_run("old", [case("arch:mixtral", "fail_unsupported_op", culprit_op="aten::histc", error=HISTC)],
                   started_at="2026-11-28T02:00:00+00:00")
    new = make_run("new", [
        case("arch:mixtral", "fail_unsupported_op", culprit_op="aten::histc", culprit_phase="forward", error=HISTC,
             repro="repros/histc-b.py"),
        case("arch:mixtral", "fail_unsupported_op", workload="infer", culprit_op="aten::histc", culprit_phase="forward",
             error=HISTC, repro="repros/histc-c.py"),
        case("arch:qwen2_moe", "fail_unsupported_op", culprit_op="aten::histc", culprit_phase="backward", error=HISTC,
             repro="repros/histc-a.py"),
        case("arch:llama", "pass"),
    ], started_at="2026-11-30T02:00:00+00:00")
    for name in ("histc-a.py", "histc-b.py", "histc-c.py"):
        (new / "repros").mkdir(exist_ok=True)
        (new / "repros" / name).write_text(f"# {name}\n")
    upstream = tmp_path / "upstream.json"
    upstream.write_text('{"ops": {"aten::histc": [{"url": "https://github.com/pytorch/pytorch/issues/74236", '
                        '"title": "histc int", "note": "MoE routing"}, '
                        '{"url": "javascript:alert(1)", "title": "bad"}]}}')
    index = build_dashboard([old, new], tmp_path / "site", tables=False, upstream=upstream)
    open_site(page, index)
    page.locator("#op-table a.op-link").first.click()
    view = page.locator("#op-detail")
    assert view.is_visible() and view.locator(".op-title").text_content() == "aten::histc"
    assert page.evaluate("document.activeElement.closest('#op-detail') !== null")
    text = view.text_content()
    assert "3 (2 models)" in text and "infer, train" in text and "backward 1, forward 2" in text
    assert "first seen" in text and "run old" in text
    assert view.locator(".op-error").text_content() == f"RuntimeError: {HISTC}"
    assert view.locator(".op-models").text_content() == "arch:mixtral, arch:qwen2_moe"
    repro = view.locator("a.op-repro")
    assert repro.text_content() == "histc-c.py"  # the canonical repro: the first case by model, then case id
    href = repro.get_attribute("href")
    assert href == "data/new/repros/histc-c.py" and (tmp_path / "site" / href).is_file()
    links = view.locator("a.upstream-link")
    assert links.count() == 1 and links.get_attribute("href") == "https://github.com/pytorch/pytorch/issues/74236"
    assert "#op=aten%3A%3Ahistc" in page.url or "op=aten%3A%3Ahistc" in hash_of(page)
    screenshot(page, f"op-page-{size}")
    view.locator("a.case-link").first.click()  # a model it blocks opens over the op page
    assert page.locator("#case-detail").is_visible()
    page.keyboard.press("Escape")
    assert page.locator("#case-detail").is_hidden() and view.is_visible()
    page.keyboard.press("Escape")
    assert view.is_hidden()
    # The close handler (a queued task) clears the URL; navigating before it runs would be a no-op.
    settle(page, lambda: "op=" not in hash_of(page))
    open_site(page, index, "#op=" + quote("aten::histc", safe=""))
    # Same document, new hash: the route runs on hashchange, after goto has returned.
    page.wait_for_selector("#op-detail", state="visible", timeout=5000)
    assert view.is_visible()


def test_grid_pivots_models_by_configuration_and_filters(page: Any, size: str, make_run: Callable[..., Path],
                                                          tmp_path: Path) -> None:
    records = [case(spec, status, mode=mode, workload=workload)
               for spec, statuses in (("arch:llama", ("pass", "pass", "pass", "pass")),
                                      ("arch:mixtral", ("fail_unsupported_op", "pass", "fail_unsupported_op", "pass")),
                                      ("arch:bert", ("pass", "pass_with_fallback", "pass", "pass")))
               for (mode, workload), status in zip((("lazy", "train"), ("lazy", "infer"), ("eager", "train"),
                                                    ("eager", "infer")), statuses)]
    xla = make_run("xla", records, started_at="2026-11-30T01:00:00+00:00")
    jax = make_run("jax", [case("arch:mixtral", "pass", backend="torchax", mode="eager", device="JAX:cpu")],
                   started_at="2026-11-30T02:00:00+00:00", backend="torchax")
    open_site(page, build_dashboard([xla, jax], tmp_path / "site", tables=False))
    heads = page.locator("#grid-table thead th.gcol").all_text_contents()
    assert heads == ["torch-xlaeagertrainshort", "torch-xlaeagerinfershort", "torch-xlalazytrainshort",
                     "torch-xlalazyinfershort", "torchaxeagertrainshort"]
    mixtral = page.locator("#grid-table tbody tr", has_text="arch:mixtral")
    assert mixtral.locator("td").all_text_contents() == ["op", "ok", "op", "ok", "ok"]
    page.select_option("#grid-filter", "fails")
    assert page.text_content("#grid-count") == "1 of 3 models"
    page.select_option("#grid-filter", "")
    page.fill("#grid-search", "ber")
    assert page.text_content("#grid-count") == "1 of 3 models"
    page.fill("#grid-search", "")
    page.select_option("#grid-backend", "torchax")
    assert page.locator("#grid-table thead th.gcol:visible").count() == 1
    assert "gb=torchax" in hash_of(page)
    page.select_option("#grid-backend", "")
    page.locator("#grid").scroll_into_view_if_needed()
    screenshot(page, f"grid-{size}")
    mixtral.locator("td a").first.click()
    assert page.locator("#case-detail .detail-spec").text_content() == "arch:mixtral"


def test_fallback_table_names_each_model_once(page: Any, size: str, make_run: Callable[..., Path],
                                              tmp_path: Path) -> None:
    records = [case("arch:hubert", "pass_with_fallback", mode=m, fallback_ops=["aten::_weight_norm_interface"])
               for m in ("lazy", "eager", "compile")]
    open_site(page, site_of(make_run, tmp_path, records))
    cell = page.locator("#fallback-table tbody tr").first.locator(".fb-models")
    assert cell.text_content() == "arch:hubert"
    assert page.locator("#fallback-table tbody tr").first.locator("td").nth(1).text_content() == "3"


def test_compare_two_runs_across_backends_and_across_nights(page: Any, size: str, make_run: Callable[..., Path],
                                                            tmp_path: Path) -> None:
    night1 = make_run("night1", [case("arch:mixtral", "fail_unsupported_op", culprit_op="aten::histc"),
                                 case("arch:llama", "pass"), case("arch:swin", "pass")],
                      started_at="2026-11-29T02:00:00+00:00")
    night2 = make_run("night2", [case("arch:mixtral", "fail_unsupported_op", culprit_op="aten::histc"),
                                 case("arch:llama", "pass"), case("arch:swin", "fail_error")],
                      started_at="2026-11-30T02:00:00+00:00")
    jax = make_run("jax", [case("arch:mixtral", "pass", backend="torchax", mode="jit", device="JAX:cpu"),
                           case("arch:llama", "pass", backend="torchax", mode="jit", device="JAX:cpu"),
                           case("arch:gpt2", "pass", backend="torchax", mode="jit", device="JAX:cpu")],
                   started_at="2026-11-30T03:00:00+00:00", backend="torchax")
    index = build_dashboard([night1, night2, jax], tmp_path / "site", tables=False)
    open_site(page, index, "#compare=night2..jax")
    rows = page.locator("#compare-table tbody tr")
    assert rows.count() == 1
    assert rows.first.locator(".cmp-verdict").text_content() == "fails on torch-xla, works on torchax"
    assert "1 work on torchax only" in page.text_content("#compare-summary")
    page.select_option("#compare-filter", "only")
    assert {r.locator("td").first.text_content() for r in rows.all()} == {"arch:gpt2", "arch:swin"}
    page.locator("#compare").scroll_into_view_if_needed()
    screenshot(page, f"compare-backends-{size}")
    page.select_option("#compare-filter", "diff")
    page.select_option("#compare-a", "night1")
    page.select_option("#compare-b", "night2")
    assert "compare=night1..night2" in hash_of(page)
    assert rows.count() == 1 and rows.first.locator(".cmp-verdict").text_content() == (
        "works on run A (night1), fails on run B (night2)")
    assert rows.first.locator("td").first.text_content() == "arch:swin"


def test_compare_a_float32_run_with_its_bfloat16_twin(page: Any, size: str, make_run: Callable[..., Path],
                                                      tmp_path: Path) -> None:
    f32 = make_run("f32", [record("arch:gemma2", "pass"), record("arch:llama", "pass")],
                   started_at="2026-11-29T02:00:00+00:00")
    bf16 = make_run("bf16", [record("arch:gemma2", "fail_accuracy", dtype="bfloat16", culprit_op="aten::mm"),
                             record("arch:llama", "pass", dtype="bfloat16")],
                    started_at="2026-11-30T02:00:00+00:00", dtype="bfloat16")
    index = build_dashboard([f32, bf16], tmp_path / "site", tables=False)
    open_site(page, index, "#compare=f32..bf16")
    rows = page.locator("#compare-table tbody tr")
    assert rows.count() == 1  # matched across the dtype: one case differs, llama works in both
    assert rows.first.locator(".cmp-verdict").text_content() == "works on float32, fails on bfloat16"
    assert rows.first.locator("td").nth(3).text_content() == "bfloat16: fail_accuracy (aten::mm)"
    assert "2 matched" in page.text_content("#compare-summary")
    # The headline is one card per dtype, each its own rate: never a blend of the two runs.
    cards = page.locator("#headline .card")
    assert [(c.get_attribute("data-key"), c.locator(".works-pct").text_content()) for c in cards.all()] == [
        ("torch-xla/lazy", "100.0%"), ("torch-xla/lazy/bfloat16", "50.0%")]
    assert cards.nth(1).locator(".card-dtype").text_content() == "bfloat16"


def test_modality_breakdown_groups_by_class_and_sorts_na_last(page: Any, size: str, make_run: Callable[..., Path],
                                                              tmp_path: Path) -> None:
    records = [case("arch:llama", "pass", model_class="LlamaForCausalLM", task="causal-lm"),
               case("arch:mixtral", "fail_unsupported_op", model_class="MixtralForCausalLM", task="causal-lm"),
               case("arch:vit", "pass", model_class="ViTForImageClassification", task="image-classification"),
               case("arch:whisper", "harness_error", model_class="WhisperForConditionalGeneration",
                    task="speech-seq2seq")]
    open_site(page, site_of(make_run, tmp_path, records))
    table = page.locator("#modality-table")
    groups = table.locator("tbody tr td:first-child")
    assert groups.all_text_contents() == ["text decoder", "vision", "audio"]
    assert "50.0% (1/2)" in table.locator("tbody tr").first.text_content()
    works = table.locator("thead th").nth(2).locator("button")
    for _ in range(2):  # ascending, then descending: n/a (audio, nothing judged) is last both times
        works.click()
        assert groups.all_text_contents()[-1] == "audio"
    assert groups.all_text_contents() == ["vision", "text decoder", "audio"]
    page.locator("#rates").scroll_into_view_if_needed()
    screenshot(page, f"modality-{size}")


def test_downloads_logs_and_repros_are_linked_inside_the_site(page: Any, size: str, make_run: Callable[..., Path],
                                                              tmp_path: Path) -> None:
    run = make_run("r", RECORDS)
    (run / "repros").mkdir(exist_ok=True)
    (run / "repros" / "aten_histc.py").write_text("print('repro')\n")
    from hfcompat.records.run_writer import log_name
    (run / "logs" / log_name(RECORDS[4]["case_id"])).write_text("the log of vit\n")
    site = tmp_path / "site"
    open_site(page, build_dashboard([run], site, tables=True))
    hrefs = page.eval_on_selector_all("#environment a.download", "as => as.map(a => a.getAttribute('href'))")
    assert hrefs == [f"data/r/{n}" for n in ("records.jsonl", "cases.parquet", "cases.csv", "errors.parquet",
                                             "errors.csv", "timings.parquet", "timings.csv")]
    assert all((site / h).is_file() for h in hrefs)
    page.locator("#case-table a.case-link", has_text="arch:vit").click()
    log = page.locator("#case-detail a.detail-log")
    repro = page.locator("#case-detail a.detail-repro")
    assert (site / log.get_attribute("href")).read_text() == "the log of vit\n"
    assert (site / repro.get_attribute("href")).read_text() == "print('repro')\n"
    assert "blocks 2 models" in page.locator("#case-detail").text_content()
    screenshot(page, f"case-links-{size}")


@pytest.mark.parametrize("csp", [True, False], ids=["with-csp", "escaping-alone"])
def test_html_and_script_in_records_show_as_text_and_never_run(csp: bool, page: Any, size: str,
                                                               make_run: Callable[..., Path], tmp_path: Path) -> None:
    run = make_run("r", hostile_records(), command=PAYLOAD_SCRIPT)
    open_site(page, build_dashboard([run], tmp_path / "site", tables=False, csp=csp))
    spec = f"org/{PAYLOAD_SCRIPT}"
    link = page.locator("#case-table a.case-link").filter(has_text="window.__pwned")
    assert link.text_content() == spec
    assert page.locator("#op-table .op-name").first.text_content() == f"aten::{PAYLOAD_ATTR}"
    page.locator("#op-table a.op-link").first.click()
    assert page.locator("#op-detail .op-title").text_content() == f"aten::{PAYLOAD_ATTR}"
    assert PAYLOAD_SCRIPT in page.locator("#op-detail .op-error").text_content()
    page.keyboard.press("Escape")
    page.fill("#case-search", "onerror")
    assert visible_specs(page) == [spec]
    link.click()
    detail = page.locator("#case-detail")
    assert detail.locator(".detail-spec").text_content() == spec
    assert PAYLOAD_SCRIPT in detail.locator(".detail-error").text_content()
    assert detail.locator(".detail-fallback").text_content() == PAYLOAD_SCRIPT
    assert PAYLOAD_SCRIPT in page.locator("#environment").text_content()
    page.keyboard.press("Escape")
    page.fill("#grid-search", "pwned")
    assert page.text_content("#grid-count") == "1 of 2 models"
    page.wait_for_timeout(300)  # give an injected <img onerror> time to fire, were there one
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert page.locator("#hfc-data ~ img, main img, main script").count() == 0
    screenshot(page, f"xss-{'csp' if csp else 'no-csp'}-{size}")


def test_two_runs_show_the_trend_and_the_cases_that_changed(page: Any, size: str, make_run: Callable[..., Path],
                                                            tmp_path: Path) -> None:
    before = [record("arch:llama", "pass"), record("arch:bert", "pass"), record("arch:vit", "fail_error"),
              record("arch:t5", "fail_error")]
    after = [record("arch:llama", "pass"), record("arch:bert", "fail_unsupported_op", culprit_op="aten::histc"),
             record("arch:vit", "pass"), record("arch:t5", "fail_unsupported_op")]
    runs = [make_run("tonight", after, started_at="2026-11-30T02:00:00+00:00"),
            make_run("last-night", before, started_at="2026-11-29T02:00:00+00:00")]
    open_site(page, build_dashboard(runs, tmp_path / "site", tables=False))
    trend_rows = page.locator("#trend-table tbody tr")
    assert [r.locator("td").nth(1).text_content() for r in trend_rows.all()] == [
        "2026-11-29T02:00:00+00:00", "2026-11-30T02:00:00+00:00"]  # by start time, not by argument order
    assert "50.0% (2/4)" in trend_rows.nth(0).text_content() and "50.0% (2/4)" in trend_rows.nth(1).text_content()
    assert trend_rows.nth(1).locator(".regressions").text_content() == "1"
    assert trend_rows.nth(1).locator(".fixes").text_content() == "1"
    assert page.locator(".card .since").text_content().split("since")[0].split() == [
        "▼", "1", "new", "failures", "·", "▲", "1", "fixes"]
    assert page.locator("svg.chart circle.pt").count() == 2
    changes = page.locator("#changes-table tbody tr")
    assert [r.locator("td").nth(0).text_content() for r in changes.all()] == ["new failure", "fix", "flip"]
    assert changes.nth(0).locator("a.case-link").text_content() == "arch:bert|torch-xla|lazy|float32|train|short"
    page.select_option("#case-filter", "changed")
    assert sorted(visible_specs(page)) == ["arch:bert", "arch:t5", "arch:vit"]
    label = page.locator("svg.chart text.axis").first
    assert label.bounding_box()["height"] >= 9, "trend labels too small to read"
    page.locator("#trend").scroll_into_view_if_needed()
    screenshot(page, f"two-run-trend-{size}")


def test_hub_models_whose_own_class_differs_are_listed_and_fit_the_page(
        page: Any, size: str, make_run: Callable[..., Path], tmp_path: Path) -> None:
    # bert's main class works, its sequence classifier fails: the classifier's Hub model is listed.
    archs = make_run("archs", [record("arch:bert", "pass", model_class="BertForMaskedLM")],
                     started_at="2026-11-29T10:00:00+00:00")
    heads = make_run("heads", [record("arch:bert:BertForSequenceClassification", "fail_error",
                                      model_class="BertForSequenceClassification", task="sequence-classification")])
    hub = tmp_path / "hub.txt"
    hub.write_text("org/finbert  bert  900  text-classification  -\norg/mlm  bert  100  fill-mask  -\n")
    open_site(page, build_dashboard([archs, heads], tmp_path / "site", tables=False, hub_list=hub))
    card = page.locator('.card[data-key="torch-xla/lazy"]')
    assert card.locator(".hub-weighted").text_content().startswith(
        "50.0% of the top 2 Hub models work as the class they load (1/2 covered, 0 by")
    assert card.locator(".hub-arch").text_content() == (
        "100.0% by each architecture's main class (2/2), 100.0% weighted; 1 model differs")
    card.locator(".hub-arch a").click()
    rows = page.locator("table.hub-differs tbody tr")
    assert rows.count() == 1 and rows.first.is_visible()
    assert rows.first.locator("td").all_text_contents() == [
        "org/finbert", "900", "BertForSequenceClassification", "pipeline tag", "fails", "BertForMaskedLM", "works"]
    width = SIZES[size][0]
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "the page itself scrolls sideways"
