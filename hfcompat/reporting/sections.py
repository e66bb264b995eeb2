"""The report's sections and their two renderings: plain text and GitHub-flavoured Markdown.

:mod:`hfcompat.reporting.report` decides what a report says, as a list of :class:`Section` s; this
module only lays them out, so text and Markdown cannot say different things. Record strings are
made one line per cell, and escaped in Markdown so they never become its structure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

CELL_LIMIT = 100  # characters of a table cell; longer ones end in …


@dataclass(slots=True)
class Section:
    """One titled table (or just lines) of the report, renderable as text or Markdown."""

    title: str
    notes: list[str] = field(default_factory=list)
    headers: list[str] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)
    more: int = 0  # rows left out (LIST_LIMIT)


def _cell(text: str, limit: int | None = CELL_LIMIT) -> str:
    text = " ".join(str(text).split())  # one line per cell, whatever the record held
    return text if limit is None or len(text) <= limit else text[: limit - 1] + "…"


def render_text(sections: Sequence[Section]) -> str:
    """Plain text: titles underlined, tables in padded columns."""
    lines: list[str] = []
    for sec in sections:
        lines += [sec.title, "=" * len(sec.title) if not lines else "-" * len(sec.title)]
        lines += [f"  {note}" for note in sec.notes]
        if sec.headers:
            rows = [[_cell(c) for c in row] for row in [sec.headers, *sec.rows]]
            widths = [max(len(r[i]) for r in rows) for i in range(len(sec.headers))]
            for row in rows:
                lines.append(("  " + "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True))).rstrip())
        if sec.more:
            lines.append(f"  … and {sec.more} more (--format json lists them all)")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def _md(text: str, limit: int | None = CELL_LIMIT) -> str:
    # Record strings must not become Markdown or HTML structure where the report is pasted.
    return _cell(text, limit).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("|", "\\|")


def render_markdown(sections: Sequence[Section]) -> str:
    """GitHub-flavoured Markdown: the first title as h1, the others as h2, tables as tables."""
    lines: list[str] = []
    for i, sec in enumerate(sections):
        lines += [("# " if i == 0 else "## ") + _md(sec.title), ""]
        lines += [f"{_md(note, limit=None)}  " for note in sec.notes]
        if sec.notes:
            lines.append("")
        if sec.headers:
            lines.append("| " + " | ".join(_md(h) for h in sec.headers) + " |")
            lines.append("|" + "---|" * len(sec.headers))
            lines += ["| " + " | ".join(_md(c) for c in row) + " |" for row in sec.rows]
            lines.append("")
        if sec.more:
            lines += [f"… and {sec.more} more (`--format json` lists them all)", ""]
    return "\n".join(lines).rstrip() + "\n"
