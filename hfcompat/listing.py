"""``hfcompat ls``: what backends, architectures and modes there are, as plain-text tables."""

from __future__ import annotations

from hfcompat_backend.registry import backend_targets, get_backend


def _table(rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip() for r in rows)


def list_backends() -> str:
    """Every backend: name, origin, available (or why not), modes (default first)."""
    rows = [("NAME", "ORIGIN", "AVAILABLE", "MODES")]
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
    rows = [("BACKEND", "MODES (default first)")]
    for name in backend_targets():
        try:
            rows.append((name, ", ".join(get_backend(name).modes)))
        except Exception as exc:  # noqa: BLE001
            rows.append((name, f"? ({type(exc).__name__})"))
    return _table(rows)


def list_archs() -> str:
    """Every model type of the installed transformers with the class and task an arch: spec builds."""
    from hfcompat.factory.heads import default_head, known_model_types
    from hfcompat.factory.overrides import OVERRIDES

    rows = [("ARCH", "CLASS", "TASK")]
    for model_type in known_model_types():
        head = default_head(model_type)
        override = OVERRIDES.get(model_type)
        cls = override.class_name if override and override.class_name else (head.class_name if head else "?")
        rows.append((f"arch:{model_type}", cls, head.task if head else "?"))
    return _table(rows)
