"""The blame boundary: who raised an exception — the model's code, or hfcompat itself? (docs/design.md §5)

A case's status must never charge a harness bug to the device (``fail_*``) nor drop a case from the
denominator for one (``reference_error``). Two rules:

- the worker (:mod:`hfcompat.isolation.child`) answers anything the harness raises while running a
  case — in compare, triage, repro writing, anywhere — with a ``harness_error`` record
  (:func:`harness_error`) and stays alive for the next case;
- an exception in the CPU reference is ``reference_error`` only when it was raised inside the model's
  own code; one raised in hfcompat's modules is a harness bug (:func:`raised_in_harness`).

Where an exception was raised is read from its traceback, innermost frame first. Frames of the
standard library and of torch's general machinery (dispatch, pytree, serialization...) are passed
over: both the harness and models call them, as is the widened arbiter's dispatch mode
(:mod:`hfcompat.execution.widening`), which hands every op of the model's float64 run on.
``torch/nn`` and ``torch/autograd`` count as model code (a model is made of ``nn`` modules, and a
backward error is the model's graph failing). The innermost frame left decides: one in hfcompat (or
its adapter layer, hfcompat_backend) is the harness's, anything else (transformers, remote code, a
planted test module) the model's.
"""

from __future__ import annotations

import functools
import os
import sysconfig
import traceback
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from hfcompat.records.record import HARNESS_ERROR, Case, new_record, one_line

HARNESS, LIBRARY, MODEL = "harness", "library", "model"

# The innermost hfcompat module of a harness bug names the stage it broke in; elsewhere the phase
# the case had reached says it.
_STAGES = (("judging/", "compare"), ("triage/", "triage"), ("records/", "record"))


def _package_dir(name: str) -> str | None:
    spec = find_spec(name)
    if spec is None or not spec.origin:
        return None
    return os.path.dirname(os.path.realpath(spec.origin)) + os.sep


#: hfcompat's own dispatch machinery between a model and its ops (the module docstring)
_PASSED_ON = os.path.join("hfcompat", "execution", "widening.py")


@functools.cache
def _roots() -> tuple[tuple[str, ...], tuple[str, ...], str | None]:
    harness = tuple(d for d in (_package_dir("hfcompat"), _package_dir("hfcompat_backend")) if d)
    stdlib = tuple({os.path.realpath(sysconfig.get_paths()[k]) + os.sep for k in ("stdlib", "platstdlib")})
    return harness, stdlib, _package_dir("torch")


@functools.cache
def frame_kind(filename: str) -> str:
    """``harness``, ``library`` (passed over) or ``model`` for a frame's file."""
    if filename.startswith("<"):  # <frozen ...>, <string>: interpreter machinery
        return LIBRARY
    path = os.path.realpath(filename)
    harness, stdlib, torch_dir = _roots()
    if path.endswith(_PASSED_ON):
        return LIBRARY
    if path.startswith(harness):
        return HARNESS
    if torch_dir and path.startswith(torch_dir):
        inner = path[len(torch_dir):]
        return MODEL if inner.startswith(("nn" + os.sep, "autograd" + os.sep)) else LIBRARY
    if path.startswith(stdlib) and "site-packages" not in path:
        return LIBRARY
    return MODEL


def deciding_frame(exc: BaseException) -> traceback.FrameSummary | None:
    """The innermost frame of ``exc``'s traceback that is not library machinery."""
    frames = traceback.extract_tb(exc.__traceback__)
    return next((f for f in reversed(frames) if frame_kind(f.filename) != LIBRARY), None)


def raised_in_harness(exc: BaseException) -> bool:
    """Whether ``exc`` was raised in hfcompat's own code rather than in the model's."""
    frame = deciding_frame(exc)
    return frame is not None and frame_kind(frame.filename) == HARNESS


def _stage(exc: BaseException, heard: str | None) -> str | None:
    frames = traceback.extract_tb(exc.__traceback__)
    for frame in reversed(frames):
        if frame_kind(frame.filename) == HARNESS:
            path = Path(frame.filename).as_posix()
            return next((stage for part, stage in _STAGES if f"/{part}" in path), heard)
    return heard


def harness_error(case: Case, exc: BaseException, heard: str | None) -> tuple[dict[str, Any], str]:
    """The record and log of a case that hfcompat itself broke on: ``harness_error`` with the
    stage it broke in (``heard`` is the last phase the case runner announced), the exception's type
    and first line, and the harness frame that raised it as the cause."""
    frame = deciding_frame(exc)
    where = f"{Path(frame.filename).name}:{frame.lineno} ({frame.name})" if frame else "an unknown place"
    cause = (f"a bug in hfcompat, not the device: raised at {where}" if raised_in_harness(exc)
             else f"hfcompat let an exception through: raised at {where}")
    record = new_record(case, status=HARNESS_ERROR, phase=_stage(exc, heard), error_type=type(exc).__name__,
                        error=one_line(str(exc)) or type(exc).__name__, cause=cause)
    return record, "".join(traceback.format_exception(exc))
