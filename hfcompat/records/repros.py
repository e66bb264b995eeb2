"""Repro files in a run directory: how they are named, written and read back (issue 47).

A repro is a standalone script (:mod:`hfcompat.records.repro_template`) that replays one culprit op
call. This module owns the file format, below both its writer (triage, during a case) and its
rewriter (``hfcompat compact``), as docs/design.md §2 asks of what two packages need:

- **One name form**: ``<op>.<overload>-<backend>-<mode>-<hash8>.py``, the hash taken over everything
  the script's run depends on (:func:`repro_name`), so scripts that behave differently never share a
  name and cases of one call share one script.
- **Large tensors in a sidecar**: a tensor whose recorded bytes exceed :data:`INLINE_MAX_BYTES` goes
  to a safetensors file next to the script (its ``SIDECAR``), as a flat ``uint8`` tensor of its raw
  bytes (dtype and shape stay in the script's JSON, so every dtype, bfloat16 included, takes the same
  path); smaller ones stay inline as base64. The sidecar is named by its content
  (``tensors-<hash12>.safetensors``), so scripts that replay one call's tensors differently (forward
  only, with its backward) share one file. The script's name hashes the values, not where they are
  kept, so moving them into a sidecar keeps a script's name.
- **One script per value-independent failure**: an op the backend has no kernel for
  (``fail_unsupported_op``) fails whatever its inputs hold, so its script keeps shapes and ranges only
  (values drawn at random), and every such case of one (op, backend, mode, dtype) shares one script:
  the first written stays (:func:`write_repro` with ``shared_dtype``).
"""

from __future__ import annotations

import ast
import base64
import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hfcompat.records.record import FAIL_UNSUPPORTED_OP
from hfcompat.records.repro_template import TEMPLATE

#: Recorded tensor bytes kept inline (base64) in the script; larger ones go to its sidecar.
INLINE_MAX_BYTES = 1024
SIDECAR_SUFFIX = ".safetensors"


@dataclass(frozen=True, slots=True)
class ReproCall:
    """What a repro script replays: the call (arguments encoded by :mod:`hfcompat.triage.argspec`, values
    inline), where it ran, and the case it came from."""

    op: str
    overload: str
    backend: str
    mode: str
    args: list[Any]
    kwargs: dict[str, Any]
    case_id: str
    phase: str
    failure: str
    expected: str  # "error" or "mismatch"
    tol: float = 1e-3
    backward: bool = False
    shared_dtype: str | None = field(default=None)  # set: a value-independent failure's shared script


def value_independent(record: dict[str, Any]) -> bool:
    """Whether the record's failure does not depend on its inputs' values: the backend has no kernel
    for the op (``fail_unsupported_op``), whatever the tensors hold."""
    return record.get("status") == FAIL_UNSUPPORTED_OP


def repro_name(op: str, overload: str, backend: str, mode: str, behaviour: str) -> str:
    """``aten__slice_copy.Tensor-torch-xla-lazy-1a2b3c4d.py``: the one name form of a repro.

    Named by what the script's run depends on: the op, the backend and mode it sets up, and a hash of
    the rest (``behaviour``: inputs, expected failure, tolerance, backward; or, for a shared script,
    the dtype it stands for). The case and failure text in its docstring are not part of the name.
    """
    digest = hashlib.sha1(f"{op}.{overload}:{backend}:{mode}:{behaviour}".encode()).hexdigest()[:8]
    return re.sub(r"[^A-Za-z0-9_.\-]+", "_", f"{op}.{overload}-{backend}-{mode}") + f"-{digest}.py"


_SIDECAR_LINE = re.compile(r"^SIDECAR = '([A-Za-z0-9_.\-]+)'", re.MULTILINE)


def sidecar_of(script: Path) -> Path | None:
    """The sidecar file a repro script reads its large tensors from (None: it has none, or is no script)."""
    try:
        found = _SIDECAR_LINE.search(script.read_text(encoding="utf-8", errors="replace"))
    except OSError:
        return None
    return script.with_name(found.group(1)) if found else None


def write_repro(repro_dir: Path, call: ReproCall) -> Path:
    """Write ``call``'s script (and its sidecar, when it has large tensors) into ``repro_dir``; its path.

    A script of the same name is rewritten with these contents (it behaves the same), except a shared
    script (``call.shared_dtype``), which the first case to write keeps.
    """
    args, kwargs = call.args, call.kwargs
    if call.shared_dtype is not None:
        args, kwargs = _drop_values(args), _drop_values(kwargs)
        behaviour = json.dumps(["no kernel", call.shared_dtype])
    else:
        behaviour = json.dumps([json.dumps(args), json.dumps(kwargs), call.expected, call.tol, call.backward])
    path = repro_dir / repro_name(call.op, call.overload, call.backend, call.mode, behaviour)
    if call.shared_dtype is not None and path.is_file():
        return path
    blobs: dict[str, bytes] = {}
    args, kwargs = _to_sidecar(args, blobs), _to_sidecar(kwargs, blobs)
    repro_dir.mkdir(parents=True, exist_ok=True)
    side = None
    if blobs:
        import numpy as np
        from safetensors.numpy import save

        data = save({k: np.frombuffer(v, dtype=np.uint8) for k, v in blobs.items()})
        side = repro_dir / f"tensors-{hashlib.sha1(data).hexdigest()[:12]}{SIDECAR_SUFFIX}"
        side.write_bytes(data)
    shared = "" if call.shared_dtype is None else (
        f"Shared by every case of its run where {call.op} has no kernel on {call.backend} ({call.mode}, "
        f"{call.shared_dtype}):\nthat failure does not depend on the inputs' values, so they are drawn at random.\n")
    path.write_text(TEMPLATE.format(
        op=f"{call.op}.{call.overload}", op_name=call.op, overload=call.overload, backend=call.backend,
        mode=call.mode, case_id=call.case_id, phase=call.phase, failure=call.failure.replace('"""', "'''")[:300],
        shared=shared, filename=path.name, expected=call.expected, tol=call.tol, args_json=json.dumps(args),
        kwargs_json=json.dumps(kwargs), backward=call.backward, sidecar=side.name if side else None,
    ))
    return path


_DOC = re.compile(r"\nFrom case (?P<case>.*?); the (?P<phase>\S+) pass failed there: (?P<failure>.*?)\n"
                  r"(?:Shared by every case .*?, (?P<dtype>[^ ,()]+)\):\n.*? at random\.\n)?Run it alone:", re.DOTALL)


def read_repro(path: Path) -> ReproCall | None:
    """The call a repro script of any form this harness wrote replays (sidecar values read back inline);
    None for a file that is not such a script (it is then kept as it is)."""
    try:
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
        return None
    values: dict[str, Any] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
            if isinstance(value, ast.Call) and value.args:  # ARGS = json.loads('...')
                value = value.args[0]
            try:
                literal = ast.literal_eval(value)
            except ValueError:
                continue
            names = [e.id for e in target.elts if isinstance(e, ast.Name)] if isinstance(target, ast.Tuple) \
                else [target.id] if isinstance(target, ast.Name) else []
            values.update(zip(names, literal if len(names) > 1 else [literal], strict=False))
    doc = _DOC.search(source)
    if doc is None or not {"OP", "OVERLOAD", "BACKEND", "MODE", "EXPECTED", "ARGS", "KWARGS"} <= values.keys():
        return None
    try:  # a sidecar missing or not the script's: the script cannot run as it is, nor be rewritten
        blobs = _read_sidecar(path.with_name(values["SIDECAR"])) if values.get("SIDECAR") else {}
        args = _from_sidecar(json.loads(values["ARGS"]), blobs)
        kwargs = _from_sidecar(json.loads(values["KWARGS"]), blobs)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return ReproCall(
        op=values["OP"], overload=values["OVERLOAD"], backend=values["BACKEND"], mode=values["MODE"],
        args=args, kwargs=kwargs,
        case_id=doc["case"], phase=doc["phase"], failure=doc["failure"], expected=values["EXPECTED"],
        tol=float(values.get("TOL", 1e-3)), backward=bool(values.get("BACKWARD", False)),
        shared_dtype=doc["dtype"],
    )


def _walk(value: Any, tensor: Any) -> Any:
    """``value`` (encoded arguments) with each tensor spec replaced by ``tensor(spec)``."""
    if isinstance(value, dict):
        if "__tensor__" in value:
            return {"__tensor__": tensor(dict(value["__tensor__"]))}
        return {k: _walk(v, tensor) for k, v in value.items()}
    if isinstance(value, list):
        return [_walk(v, tensor) for v in value]
    return value


def _drop_values(value: Any) -> Any:
    return _walk(value, lambda t: {k: v for k, v in t.items() if k != "values"})


def _to_sidecar(value: Any, blobs: dict[str, bytes]) -> Any:
    """Move each tensor's values over :data:`INLINE_MAX_BYTES` into ``blobs`` (keyed ``t0``, ``t1``...)."""
    def move(t: dict[str, Any]) -> dict[str, Any]:
        raw = base64.b64decode(t["values"]) if "values" in t else b""
        if len(raw) <= INLINE_MAX_BYTES:
            return t
        key = f"t{len(blobs)}"
        blobs[key] = raw
        return {**{k: v for k, v in t.items() if k != "values"}, "sidecar": key}
    return _walk(value, move)


def _from_sidecar(value: Any, blobs: dict[str, bytes]) -> Any:
    def back(t: dict[str, Any]) -> dict[str, Any]:
        key = t.pop("sidecar", None)
        return {**t, "values": base64.b64encode(blobs[key]).decode()} if key is not None else t
    return _walk(value, back)


def _read_sidecar(path: Path) -> dict[str, bytes]:
    """The raw bytes of each tensor of a sidecar; ValueError for a file that is not one."""
    from safetensors import SafetensorError
    from safetensors.numpy import load

    try:
        return {k: v.tobytes() for k, v in load(path.read_bytes()).items()}
    except SafetensorError as exc:
        raise ValueError(f"{path.name} is not a safetensors file: {exc}") from exc
