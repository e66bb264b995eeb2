"""The dashboard in a real browser: headless Chromium loads the built page from file:// (no server).

Screenshots of each view are saved under test-artifacts/dashboard/.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from hfcompat.reporting.dashboard import build_dashboard
from tests.dashboard.conftest import screenshot
from tests.dashboard.synthetic import record
from tests.dashboard.test_dashboard_build import PAYLOAD_ATTR, PAYLOAD_SCRIPT, hostile_records

RECORDS = [
    record("arch:llama", "pass"), record("arch:bert", "pass"), record("arch:gpt2", "pass"),
    record("arch:t5", "pass_with_fallback", fallback_ops=["aten::nonzero"]),
    record("arch:vit", "fail_unsupported_op", culprit_op="aten::histc", culprit_phase="forward",
           culprit_source="exception", repro="repros/aten_histc.py", error="operator 'aten::histc' is not implemented"),
    record("arch:whisper", "fail_unsupported_op", culprit_op="aten::histc", culprit_phase="backward"),
    record("arch:clip", "fail_error", culprit_op="aten::_unique2", culprit_phase="forward", error="lowering failed"),
    record("arch:mistral", "harness_error", error="no input recipe"),
    record("arch:qwen3", "skipped", error="backend unavailable"),
]


def open_site(page: Any, index: Path, fragment: str = "") -> None:
    page.goto(index.as_uri() + fragment)
    page.wait_for_selector("#case-table")


def visible_specs(page: Any) -> list[str]:
    return page.eval_on_selector_all("#case-table tbody tr:not([hidden]) td:first-child",
                                     "els => els.map(e => e.textContent)")


def test_headline_shows_works_rate_with_n_of_n_native_and_the_rule(page: Any, make_run: Callable[..., Path],
                                                                     tmp_path: Path) -> None:
    open_site(page, build_dashboard([make_run("r", RECORDS)], tmp_path / "site", tables=False))
    card = page.locator('.card[data-key="torch-xla/lazy"]')
    assert card.locator(".works-pct").text_content() == "57.1%"
    assert card.locator(".works-nN").text_content() == "4/7"
    assert card.locator(".native-text").text_content() == "42.9% (3/7)"
    assert "1 harness_error, 1 skipped" in card.locator(".listed").text_content()
    assert "harness_error, reference_error, skipped are listed, not counted" in page.text_content("#denominator-rule")
    env = page.text_content("#environment .env-text")
    assert "on XLA:CPU; torch 2.9.0; torch_xla 2.9.0; transformers 5.24.0" in env
    screenshot(page, "headline")


def test_op_ranking_is_ordered_and_opens_to_models_phase_and_repro(page: Any, make_run: Callable[..., Path],
                                                                   tmp_path: Path) -> None:
    open_site(page, build_dashboard([make_run("r", RECORDS)], tmp_path / "site", tables=False))
    assert page.eval_on_selector_all("#op-table .op-row", "rows => rows.map(r => r.dataset.op)") == [
        "aten::histc", "aten::_unique2"]
    assert page.locator("#op-table .op-row .n-cases").all_text_contents() == ["2", "1"]
    first = page.locator("#op-table .op-row").first
    assert not first.locator(".op-cases").is_visible()
    first.locator("summary").click()
    items = first.locator(".op-cases li")
    assert items.count() == 2
    vit = items.filter(has_text="arch:vit")
    assert "in forward" in vit.text_content() and vit.locator(".repro").text_content() == "repros/aten_histc.py"
    assert "in backward" in items.filter(has_text="arch:whisper").text_content()
    screenshot(page, "op-ranking")
    vit.locator("a.case-link").click()
    assert page.locator("#case-detail .detail-spec").text_content() == "arch:vit"


def test_case_table_filters_by_search_and_status_and_sorts(page: Any, make_run: Callable[..., Path],
                                                           tmp_path: Path) -> None:
    open_site(page, build_dashboard([make_run("r", RECORDS)], tmp_path / "site", tables=False))
    assert page.text_content("#case-count") == "9 of 9 cases"
    page.fill("#case-search", "histc")
    assert sorted(visible_specs(page)) == ["arch:vit", "arch:whisper"]
    assert page.text_content("#case-count") == "2 of 9 cases"
    page.fill("#case-search", "lowering failed")  # error text is searched too, though not a column
    assert visible_specs(page) == ["arch:clip"]
    page.fill("#case-search", "")
    page.select_option("#case-filter", "group:listed")
    assert sorted(visible_specs(page)) == ["arch:mistral", "arch:qwen3"]
    page.select_option("#case-filter", "status:pass_with_fallback")
    assert visible_specs(page) == ["arch:t5"]
    page.select_option("#case-filter", "")
    page.click("#case-table thead th:nth-child(1) button")
    assert visible_specs(page)[:2] == ["arch:bert", "arch:clip"]
    page.click("#case-table thead th:nth-child(1) button")
    assert visible_specs(page)[:2] == ["arch:whisper", "arch:vit"]
    page.fill("#case-search", "fail")
    screenshot(page, "case-table-filtered")


def test_opening_a_case_shows_record_error_fallbacks_timings_and_the_check_command(
        page: Any, make_run: Callable[..., Path], tmp_path: Path) -> None:
    index = build_dashboard([make_run("r", RECORDS)], tmp_path / "site", tables=False)
    open_site(page, index)
    assert page.locator("#case-detail").is_hidden()
    page.locator("#case-table a.case-link", has_text="arch:vit").click()
    detail = page.locator("#case-detail")
    assert detail.is_visible()
    assert detail.locator(".detail-command").text_content() == (
        "hfcompat check arch:vit --backend torch-xla --mode lazy --dtype float32")
    text = detail.text_content()
    assert "RuntimeError: operator 'aten::histc' is not implemented" in text
    assert "aten::histc in forward (named by: exception)" in text
    assert "repros/aten_histc.py" in text and "total_s" in text and "XLA:CPU" in text
    screenshot(page, "case-detail")
    page.keyboard.press("Escape")
    assert detail.is_hidden()
    # a link straight to a case (the op ranking and changes list use these) opens it on load
    open_site(page, index, "#case=" + quote("arch:t5|torch-xla|lazy|float32|train|short", safe=""))
    assert detail.locator(".detail-spec").text_content() == "arch:t5"
    assert detail.locator(".detail-fallback").text_content() == "aten::nonzero"


@pytest.mark.parametrize("csp", [True, False], ids=["with-csp", "escaping-alone"])
def test_html_and_script_in_records_show_as_text_and_never_run(csp: bool, page: Any, make_run: Callable[..., Path],
                                                               tmp_path: Path) -> None:
    run = make_run("r", hostile_records(), command=PAYLOAD_SCRIPT)
    open_site(page, build_dashboard([run], tmp_path / "site", tables=False, csp=csp))
    spec = f"org/{PAYLOAD_SCRIPT}"
    link = page.locator("#case-table a.case-link").filter(has_text="window.__pwned")
    assert link.text_content() == spec
    assert page.locator("#op-table .op-name").first.text_content() == f"aten::{PAYLOAD_ATTR}"
    page.locator("#op-table summary").first.click()
    assert f"repros/{PAYLOAD_ATTR}.py" in page.locator("#op-table .repro").first.text_content()
    page.fill("#case-search", "onerror")
    assert visible_specs(page) == [spec]
    link.click()
    detail = page.locator("#case-detail")
    assert detail.locator(".detail-spec").text_content() == spec
    assert PAYLOAD_SCRIPT in detail.locator(".detail-error").text_content()
    assert detail.locator(".detail-fallback").text_content() == PAYLOAD_SCRIPT
    assert PAYLOAD_SCRIPT in page.locator("#environment").text_content()
    page.wait_for_timeout(300)  # give an injected <img onerror> time to fire, were there one
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert page.locator("#hfc-data ~ img, main img, main script").count() == 0
    screenshot(page, f"xss-{'csp' if csp else 'no-csp'}")


def test_two_runs_show_the_trend_and_the_cases_that_changed(page: Any, make_run: Callable[..., Path],
                                                            tmp_path: Path) -> None:
    before = [record("arch:llama", "pass"), record("arch:bert", "pass"), record("arch:vit", "fail_error"),
              record("arch:t5", "fail_error")]
    after = [record("arch:llama", "pass"), record("arch:bert", "fail_unsupported_op", culprit_op="aten::histc"),
             record("arch:vit", "pass"), record("arch:t5", "fail_unsupported_op")]
    runs = [make_run("tonight", after, started_at="2026-11-30T02:00:00+00:00"),
            make_run("last-night", before, started_at="2026-11-29T02:00:00+00:00")]
    open_site(page, build_dashboard(runs, tmp_path / "site", tables=False))
    trend_rows = page.locator("#trend-table tbody tr")
    assert trend_rows.count() == 2
    assert [r.locator("td").nth(1).text_content() for r in trend_rows.all()] == [
        "2026-11-29T02:00:00+00:00", "2026-11-30T02:00:00+00:00"]  # by start time, not by argument order
    assert "50.0% (2/4)" in trend_rows.nth(0).text_content() and "50.0% (2/4)" in trend_rows.nth(1).text_content()
    assert trend_rows.nth(1).locator(".regressions").text_content() == "1"
    assert trend_rows.nth(1).locator(".fixes").text_content() == "1"
    assert page.locator(".card .since").text_content().split("since")[0].split() == [
        "▼", "1", "new", "failures", "·", "▲", "1", "fixes"]
    assert page.locator("svg.chart circle.pt").count() == 2
    assert page.locator("svg.chart .marks").text_content().split() == ["▼1", "▲1"]
    changes = page.locator("#changes-table tbody tr")
    assert [r.locator("td").nth(0).text_content() for r in changes.all()] == ["new failure", "fix", "flip"]
    assert changes.nth(0).locator("a.case-link").text_content() == "arch:bert|torch-xla|lazy|float32|train|short"
    assert "pass" in changes.nth(0).text_content() and "aten::histc" in changes.nth(0).text_content()
    page.select_option("#case-filter", "changed")
    assert sorted(visible_specs(page)) == ["arch:bert", "arch:t5", "arch:vit"]
    page.locator("#trend").scroll_into_view_if_needed()
    screenshot(page, "two-run-trend")
