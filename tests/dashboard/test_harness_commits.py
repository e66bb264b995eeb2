"""Which harness commits judged a run (issue 47): counted over the verdicts that stand, a run judged by
several flagged, in the report's three formats and on the dashboard."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hfcompat.records.run_reader import load_run
from hfcompat.records.shards import joined_meta
from hfcompat.reporting.dashboard import build_dashboard
from hfcompat.reporting.harness_commits import harness_commits, harness_label
from hfcompat.reporting.report import build_report
from tests.dashboard.synthetic import record

OLD, NEW = "1234567" + "a" * 33, "89abcde" + "b" * 33
SEVERAL = "verdicts of several rule versions"


def judged(spec: str, status: str, commit: str | None, dirty: bool | None = False, **fields: Any) -> dict[str, Any]:
    """A record judged by the harness at ``commit`` (None: a record written before the field)."""
    r = record(spec, status, **fields)
    r["harness"] = None if commit is None else {"commit": commit, "dirty": dirty, "version": "0.1.0"}
    return r


def test_labels_name_the_short_commit_a_dirty_tree_a_version_or_unknown() -> None:
    assert harness_label({"commit": OLD, "dirty": False, "version": "0.1.0"}) == "1234567"
    assert harness_label({"commit": OLD, "dirty": True}) == "1234567-dirty"
    assert harness_label({"commit": OLD, "dirty": None}) == "1234567"  # a planted commit: dirtiness unknown
    assert harness_label({"commit": "release-2.1", "dirty": None}) == "release-2.1"  # not an object name: whole
    assert harness_label({"commit": None, "dirty": None, "version": "0.1.0"}) == "version 0.1.0"  # a wheel
    assert harness_label({"commit": None, "dirty": None, "version": None}) == "unknown"
    assert harness_label(None) == "unknown" and harness_label("garbage") == "unknown"


def test_one_commit_is_named_and_not_flagged() -> None:
    h = harness_commits([judged("arch:a", "pass", OLD), judged("arch:b", "fail_error", OLD)])
    assert not h.several and h.text == "judged by harness commit 1234567 (2 cases)"
    assert [(c.label, c.commit, c.cases) for c in h.counts] == [("1234567", OLD, 2)]
    old = harness_commits([judged("arch:a", "pass", None)])
    assert not old.several and old.text == "judged by an unknown harness commit (1 case): no record names one"


def test_several_commits_are_counted_most_cases_first_and_flagged() -> None:
    h = harness_commits([judged("arch:a", "pass", NEW), judged("arch:b", "pass", OLD), judged("arch:c", "pass", OLD),
                         judged("arch:d", "pass", OLD, dirty=True), judged("arch:e", "pass", None)])
    assert h.several
    assert h.text == ("judged by 4 harness commits: 1234567 (2 cases), 1234567-dirty (1 case), 89abcde (1 case), "
                      f"unknown (1 case) — {SEVERAL}")


def test_only_the_standing_verdicts_count(make_run: Callable[..., Path]) -> None:
    # A rerun under the new rules that judged every case again leaves a run of one rule version.
    first = [judged("arch:a", "fail_error", OLD), judged("arch:b", "pass", OLD)]
    again = [judged(spec, "pass", NEW, attempt=2, rerun="all") for spec in ("arch:a", "arch:b")]
    run = load_run(make_run("all", [*first, *again]))
    assert harness_commits(run.cases).text == "judged by harness commit 89abcde (2 cases)"
    part = load_run(make_run("part", [*first, again[0]]))
    assert harness_commits(part.cases).text == (
        f"judged by 2 harness commits: 1234567 (1 case), 89abcde (1 case) — {SEVERAL}")


def test_the_report_says_which_commits_judged_the_run_in_every_format(make_run: Callable[..., Path]) -> None:
    path = make_run("mixed", [judged("arch:a", "fail_error", OLD), judged("arch:b", "pass", OLD),
                              judged("arch:a", "pass", NEW, attempt=2, rerun="fail_error")])
    line = f"judged by 2 harness commits: 1234567 (1 case), 89abcde (1 case) — {SEVERAL}"
    text, _ = build_report(path)
    assert f"  {line}" in text.split("Headline")[0]  # with the run's environment, above the headline
    md, _ = build_report(path, fmt="md")
    assert f"{line}  " in md.split("## Headline")[0]
    harness = json.loads(build_report(path, fmt="json")[0])["summary"]["run"]["harness"]
    assert harness == {"counts": [{"label": "1234567", "commit": OLD, "cases": 1},
                                  {"label": "89abcde", "commit": NEW, "cases": 1}], "several": True, "text": line}


def test_the_dashboard_shows_each_runs_commits_and_flags_a_mixed_one(make_run: Callable[..., Path],
                                                                     tmp_path: Path) -> None:
    mixed = make_run("mixed", [judged("arch:a", "pass", OLD), judged("arch:b", "pass", NEW, dirty=True)],
                     started_at="2026-12-01T10:00:00+00:00")
    clean = make_run("clean", [judged("arch:a", "pass", OLD)])
    html = build_dashboard([mixed, clean], tmp_path / "site").read_text()
    envs = html.split('<section id="environment">', 1)[1].split("</section>", 1)[0].split('<div class="env"')[1:]
    assert len(envs) == 2  # newest first: the mixed run, then the clean one
    assert f"2 harness commits: {SEVERAL}" in envs[0] and f'title="{NEW}">89abcde-dirty</span> (1 case)' in envs[0]
    assert SEVERAL not in envs[1] and f'title="{OLD}">1234567</span> (1 case)' in envs[1]


def test_a_merge_keeps_each_shards_harness_and_a_common_one() -> None:
    a, b = {"commit": OLD, "dirty": False}, {"commit": NEW, "dirty": False}
    metas = [{"run_id": "r1", "harness": a}, {"run_id": "r2", "harness": b}]
    meta = joined_meta(["s1", "s2"], metas)
    assert meta["harness"] is None and [m["harness"] for m in meta["merged_from"]] == [a, b]
    assert joined_meta(["s1", "s2"], [metas[0], {**metas[1], "harness": a}])["harness"] == a
