"""The documentation holds together: every relative link resolves, and the code cites only documents it has.

- Links: every ``[text](target)`` and ``[text]: target`` in README.md, docs/*.md and deploy/README.md
  (outside code blocks and code spans) whose target is not a URL names a file or folder of the
  repository (not one that .gitignore keeps out of it), and an ``#anchor`` into a markdown file names
  one of that file's headings, slugged as GitHub does.
- Citations: every ``*.md`` path in the text of hfcompat/, backend/, scripts/, dashboard/, bench/,
  deploy/ and pyproject.toml (docstrings, comments, strings) is a file of the repository, read from
  the root or from the citing file's folder. Files the code writes rather than cites are listed in
  WRITTEN.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import ROOT

DOCS = sorted([ROOT / "README.md", *(ROOT / "docs").glob("*.md"), ROOT / "deploy" / "README.md"])
CITING = ("hfcompat", "backend", "scripts", "dashboard", "bench", "deploy")
TEXT_SUFFIXES = {".py", ".sh", ".j2", ".js", ".css", ".json", ".toml", ".md", ".yaml", ".yml", ".txt", ""}
#: ``*.md`` names that code writes (outputs), not documents it cites.
WRITTEN = {"summary.md"}  # `hfcompat report --format md > summary.md` in the CLI's examples

FENCE = re.compile(r"^(`{3,}|~{3,}).*?^\1[ \t]*$", re.S | re.M)
CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1(?!`)", re.S)
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_LINK = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+\"[^\"]*\")?\s*$", re.M)
HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$", re.M)
MD_PATH = re.compile(r"(?<![\w./$:~-])((?:\.\.?/)*[\w-]+(?:[./][\w-]+)*\.md)\b")


def _prose(text: str) -> str:
    """``text`` without fenced code blocks and code spans, where brackets are not links."""
    return CODE_SPAN.sub("", FENCE.sub("", text))


def _ignored_folders() -> tuple[set[str], set[str]]:
    """Folders .gitignore keeps out of the repository: (at the root only: ``/runs/``; anywhere: ``.venv/``)."""
    top, anywhere = set(), set()
    for line in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.endswith("/") and not any(c in line for c in "*?[!#"):
            (top if line.startswith("/") else anywhere).add(line.strip("/"))
    return top, anywhere


IGNORED_TOP, IGNORED_ANYWHERE = _ignored_folders()


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: markup dropped, lower case, punctuation removed, spaces to '-'."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its text
    text = re.sub(r"[`*_~]|<[^>]+>", "", text).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every heading anchor of a markdown file (a repeated heading gets -1, -2, ... as on GitHub)."""
    seen: dict[str, int] = {}
    found = set()
    for m in HEADING.finditer(FENCE.sub("", path.read_text(encoding="utf-8"))):
        base = slug(m.group(2))
        n = seen.get(base, 0)
        seen[base] = n + 1
        found.add(base if n == 0 else f"{base}-{n}")
    return found


def link_targets(text: str) -> list[str]:
    """The targets of the links in a markdown text, in order."""
    prose = _prose(text)
    return [m.group(1) for m in INLINE_LINK.finditer(prose)] + [m.group(1) for m in REFERENCE_LINK.finditer(prose)]


def link_problem(doc: Path, target: str, root: Path = ROOT) -> str | None:
    """Why ``target`` (a link in ``doc``) does not resolve, or None when it does or is not relative."""
    if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) or target.startswith("//"):
        return None  # a URL (https:, mailto:, ...): not checked here, tests never reach the network
    path_part, _, anchor = target.partition("#")
    dest = (doc.parent / path_part).resolve() if path_part else doc.resolve()
    try:
        inside = dest.relative_to(root.resolve())
    except ValueError:
        return f"{target}: outside the repository"
    if not dest.exists():
        return f"{target}: no such file"
    if (inside.parts[:1] and inside.parts[0] in IGNORED_TOP) or IGNORED_ANYWHERE & set(inside.parts):
        return f"{target}: under a folder .gitignore keeps out of the repository"
    if anchor and dest.suffix == ".md" and anchor not in anchors(dest):
        return f"{target}: {inside} has no heading with anchor #{anchor}"
    return None


def cited_docs(text: str) -> list[str]:
    """The ``*.md`` paths a text names (not inside URLs or after a shell variable)."""
    return [m.group(1) for m in MD_PATH.finditer(text)]


def citation_problem(source: Path, cited: str, root: Path = ROOT) -> str | None:
    """Why ``cited`` (a document named in ``source``) is not a file of the repository, or None."""
    if Path(cited).name in WRITTEN:
        return None
    for base in (root, source.parent):
        dest = (base / cited).resolve()
        if dest.is_file() and dest.is_relative_to(root.resolve()):
            return None
    return f"{cited}: not a file of the repository"


def _citing_files() -> list[Path]:
    files = [ROOT / "pyproject.toml"]
    for folder in CITING:
        files += [p for p in (ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts
                  and p.suffix in TEXT_SUFFIXES and p not in DOCS]
    return sorted(files)


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves(doc: Path) -> None:
    targets = link_targets(doc.read_text(encoding="utf-8"))
    problems = [p for t in targets if (p := link_problem(doc, t))]
    assert not problems, f"{doc.relative_to(ROOT)} has broken links: {problems}"


def test_the_docs_are_linked_from_the_front_page() -> None:
    linked = {(ROOT / t.partition("#")[0]).resolve() for t in link_targets((ROOT / "README.md").read_text("utf-8"))}
    orphans = [p.name for p in (ROOT / "docs").glob("*.md") if p.resolve() not in linked]
    assert not orphans, f"docs pages the README does not link: {orphans}"


def test_the_code_cites_only_documents_the_repository_holds() -> None:
    problems = []
    for path in _citing_files():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # a binary file
        problems += [f"{path.relative_to(ROOT)}: {p}" for c in cited_docs(text) if (p := citation_problem(path, c))]
    assert not problems, f"cited documents the repository does not hold: {problems}"


def test_the_checks_catch_a_planted_broken_link_anchor_and_citation(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("# Title\n\n## Some `code` heading\n\n```\n# not a heading\n```\n")
    doc = tmp_path / "README.md"
    doc.write_text("[ok](docs/a.md#some-code-heading) [gone](docs/b.md) [bad anchor](docs/a.md#not-a-heading)\n"
                   "[out](../elsewhere.md) [web](https://example.org/x.md) `[in code](nowhere.md)`\n")
    results = {t: link_problem(doc, t, root=tmp_path) for t in link_targets(doc.read_text())}
    assert results["docs/a.md#some-code-heading"] is None and results["https://example.org/x.md"] is None
    assert "no such file" in str(results["docs/b.md"])
    assert "no heading" in str(results["docs/a.md#not-a-heading"])
    assert "outside" in str(results["../elsewhere.md"])
    assert "nowhere.md" not in results
    code = tmp_path / "pkg" / "mod.py"
    code.parent.mkdir()
    code.write_text('"""See docs/a.md §2 and ELSEWHERE.md §5, https://x.org/y/README.md, $out/z.md."""\n')
    assert cited_docs(code.read_text()) == ["docs/a.md", "ELSEWHERE.md"]
    assert citation_problem(code, "docs/a.md", root=tmp_path) is None
    assert citation_problem(code, "ELSEWHERE.md", root=tmp_path) is not None
