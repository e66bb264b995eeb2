"""Ray stays optional: nothing imports it unless ``--executor ray``; the extra and the pin agree."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from tests.conftest import ROOT, run_cli


def _imported_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", f"import sys; {code}; print(','.join(sorted(sys.modules)))"],
                         cwd=ROOT, capture_output=True, text=True, check=True)
    return set(out.stdout.strip().split(","))


def test_the_sweep_and_the_cli_do_not_import_ray() -> None:
    modules = _imported_after("import hfcompat.sweep, hfcompat.sweep.chips, hfcompat.sweep.ray_executor, "
                              "hfcompat.sweep.ray_runner, hfcompat.sweep.junit, hfcompat.cli; hfcompat.cli._parser()")
    assert "hfcompat.sweep.ray_executor" in modules
    assert not {m for m in modules if m == "ray" or m.startswith("ray.")}


def test_the_ray_extra_is_in_dev_and_pinned_to_the_installed_version() -> None:
    from importlib.metadata import version

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert any(r.startswith("ray") for r in extras["ray"])
    own = [r[r.index("[") + 1:r.index("]")].split(",") for r in extras["dev"] if r.startswith("hfcompat[")]
    assert any("ray" in names for names in own)  # CI installs .[dev]: it gets Ray
    pins = dict(line.split("==") for line in (ROOT / "constraints.txt").read_text().splitlines()
                if "==" in line and not line.startswith("#"))
    assert pins["ray"] == version("ray")


def test_ray_options_are_checked_before_anything_is_written(tmp_path: Path) -> None:
    out = tmp_path / "run"
    nobody = run_cli("sweep", "arch:llama", "--backend", "cpu", "--executor", "ray", "--ray-address", "127.0.0.1:1",
                     "--out", str(out))
    assert nobody.returncode == 2 and "no Ray cluster answers there" in nobody.stderr
    misplaced = run_cli("sweep", "arch:llama", "--backend", "cpu", "--ray-address", "127.0.0.1:6379", "--out", str(out))
    assert misplaced.returncode == 2 and "--ray-address needs --executor ray" in misplaced.stderr
    assert not out.exists()
