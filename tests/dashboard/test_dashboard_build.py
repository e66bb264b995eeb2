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
from hfcompat.errors import UsageError
from hfcompat.records.run_writer import log_name
from hfcompat.reporting.dashboard import build_dashboard, script_json
from tests.dashboard.synthetic import record

PAYLOAD_SCRIPT = "<script>window.__pwned=1</script>"
PAYLOAD_ATTR = '"><img src=x onerror="window.__pwned=1">'


def case(spec: str, status: str, backend: str = "torch-xla", mode: str = "lazy", workload: str = "train",
         regime: str = "short", **fields: object) -> dict:
    """A record of one (spec, backend, mode, float32, workload, regime) case, its case id in today's form."""
    r = record(spec, status, backend=backend, mode=mode, workload=workload, regime=regime, **fields)
    r["case_id"] = f"{spec}|{backend}|{mode}|float32|{workload}|{regime}"
    return r


def hostile_records() -> list[dict]:
    return [
        record(f"org/{PAYLOAD_SCRIPT}", "fail_unsupported_op", culprit_op=f"aten::{PAYLOAD_ATTR}",
               culprit_phase="forward", error=f"boom {PAYLOAD_ATTR} {PAYLOAD_SCRIPT}", model_type=PAYLOAD_SCRIPT,
               task=PAYLOAD_ATTR, repro=f"repros/{PAYLOAD_ATTR}.py", fallback_ops=[PAYLOAD_SCRIPT],
               harness={"commit": PAYLOAD_ATTR + PAYLOAD_SCRIPT, "dirty": True, "version": PAYLOAD_SCRIPT}),
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
    with pytest.raises(UsageError, match=r"no such run directory: .*nope"):
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
    from hfcompat.reporting.dashboard import DASHBOARD_DIR, SCRIPTS

    assert sorted(SCRIPTS) == sorted(p.name for p in (DASHBOARD_DIR / "static").glob("*.js"))
    js = "\n".join((DASHBOARD_DIR / "static" / name).read_text() for name in SCRIPTS)
    code = re.sub(r"/\*.*?\*/|//[^\n]*", "", js, flags=re.S)  # comments may name what is forbidden
    assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function", code)


def test_records_missing_fields_still_make_a_page_and_a_report(tmp_path: Path) -> None:
    from hfcompat.reporting.report import build_report

    run = tmp_path / "foreign"
    run.mkdir()
    lines = ['{"spec": "arch:x", "status": "pass"}', '{"status": "fail_error"}', "[1, 2]", '{"torn": ']
    (run / "records.jsonl").write_text("\n".join(lines))
    html = build_dashboard([run], tmp_path / "site", tables=True).read_text()
    assert "arch:x|None|None|None|train|short" in html  # a case id rebuilt from the parts the record has
    text, code = build_report(run)
    assert code == 0 and "50.0% (1/2)" in text


def _failing_run(make_run: Callable[..., Path]) -> Path:
    error = "operator 'aten::histc' is not implemented"
    records = [case(f"arch:{name}", "fail_unsupported_op", culprit_op="aten::histc", culprit_phase="forward",
                    error=error, repro=f"repros/histc-{name}.py") for name in ("mixtral", "qwen2_moe", "dbrx")]
    records += [case("arch:swin", "fail_error", culprit_op="aten::adaptive_avg_pool1d", error="lowering",
                     repro="repros/pool.py"), case("arch:llama", "pass")]
    run = make_run("r", records, run_id="r")
    (run / "repros").mkdir(exist_ok=True)
    for r in records:
        if r.get("repro"):
            (run / r["repro"]).write_text(f"# repro of {r['spec']}\n")
    (run / "logs" / log_name(records[0]["case_id"])).write_text("log\n")
    return run


def test_site_is_self_contained_every_link_resolves_inside_it(make_run: Callable[..., Path], tmp_path: Path) -> None:
    site = tmp_path / "site"
    html = build_dashboard([_failing_run(make_run)], site).read_text()
    payload = json.loads(
        re.search(r'<script type="application/json" id="hfc-data">(.*?)</script>', html, re.S).group(1)
    )
    hrefs = set(re.findall(r'href="([^"#][^"]*)"', html))
    hrefs |= {c["log"] for c in payload["cases"] if c["log"]}
    hrefs |= {f["repro_href"] for f in payload["failures"] if f["repro_href"]}
    assert hrefs, "no links to check"
    for href in hrefs:
        assert not href.startswith(("/", "http:", "file:")) and ".." not in href, href
        assert (site / href).is_file(), f"{href} is linked but not in the site"
    assert "data/r/logs/" in " ".join(hrefs) and "data/r/records.jsonl" in hrefs


def test_one_canonical_repro_per_distinct_failure(make_run: Callable[..., Path], tmp_path: Path) -> None:
    site = tmp_path / "site"
    html = build_dashboard([_failing_run(make_run)], site, tables=False).read_text()
    assert sorted(p.name for p in (site / "data" / "r" / "repros").iterdir()) == ["histc-dbrx.py", "pool.py"]
    payload = json.loads(re.search(r'id="hfc-data">(.*?)</script>', html, re.S).group(1))
    histc = [f for f in payload["failures"] if f["op"] == "aten::histc"]
    assert len(histc) == 1 and histc[0]["models"] == ["arch:dbrx", "arch:mixtral", "arch:qwen2_moe"]
    assert {c["failure"]["repro_href"] for c in payload["cases"] if c["record"]["culprit_op"] == "aten::histc"} == {
        "data/r/repros/histc-dbrx.py"}


def test_the_headline_says_a_stand_in_device_in_words_and_only_then(make_run: Callable[..., Path],
                                                                    tmp_path: Path) -> None:
    xla = build_dashboard([make_run("a", [record("arch:llama", "pass")])], tmp_path / "s1").read_text()
    assert "XLA:CPU, a stand-in for a TPU" in xla
    cpu = build_dashboard([make_run("b", [record("arch:llama", "pass", backend="cpu", mode="eager", device="cpu")],
                                    backend="cpu")], tmp_path / "s2").read_text()
    assert "stand-in" not in cpu and '<strong class="card-device">cpu</strong>' in cpu


def test_upstream_map_is_checked_and_keeps_https_links_only(make_run: Callable[..., Path], tmp_path: Path) -> None:
    run = _failing_run(make_run)
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(UsageError, match=r"upstream issue map .*bad\.json.* not valid JSON"):
        build_dashboard([run], tmp_path / "s", upstream=bad)
    with pytest.raises(UsageError, match="no such upstream issue map"):
        build_dashboard([run], tmp_path / "s", upstream=tmp_path / "missing.json")
    assert not (tmp_path / "s").exists()
    mixed = tmp_path / "map.json"
    mixed.write_text(json.dumps({"ops": {"aten::histc": [{"url": "javascript:alert(1)"},
                                                         {"url": "https://example.org/i/1", "title": "t"}]}}))
    html = build_dashboard([run], tmp_path / "s", upstream=mixed).read_text()
    assert "javascript:" not in html and "https://example.org/i/1" in html


def test_the_committed_upstream_map_reads(make_run: Callable[..., Path], tmp_path: Path) -> None:
    from hfcompat.reporting.dashboard import UPSTREAM_ISSUES
    from hfcompat.reporting.site_files import load_upstream

    issues = load_upstream(UPSTREAM_ISSUES)
    assert issues["aten::histc"][0]["url"].startswith("https://github.com/")


def test_cli_dashboard_hub_list(
    make_run: Callable[..., Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = make_run("a", [record("arch:bert", "pass"), record("arch:vit", "fail_error")])
    hub = tmp_path / "hub.txt"
    hub.write_text("# ranked\ngoogle-bert/bert-base-uncased  bert  300\ngoogle/vit-base  vit  100\n")
    assert main(["dashboard", str(run), "--out", str(tmp_path / "site"), "--hub-list", str(hub)]) == 0
    html = (tmp_path / "site" / "index.html").read_text()
    assert ("50.0% of the top 2 Hub models work as the class they load (1/2 covered, 2 by their architecture&#39;s "
            "main class); 75.0% weighted by downloads") in html
    hub.write_text("google/vit-base  vit  many\n")
    assert main(["dashboard", str(run), "--out", str(tmp_path / "site2"), "--hub-list", str(hub)]) == 2
    assert "downloads must be a whole number" in capsys.readouterr().err and not (tmp_path / "site2").exists()
