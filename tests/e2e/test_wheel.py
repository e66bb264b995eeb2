"""The wheel is the product: built from the source, installed without the source tree, it builds a dashboard.

A checkout hides packaging bugs (the templates are on disk beside the code there), so this test builds
the wheel from a copy of the project's files, installs it into a fresh virtual environment that sees
the main environment's third-party packages but not the checkout, and runs the installed ``hfcompat``
from an unrelated folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.dashboard.synthetic import synthetic_records, write_run

pytestmark = pytest.mark.slow

SOURCES = ("pyproject.toml", "README.md", "hfcompat", "backend", "dashboard")


def _run(*cmd: str | Path, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"{cmd}\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    return proc


def _build_wheel(tmp: Path) -> Path:
    """``pip wheel`` of a copy of the sources (the build writes build/ and *.egg-info beside them)."""
    src = tmp / "src"
    src.mkdir()
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(ROOT / name, src / name)
    # No build isolation: setuptools comes from the main environment (the dev extra), so no index is needed.
    _run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", tmp / "dist", src,
         cwd=tmp)
    (wheel,) = (tmp / "dist").glob("hfcompat-*.whl")
    return wheel


def _venv_without_the_checkout(tmp: Path, wheel: Path) -> Path:
    """A fresh venv holding the wheel, seeing the main venv's packages through a plain path (.pth) line.

    A plain path line adds the folder to sys.path without running the .pth files in it, so the main
    venv's editable-install finder (which maps hfcompat to the checkout) never loads.
    """
    venv = tmp / "venv"
    _run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp)
    python = venv / "bin" / "python"
    purelib = Path(_run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", cwd=tmp)
                   .stdout.strip())
    (purelib / "main_venv_packages.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    _run(sys.executable, "-m", "pip", "--python", python, "install", "-q", "--no-deps", wheel, cwd=tmp)
    return venv


def _package_dirs(root: Path, top: str) -> set[str]:
    return {str(p.parent.relative_to(root)) for p in (root / top).rglob("*.py") if "__pycache__" not in p.parts}


def test_the_installed_wheel_builds_a_dashboard_without_the_source_tree(tmp_path: Path) -> None:
    wheel = _build_wheel(tmp_path)
    names = set(zipfile.ZipFile(wheel).namelist())
    assets = "hfcompat/reporting/dashboard_assets"
    for f in (ROOT / "dashboard").rglob("*"):
        if f.is_file() and f.suffix in (".j2", ".css", ".js", ".json", ".py"):
            assert f"{assets}/{f.relative_to(ROOT / 'dashboard')}" in names, f"{f} is not in the wheel"
    # Every package folder of the source is in the wheel (pyproject.toml lists them by hand).
    in_wheel = {str(Path(n).parent) for n in names if n.endswith(".py")}
    assert _package_dirs(ROOT, "hfcompat") <= in_wheel
    assert {d.replace("backend/", "", 1) for d in _package_dirs(ROOT / "backend", "hfcompat_backend")} <= in_wheel

    venv = _venv_without_the_checkout(tmp_path, wheel)
    run = write_run(tmp_path / "run", synthetic_records(12, seed=3))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    where = _run(venv / "bin" / "python", "-c",
                 "import hfcompat, hfcompat_backend, hfcompat.reporting.dashboard as d; "
                 "print(hfcompat.__file__); print(hfcompat_backend.__file__); print(d.DASHBOARD_DIR)",
                 cwd=elsewhere, env=env).stdout.split()
    assert all(Path(p).resolve().is_relative_to(venv.resolve()) for p in where), where
    assert not any(Path(p).resolve().is_relative_to(ROOT) for p in where), where

    site = tmp_path / "site"
    proc = _run(venv / "bin" / "hfcompat", "dashboard", run, "--out", site, cwd=elsewhere, env=env)
    assert "dashboard of 1 run(s)" in proc.stdout
    html = (site / "index.html").read_text(encoding="utf-8")
    css = (ROOT / "dashboard" / "static" / "dashboard.css").read_text(encoding="utf-8")
    scripts = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "dashboard" / "static").glob("*.js"))]
    assert scripts and css in html and all(js in html for js in scripts)  # from the installed package, inlined
    assert "arch:" in html  # the run's cases reached the page
