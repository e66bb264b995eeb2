"""``hfcompat dashboard DIR... --out SITE``: a static site, ``SITE/index.html``, readable from file://.

Presentation only (docs/design.md §10): :mod:`hfcompat.reporting.page` computes what the page shows from
the runs (the current cases of each configuration, their summary, distinct failures and op views,
the status grid, the trend); the Jinja2 templates in ``dashboard/templates`` (autoescape on) lay it
out. The CSS and JS of ``dashboard/static`` are inlined, so the page needs no server and no network;
a Content-Security-Policy allows exactly those two blocks (by hash) and nothing else, a second wall
behind the escaping.

Escaping: every record string reaches the page either through Jinja's autoescape or inside the
``<script type="application/json">`` block, where :func:`script_json` escapes ``<``, ``>`` and ``&``
so no record text can close the block; the JS inserts text with ``textContent`` only.

The site is self-contained (:mod:`hfcompat.reporting.site_files`): ``SITE/data/<run_id>/`` holds
each run's records.jsonl and tables, the logs of the cases shown and one canonical repro per
distinct failure, all linked relatively, so the folder can be published alone.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.resources
import json
import os
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from markupsafe import Markup

from hfcompat.errors import UsageError
from hfcompat.records.run_reader import Run, load_run
from hfcompat.reporting.page import page_context
from hfcompat.reporting.site_files import DATA, SiteFiles, load_upstream, write_run_data
from hfcompat.reporting.summary import finite_json
from hfcompat.specs.model_list import ListEntry, read_entries

# dashboard/ ships as this package (pyproject.toml): found where hfcompat is installed, never in a checkout.
# An installed wheel is unpacked on disk, so its files are plain paths (Jinja's FileSystemLoader reads them).
DASHBOARD_DIR = Path(str(importlib.resources.files("hfcompat.reporting.dashboard_assets")))
UPSTREAM_ISSUES = DASHBOARD_DIR / "upstream_issues.json"
#: The page's script, in parts inlined in this order as one block (core first: the others use its window.hfc).
SCRIPTS = ("core.js", "views.js", "route.js")


def script_json(value: Any) -> Markup:
    """JSON that is safe inside ``<script type="application/json">``: no record text can end the block."""
    text = json.dumps(finite_json(value), ensure_ascii=False, separators=(",", ":"), default=str, allow_nan=False)
    for raw in ("&", "<", ">", "\u2028", "\u2029"):
        text = text.replace(raw, f"\\u{ord(raw):04x}")
    return Markup(text)


def render_site(runs: Sequence[Run], csp: bool = True, tables: bool = True, hub: Sequence[ListEntry] = (),
                upstream: dict[str, list[dict[str, str]]] | None = None) -> tuple[str, SiteFiles]:
    """The page for ``runs`` (any order) and the files it links to. ``csp=False`` is for tests."""
    from jinja2 import Environment, FileSystemLoader, StrictUndefined

    context, files = page_context(runs, tables, hub, upstream)
    css = _static("dashboard.css", "</style")
    js = "\n".join(_static(name, "</script") for name in SCRIPTS)
    env = Environment(loader=FileSystemLoader(DASHBOARD_DIR / "templates"), autoescape=True,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    policy = None
    if csp:
        policy = (f"default-src 'none'; script-src '{_sha256(js)}'; style-src '{_sha256(css)}'; "
                  "img-src data:; base-uri 'none'; form-action 'none'")
    html = env.get_template("index.html.j2").render(
        **context, css=Markup(css), js=Markup(js), csp=policy, data=script_json(context["payload"]))
    return html, files


def build_dashboard(run_dirs: Sequence[str | Path], out: str | Path, tables: bool = True, csp: bool = True,
                    hub_list: str | Path | None = None, upstream: str | Path | None = UPSTREAM_ISSUES) -> Path:
    """Build ``out/index.html`` and ``out/data/<run_id>/`` (records, tables, logs, repros) from run directories.

    ``hub_list`` is a model list with model_type and downloads columns, for the Hub-weighted
    headline; ``upstream`` the op -> upstream issue map (None: no links). Every input is read and
    the page rendered before anything is written; the site is written to a temporary folder and
    moved into place, so a failure leaves ``out`` as it was. Raises UsageError for no directories,
    a bad directory, list or map, or an ``out`` that is a file.
    """
    if not run_dirs:
        raise UsageError("give at least one run directory")
    runs = [load_run(d) for d in run_dirs]
    hub = read_entries(hub_list) if hub_list is not None else []
    issues: dict[str, list[dict[str, str]]] = {}
    if upstream is not None and Path(upstream).exists():
        issues = load_upstream(upstream)
    elif upstream is not None and Path(upstream) != UPSTREAM_ISSUES:  # the default map may be absent; a named one not
        raise UsageError(f"no such upstream issue map: {str(upstream)!r}")
    site = Path(out)
    if site.exists() and not site.is_dir():
        raise UsageError(f"--out must be a directory, and {str(out)!r} is a file")
    html, files = render_site(runs, csp=csp, tables=tables, hub=hub, upstream=issues)
    try:
        site.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".hfcompat-site-", dir=site))
    except OSError as exc:
        raise UsageError(f"cannot write the site to {str(out)!r}: {exc.strerror or exc}") from exc
    try:
        (staging / "index.html").write_text(html, encoding="utf-8")
        write_run_data(runs, staging, tables)
        files.write(staging)
        shutil.rmtree(site / DATA, ignore_errors=True)
        os.replace(staging / DATA, site / DATA)
        os.replace(staging / "index.html", site / "index.html")
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return site / "index.html"


def _static(name: str, forbidden: str) -> str:
    text = (DASHBOARD_DIR / "static" / name).read_text(encoding="utf-8")
    if forbidden in text.lower():  # would end the inline block early: a bug in our own asset
        raise RuntimeError(f"dashboard/static/{name} contains {forbidden!r}")
    return text


def _sha256(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")
