"""Grouping failures that name no op: one root cause, one group (docs/design.md §6, source 5).

A failure's group key is its error type and the first line of its message with everything that
varies between models stripped: numbers, shapes, quoted names, paths and addresses. Two models that
hit the same bug with different widths or layer names land in one group.
"""

from __future__ import annotations

import re

_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"0x[0-9a-fA-F]+"), "<addr>"),
    (re.compile(r"(/[\w.\-]+)+\.(py|cc|cpp|h|so)(:\d+)?"), "<path>"),
    (re.compile(r"'[^']*'|\"[^\"]*\"|`[^`]*`"), "<name>"),
    (re.compile(r"\[[\d\s,\-]*\]|\([\d\s,\-]*\)|torch\.Size\(\[[^\]]*\]\)"), "<shape>"),
    (re.compile(r"\b\d+(x\d+)+\b"), "<shape>"),
    (re.compile(r"(?<![\w<])[-+]?\d+(\.\d+)?(e[-+]?\d+)?(?![\w>])"), "<n>"),
    (re.compile(r"\s+"), " "),
)


def normalise_message(message: str) -> str:
    """The first line of ``message`` with numbers, shapes, names, paths and addresses replaced."""
    line = next((ln.strip() for ln in str(message).splitlines() if ln.strip()), "")
    for pattern, replacement in _RULES:
        line = pattern.sub(replacement, line)
    return line.strip()[:200]


def error_group(error_type: str | None, message: str | None) -> str | None:
    """``"RuntimeError: Value out of range (expected to be in range of <shape>, but got <n>)"``."""
    if not error_type and not message:
        return None
    return f"{error_type or 'Error'}: {normalise_message(message or '')}"
