"""What reaches users cites only files they have: no design notes from outside the repository (DESIGN.md,
shared/notes) outside docstrings and comments. What users need from the design is in docs/ (the
records: docs/records.md; the comparison rule: docs/comparison.md); tests/unit/test_docs_links.py
checks that every document the package cites exists."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import ROOT

NOT_SHIPPED = ("DESIGN.md", "shared/notes", "notes/backends.md", "notes/tiny-models.md")
SOURCES = sorted([*(ROOT / "hfcompat").rglob("*.py"), *(ROOT / "backend" / "hfcompat_backend").rglob("*.py")])
ASSETS = sorted(p for p in (ROOT / "dashboard").rglob("*") if p.suffix in (".j2", ".js", ".css", ".json"))


def _strings_outside_docstrings(tree: ast.AST) -> list[ast.Constant]:
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    return [n for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docstrings]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_string_a_user_can_see_cites_the_design_notes(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    cited = [(n.lineno, n.value) for n in _strings_outside_docstrings(tree) if any(x in n.value for x in NOT_SHIPPED)]
    assert not cited, f"{path.relative_to(ROOT)} shows users a reference they cannot open: {cited}"


@pytest.mark.parametrize("path", ASSETS, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_dashboard_cites_no_design_notes(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert not [x for x in NOT_SHIPPED if x in text], path


def test_the_docs_pages_users_are_sent_to_exist() -> None:
    assert (ROOT / "docs" / "records.md").is_file()
    assert (ROOT / "docs" / "comparison.md").is_file()
