"""Model lists: sorted text files of specs, the only way sweeps learn which models to run (docs/design.md §4).

Format: one spec per line (``arch:<model_type>[:<ClassName>]``, ``<org>/<name>[@revision]``, or a
directory); ``#`` starts a comment (whole line or after a spec); blank lines are ignored. Sweeps read
lists, never live Hub queries: every worker must see the same cases in the same order.

Optional columns may follow the spec, separated by whitespace: the model's ``model_type`` (``-``
when unknown), its Hub ``downloads`` (a whole number), its Hub ``pipeline_tag`` and the class its real
config names (first of ``architectures``), each ``-`` when unknown. A plain spec line stays valid. The
columns let a report weight its verdicts by Hub popularity, crediting each model with the class it
loads (:mod:`hfcompat.reporting.hub_weight`, :mod:`hfcompat.specs.own_class`):
``sentence-transformers/all-MiniLM-L6-v2  bert  248516777  sentence-similarity  BertModel``.

``hfcompat lists hub-top N`` writes such a list from the Hub's most downloaded models (the one place
that queries the Hub, by hand, ahead of a sweep).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.specs.spec import parse_spec

FORMS = "arch:<model_type>[:<ClassName>], <org>/<name>[@revision], or a directory with config.json"
COLUMNS = "<spec> [<model_type or -> [<downloads> [<pipeline_tag or -> [<config class or ->]]]]"
_MODEL_TYPE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]*$")  # a transformers type, or a diffusers pipeline's
_TAG = re.compile(r"^[a-z0-9][a-z0-9\-]*$")  # a Hub pipeline tag
_CLASS = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")  # a Python class name


@dataclass(frozen=True, slots=True)
class ListEntry:
    """One line of a model list: the spec and, where the list carries them, its model type, downloads,
    Hub pipeline tag and the class its real config names."""

    spec: str
    model_type: str | None = None
    downloads: int | None = None
    pipeline_tag: str | None = None
    architecture: str | None = None  # first of the real config's ``architectures``


def parse_entries(text: str, origin: str = "<list>") -> list[ListEntry]:
    """The entries of a list's text, in file order.

    Raises:
        UsageError: a malformed line, named as ``origin:line`` with the allowed forms.
    """
    entries: list[ListEntry] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        spec, *columns = line.split()
        where = f"{origin}:{number}: malformed line {raw.strip()!r}"
        try:
            parse_spec(spec)
        except UsageError as exc:
            raise UsageError(f"{where}: expected {FORMS}") from exc
        padded: list[str | None] = [*columns, None, None, None, None]
        model_type, tag, architecture = padded[0], padded[2], padded[3]
        if len(columns) > 4 or any(value and value != "-" and not pattern.match(value) for value, pattern in
                                   ((model_type, _MODEL_TYPE), (tag, _TAG), (architecture, _CLASS))):
            raise UsageError(f"{where}: one spec per line ({FORMS}), optionally {COLUMNS}")
        downloads = None
        if len(columns) >= 2:
            if not columns[1].isdigit():
                raise UsageError(f"{where}: downloads must be a whole number, got {columns[1]!r} ({COLUMNS})")
            downloads = int(columns[1])
        entries.append(ListEntry(spec, _known(model_type), downloads, _known(tag), _known(architecture)))
    return entries


def _known(column: str | None) -> str | None:
    """A column's value, None where it is absent or ``-`` (unknown)."""
    return None if column in (None, "-") else column


def parse_model_list(text: str, origin: str = "<list>") -> list[str]:
    """The specs of a list's text, in file order (optional columns read and dropped).

    Raises:
        UsageError: a malformed line, named as ``origin:line`` with the allowed forms.
    """
    return [e.spec for e in parse_entries(text, origin)]


def read_entries(path: str | Path) -> list[ListEntry]:
    """The entries of a model list file (spec, model type, downloads).

    Raises:
        UsageError: the file is unreadable, or a line is malformed.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot read model list {str(path)!r}: {exc.strerror or exc}") from exc
    return parse_entries(text, str(path))


def read_model_list(path: str | Path) -> list[str]:
    """The specs of a model list file.

    Raises:
        UsageError: the file is unreadable, or a line is malformed (``file:line`` and the allowed forms).
    """
    return [e.spec for e in read_entries(path)]


def write_model_list(path: str | Path, specs: Iterable[str], header: list[str]) -> Path:
    """Write a sorted, de-duplicated list with ``#`` header lines; returns the path."""
    path = Path(path)
    lines = [f"# {h}" if h else "#" for h in header] + sorted(dict.fromkeys(specs))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot write model list {str(path)!r}: {exc.strerror or exc}") from exc
    return path


def hub_top(n: int, task: str | None = None, api: Any = None, max_params: str | None = None) -> list[str]:
    """The ``n`` most downloaded transformers models on the Hub (optionally of one pipeline task).

    Gated models are left out (they cannot run without a licence click), as are repos the Hub
    lists without an id. ``api`` is an ``HfApi`` (tests pass a fake one).
    """
    if n <= 0:
        raise UsageError(f"hub-top needs a positive count, got {n}")
    if api is None:
        from huggingface_hub import HfApi

        api = HfApi()
    kwargs: dict[str, Any] = {"filter": "transformers", "sort": "downloads", "limit": n, "gated": False}
    if task:
        kwargs["pipeline_tag"] = task
    if max_params:
        kwargs["num_parameters"] = f"max:{max_params}"
    try:
        models = list(api.list_models(**kwargs))
    except Exception as exc:  # network and Hub errors: one clear line, exit 2
        raise UsageError(f"the Hub could not be queried ({type(exc).__name__}: {exc}); "
                         "hub-top needs the network (HF_HUB_OFFLINE unset)") from exc
    return [m.id for m in models if getattr(m, "id", None)][:n]


def write_hub_top(n: int, out: str | Path, task: str | None = None, api: Any = None,
                  max_params: str | None = None) -> Path:
    """Query :func:`hub_top` and write it as a sorted model list with a header saying how it was made."""
    ids = hub_top(n, task, api, max_params)
    when = datetime.now(UTC).strftime("%Y-%m-%d")
    what = f"top {n} transformers models by downloads" + (f", task {task}" if task else "")
    header = [f"{what}, queried {when} with HfApi.list_models(filter='transformers', sort='downloads'"
              + (f", pipeline_tag={task!r}" if task else "") + ", gated=False)",
              f"regenerate: hfcompat lists hub-top {n}" + (f" --task {task}" if task else "") + f" --out {out}"]
    return write_model_list(out, ids, header)
