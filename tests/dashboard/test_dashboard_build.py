"""Building the site, without a browser: one offline file, safe embedding, nothing half-written."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from hfcompat.cli import main
from hfcompat.reporting.dashboard import build_dashboard, script_json
from hfcompat.errors import UsageError
from tests.dashboard.synthetic import record

PAYLOAD_SCRIPT = "<script>window.__pwned=1</script>"
PAYLOAD_ATTR = '"><img src=x onerror="window.__pwned=1">'


def hostile_records() -> list[dict]:
    return [
        record(f"org/{PAYLOAD_SCRIPT}", "fail_unsupported_op", culprit_op=f"aten::{PAYLOAD_ATTR}",
               culprit_phase="forward", error=f"boom {PAYLOAD_ATTR} {PAYLOAD_SCRIPT}", model_type=PAYLOAD_SCRIPT,
               task=PAYLOAD_ATTR, repro=f"repros/{PAYLOAD_ATTR}.py", fallback_ops=[PAYLOAD_SCRIPT]),
        record("arch:llama", "pass"),
    ]


def test_script_json_leaves_no_character_that_could_end_the_block() -> None:
    value = {"s": "</script><script>alert(1)</script> & \u2028", "n": float("nan")}
    text = str(script_json(value))
    assert not set(text) & {"<", ">", "&", "\u2028"}
    assert json.loads(text) == {"s": value["s"], "n": "nan"}


def test_site_is_one_file_that_needs_no_network(make_run: Callable[..., Path], tmp_path: Path) -> None:
    index = build_dashboard([make_run("r", [record("arch:llama", "pass")])], tmp_path / "site")
    html = index.read_text()
    assert not re.search(r"""(?:src|href|action)\s*=\s*["']?(?:https?:)?//""", html), "a remote reference"
    assert "<link" not in html and "<script src" not in html
    assert sorted(p.name for p in (tmp_path / "site" / "data").rglob("cases.*")) == ["cases.csv", "cases.parquet"]


def test_csp_allows_exactly_the_inline_script_and_style(make_run: Callable[..., Path], tmp_path: Path) -> None:
    html = build_dashboard([make_run("r", [record("arch:llama", "pass")])], tmp_path / "site").read_text()
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1).replace("&#39;", "'")
    script = re.findall(r"<script>(.*?)</script>", html, re.S)
    style = re.findall(r"<style>(.*?)</style>", html, re.S)
    assert len(script) == 1 and len(style) == 1

    def digest(text: str) -> str:
        return "sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()

    assert f"script-src '{digest(script[0])}';" in csp and f"style-src '{digest(style[0])}';" in csp
    assert csp.startswith("default-src 'none';")


def test_record_payloads_never_reach_the_html_unescaped(make_run: Callable[..., Path], tmp_path: Path) -> None:
    html = build_dashboard([make_run("r", hostile_records(), command=PAYLOAD_SCRIPT)], tmp_path / "site").read_text()
    assert PAYLOAD_SCRIPT not in html
    assert PAYLOAD_ATTR not in html
    assert "<img" not in html


def test_bad_input_writes_nothing(make_run: Callable[..., Path], tmp_path: Path) -> None:
    good = make_run("r", [record("arch:llama", "pass")])
    site = tmp_path / "site"
    with pytest.raises(UsageError, match="no such run directory: .*nope"):
        build_dashboard([good, tmp_path / "nope"], site)
    assert not site.exists()
    with pytest.raises(UsageError, match="at least one run directory"):
        build_dashboard([], site)
    a_file = tmp_path / "file.txt"
    a_file.write_text("keep me")
    with pytest.raises(UsageError, match="is a file"):
        build_dashboard([good], a_file)
    assert a_file.read_text() == "keep me"


def test_rebuilding_replaces_the_page_and_leaves_no_staging_behind(make_run: Callable[..., Path],
                                                                   tmp_path: Path) -> None:
    site = tmp_path / "site"
    build_dashboard([make_run("one", [record("arch:llama", "pass")])], site)
    build_dashboard([make_run("two", [record("arch:bert", "fail_error")])], site)
    html = (site / "index.html").read_text()
    assert "arch:bert" in html and "arch:llama" not in html
    assert sorted(p.name for p in site.iterdir()) == ["data", "index.html"]


def test_cli_dashboard(make_run: Callable[..., Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    runs = [make_run("a", [record("arch:llama", "pass")], started_at="2026-11-29T00:00:00+00:00"),
            make_run("b", [record("arch:llama", "fail_error")])]
    assert main(["dashboard", *map(str, runs), "--out", str(tmp_path / "site")]) == 0
    assert capsys.readouterr().out.strip() == f"dashboard of 2 run(s): {tmp_path / 'site' / 'index.html'}"
    assert main(["dashboard", str(tmp_path / "missing"), "--out", str(tmp_path / "site2")]) == 2
    assert "no such run directory" in capsys.readouterr().err and not (tmp_path / "site2").exists()


def test_the_script_never_parses_strings_as_html() -> None:
    from hfcompat.reporting.dashboard import DASHBOARD_DIR

    js = (DASHBOARD_DIR / "static" / "dashboard.js").read_text()
    code = re.sub(r"/\*.*?\*/|//[^\n]*", "", js, flags=re.S)  # comments may name what is forbidden
    assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function", code)


def test_records_missing_fields_still_make_a_page_and_a_report(tmp_path: Path) -> None:
    from hfcompat.reporting.report import build_report

    run = tmp_path / "foreign"
    run.mkdir()
    lines = ['{"spec": "arch:x", "status": "pass"}', '{"status": "fail_error"}', "[1, 2]", '{"torn": ']
    (run / "records.jsonl").write_text("\n".join(lines))
    html = build_dashboard([run], tmp_path / "site", tables=True).read_text()
    assert "arch:x|None|None|None" in html  # a case id rebuilt from the parts the record has
    text, code = build_report(run)
    assert code == 0 and "50.0% (1/2)" in text
