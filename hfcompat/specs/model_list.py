"""Model lists: sorted text files of specs, the only way sweeps learn which models to run (DESIGN.md §4).

Format: one spec per line (``arch:<model_type>[:<ClassName>]``, ``<org>/<name>[@revision]``, or a
directory); ``#`` starts a comment (whole line or after a spec); blank lines are ignored. Sweeps read
lists, never live Hub queries: every worker must see the same cases in the same order.

``hfcompat lists hub-top N`` writes such a list from the Hub's most downloaded models (the one place
that queries the Hub, by hand, ahead of a sweep).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.specs.spec import parse_spec

FORMS = "arch:<model_type>[:<ClassName>], <org>/<name>[@revision], or a directory with config.json"


def parse_model_list(text: str, origin: str = "<list>") -> list[str]:
    """The specs of a list's text, in file order.

    Raises:
        UsageError: a malformed line, named as ``origin:line`` with the allowed forms.
    """
    specs: list[str] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if len(line.split()) != 1:
            raise UsageError(f"{origin}:{number}: malformed line {raw.strip()!r}: one spec per line ({FORMS})")
        try:
            parse_spec(line)
        except UsageError as exc:
            raise UsageError(f"{origin}:{number}: malformed line {raw.strip()!r}: expected {FORMS}") from exc
        specs.append(line)
    return specs


def read_model_list(path: str | Path) -> list[str]:
    """The specs of a model list file.

    Raises:
        UsageError: the file is unreadable, or a line is malformed (``file:line`` and the allowed forms).
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot read model list {str(path)!r}: {exc.strerror or exc}") from exc
    return parse_model_list(text, str(path))


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
    except Exception as exc:  # noqa: BLE001  (network and Hub errors: one clear line, exit 2)
        raise UsageError(f"the Hub could not be queried ({type(exc).__name__}: {exc}); "
                         "hub-top needs the network (HF_HUB_OFFLINE unset)") from exc
    return [m.id for m in models if getattr(m, "id", None)][:n]


def write_hub_top(n: int, out: str | Path, task: str | None = None, api: Any = None,
                  max_params: str | None = None) -> Path:
    """Query :func:`hub_top` and write it as a sorted model list with a header saying how it was made."""
    ids = hub_top(n, task, api, max_params)
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d")
    what = f"top {n} transformers models by downloads" + (f", task {task}" if task else "")
    header = [f"{what}, queried {when} with HfApi.list_models(filter='transformers', sort='downloads'"
              + (f", pipeline_tag={task!r}" if task else "") + ", gated=False)",
              f"regenerate: hfcompat lists hub-top {n}" + (f" --task {task}" if task else "") + f" --out {out}"]
    return write_model_list(out, ids, header)
