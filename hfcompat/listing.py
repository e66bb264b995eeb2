"""``hfcompat ls``: what backends, architectures, classes and modes there are, as plain-text tables."""

from __future__ import annotations

from hfcompat_backend.registry import backend_targets, get_backend


def _table(rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip() for r in rows)


def list_backends() -> str:
    """Every backend: name, origin, available (or why not), modes (default first)."""
    rows: list[tuple[str, ...]] = [("NAME", "ORIGIN", "AVAILABLE", "MODES")]
    for name, (_target, origin) in backend_targets().items():
        try:
            cls = get_backend(name)
            avail = cls.availability()
            status = f"yes ({avail.device})" if avail.ok else f"no: {avail.reason}"
            modes = ", ".join(cls.modes)
        except Exception as exc:  # noqa: BLE001  (a broken plugin is listed, not fatal)
            status, modes = f"no: cannot load ({type(exc).__name__}: {exc})", "?"
        rows.append((name, origin, status, modes))
    return _table(rows)


def list_modes() -> str:
    """Every backend's modes, the default first."""
    rows: list[tuple[str, ...]] = [("BACKEND", "MODES (default first)")]
    for name in backend_targets():
        try:
            rows.append((name, ", ".join(get_backend(name).modes)))
        except Exception as exc:  # noqa: BLE001
            rows.append((name, f"? ({type(exc).__name__})"))
    return _table(rows)


def list_archs(check: bool = False, breadth: str | None = None) -> str:
    """Every model type of the installed transformers with the class and task an arch: spec builds.

    ``check`` adds whether the factory can build it (config shrunk, model built on the meta device,
    size guard; no weights, no inputs); ``breadth`` adds each type's status in a breadth run directory
    (``hfcompat sweep --all-archs --backend cpu --out DIR``), the full answer including inputs and the CPU step.
    """
    from hfcompat.factory.arch import class_name_of, plan_arch
    from hfcompat.factory.heads import known_model_types, task_of_class
    from hfcompat.records.record import read_records

    statuses: dict[str, str] = {}
    if breadth:
        from pathlib import Path

        for r in read_records(Path(breadth) / "records.jsonl"):
            detail = f": {r['error']}" if r.get("error") and r["status"] != "pass" else ""
            statuses[r["spec"]] = f"{r['status']}{detail}"[:160]
    header: tuple[str, ...] = (
        ("ARCH", "CLASS", "TASK") + (("BUILDS",) if check else ()) + (("BREADTH",) if breadth else ())
    )
    rows = [header]
    for model_type in known_model_types():
        name = class_name_of(model_type)  # names only: plain `ls archs` imports no modeling code
        row: tuple[str, ...] = (f"arch:{model_type}", name or "?", task_of_class(model_type, name) if name else "?")
        if check:
            row += (plan_arch(model_type),)
        if breadth:
            row += (statuses.get(f"arch:{model_type}", "-"),)
        rows.append(row)
    return _table(rows)


def list_classes() -> str:
    """Every model class the auto mappings name (``sweep --all-classes``): its spec, model type, class
    and head kind (:mod:`hfcompat.specs.classes`), with a closing count; imports no torch."""
    from hfcompat.specs.classes import model_classes

    classes = model_classes()
    rows: list[tuple[str, ...]] = [("SPEC", "HEAD KIND")]
    rows += [(m.spec, m.head_kind) for m in classes]
    kinds = len({m.head_kind for m in classes})
    return f"{_table(rows)}\n{len(classes)} classes of {len({m.model_type for m in classes})} model types, " \
           f"{kinds} head kinds"
