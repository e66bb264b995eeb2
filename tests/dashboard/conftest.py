"""Fixtures of the dashboard and report tests: run directories made from records, and a headless
Chromium (Debian's package, launched by path: no browser download) driven by Playwright."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.dashboard.synthetic import write_run

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "dashboard"
CHROMIUM = Path(shutil.which("chromium") or "/usr/bin/chromium")
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run"]


@pytest.fixture
def make_run(tmp_path: Path) -> Callable[..., Path]:
    """``make_run(name, records, started_at=...)`` writes a run directory under tmp_path."""

    def make(name: str, records: list[dict[str, Any]], started_at: str = "2026-11-30T10:00:00+00:00",
             **meta: Any) -> Path:
        return write_run(tmp_path / name, records, started_at, **meta)

    return make


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip(f"no chromium at {CHROMIUM}: scripts/setup.sh installs Debian's chromium package")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is in the dev extra")
    with sync_api.sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh page; JS errors on it fail the test (a broken script would hide every other check)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(5000)  # a missing element fails in seconds, not in half a minute
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    yield pg
    context.close()
    assert not errors, f"JavaScript errors on the page: {errors}"


def screenshot(pg: Any, name: str) -> Path:
    """Save a screenshot as a test artifact (test-artifacts/dashboard/<name>.png)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    pg.screenshot(path=str(path), full_page=False)
    return path
