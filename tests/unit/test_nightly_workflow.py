"""The nightly workflow publishes tonight's dashboard with GitHub Pages' own actions (parsed, not run)."""

from __future__ import annotations

from typing import Any

import yaml

from tests.conftest import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "nightly.yml"


def uses(job: dict[str, Any], action: str) -> list[dict[str, Any]]:
    return [s for s in job.get("steps", []) if str(s.get("uses", "")).split("@")[0] == action]


def test_the_dashboard_is_built_from_tonight_and_deployed_by_pages_actions() -> None:
    flow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    jobs = flow["jobs"]
    deploy = [name for name, job in jobs.items() if uses(job, "actions/deploy-pages")]
    assert deploy == ["deploy"], deploy
    job = jobs["deploy"]
    assert job["permissions"] == {"pages": "write", "id-token": "write"}
    assert job["environment"]["name"] == "github-pages"
    builder = jobs[job["needs"]]
    upload = uses(builder, "actions/upload-pages-artifact")
    assert upload and uses(builder, "actions/configure-pages")
    # The artifact is the site nightly.sh builds from tonight's run, with the earlier nights' trend.
    site = upload[0]["with"]["path"]
    build = next(s for s in builder["steps"] if "nightly.sh --merge" in str(s.get("run", "")))
    out = build["run"].split("nightly.sh --merge", 1)[1].split()[0]
    assert site == f"{out}/site"
    assert build["env"]["HFCOMPAT_HISTORY"] and "-E" in build["run"]  # the history reaches the script under sudo
    assert "always()" in str(upload[0]["if"])  # a night with a regression is published too
    nightly = (ROOT / "scripts" / "nightly.sh").read_text(encoding="utf-8")
    assert '--out "$out/site"' in nightly and "HFCOMPAT_HISTORY" in nightly
    # Nothing else gets write access: the workflow's default token reads only.
    assert flow["permissions"] == {"contents": "read"}
    assert all("permissions" not in j for name, j in jobs.items() if name != "deploy")
