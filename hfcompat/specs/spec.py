"""Model specs: the strings users write to name a model (docs/design.md §4, contract: spec forms).

- ``arch:<model_type>`` or ``arch:<model_type>:<ClassName>``: a tiny random model of an architecture
  of the installed transformers;
- ``<org>/<name>[@revision]``: a Hub model;
- a path to a local directory holding a ``config.json``;
- a model list file (``*.txt``): one spec per line, ``#`` comments (see :mod:`hfcompat.specs.model_list`).

Parsing is syntax only; whether an architecture exists is asked in
:func:`hfcompat.specs.archs.validate_spec` (without importing transformers), so the CLI can refuse bad
input before running anything.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from hfcompat.errors import UsageError

_HUB_ID = re.compile(r"^(?P<repo>[A-Za-z0-9][\w.\-]*/[\w.\-]+)(?:@(?P<rev>[\w.\-/]+))?$")
_ARCH = re.compile(r"^arch:(?P<type>[a-z0-9_.\-]+)(?::(?P<cls>[A-Za-z_][A-Za-z0-9_]*))?$")


@dataclass(frozen=True, slots=True)
class ModelSpec:
    """A parsed spec. ``source`` is ``arch``, ``hub`` or ``local``."""

    text: str
    source: str
    model_type: str | None = None  # arch
    class_name: str | None = None  # arch, optional
    repo_id: str | None = None  # hub
    revision: str | None = None  # hub, optional
    path: str | None = None  # local


def parse_spec(text: str) -> ModelSpec:
    """Parse one spec string.

    Raises:
        UsageError: the text is none of the spec forms (the message names it and the forms).
    """
    text = text.strip()
    if text.startswith("arch:"):
        m = _ARCH.match(text)
        if not m:
            raise UsageError(
                f"bad spec {text!r}: expected arch:<model_type> or arch:<model_type>:<ClassName>"
            )
        return ModelSpec(text, "arch", model_type=m.group("type"), class_name=m.group("cls"))
    if text and (Path(text).is_dir() or text.startswith((".", "/", "~"))):
        path = Path(text).expanduser()
        if not (path / "config.json").is_file():
            raise UsageError(f"bad spec {text!r}: a local model directory must contain config.json")
        return ModelSpec(text, "local", path=str(path.resolve()))
    m = _HUB_ID.match(text)
    if m:
        return ModelSpec(text, "hub", repo_id=m.group("repo"), revision=m.group("rev"))
    raise UsageError(
        f"bad spec {text!r}: expected arch:<model_type>[:<ClassName>], <org>/<name>[@revision], "
        "or a directory with config.json"
    )
