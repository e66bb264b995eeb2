"""A case's log as a run keeps it: its tracebacks without caret lines and the frames of call plumbing.

A failing case's log is mostly a Python traceback through the model, and half of such a traceback
says nothing about the failure. Python 3.11 underlines each frame's expression with a line of ``^``
and ``~`` (a fifth of the committed logs' bytes), and every module call passes through
``nn.Module.__call__``'s two frames, transformers' decorators (``can_return_tuple``, output
capturing, deprecation) and torch's ``no_grad`` wrapper: frames that are in every traceback and
name no line of the model (two fifths). A run keeps its logs without them (issue 47: reports/
grew past 39 MiB, logs 7.7 MB of it). The frames of the model's own code, the harness's, and every
frame of a library's that does something (the op that raised, a backend's lowering) stay, in order,
with their source lines; so do the exception lines, chained tracebacks and any other text (a
compiler's own caret lines under its source are outside a Python frame and stay too), but a C++
compiler's warnings: inductor's failed ``g++`` prints every warning over its generated kernels (882
of them, 201 of a 254 kB log: olmo_hybrid's train step, whose one error is two lines), so a
warning and the source lines under it are left out, and its errors stay with theirs. The first
lines say what was left out. Applying it again changes nothing.
"""

from __future__ import annotations

import re

#: (end of a frame's file path, function): frames that only pass a call on
PLUMBING = (
    ("torch/nn/modules/module.py", "_wrapped_call_impl"),
    ("torch/nn/modules/module.py", "_call_impl"),
    ("torch/utils/_contextlib.py", "decorate_context"),
    ("transformers/utils/generic.py", "wrapper"),
    ("transformers/utils/output_capturing.py", "wrapper"),
    ("transformers/utils/deprecation.py", "wrapped_func"),
)

_FRAME = re.compile(r'^(?P<indent>\s*)File "(?P<path>[^"]+)", line \d+, in (?P<func>\S+)\s*$')
_MARKS = re.compile(r"^\s*[~^]+\s*$")
_WARNING = re.compile(r"^\S+:\d+:\d+: warning: ")  # gcc's and clang's "file:line:col: warning: ..."
_EXCERPT = re.compile(r"^\s*\d*\s+\|")  # the source line under a compiler's diagnostic, and its marks
HEADER = ("[hfcompat: {frames} frames of call plumbing (nn.Module.__call__, transformers' decorators, no_grad) "
          "and the caret lines under each frame left out]\n")
WARNINGS = "[hfcompat: {warnings} C++ compiler warnings, each with the source lines under it, left out]\n"


def _plumbing(path: str, func: str) -> bool:
    path = path.replace("\\", "/")
    return any(path.endswith(suffix) and func == name for suffix, name in PLUMBING)


def kept_log(text: str) -> str:
    """``text`` as a run keeps it (the module docstring)."""
    kept: list[str] = []
    frame_indent: int | None = None  # inside a frame: the indent of its File line
    dropping = False
    frames = marks = warnings = 0
    in_warning = False
    for line in text.splitlines(keepends=True):
        warning = _WARNING.match(line) is not None
        if warning or (in_warning and _EXCERPT.match(line)):
            warnings += warning
            in_warning = True
            continue
        in_warning = False
        found = _FRAME.match(line)
        if found:
            frame_indent, dropping = len(found["indent"]), _plumbing(found["path"], found["func"])
            frames += dropping
            if not dropping:
                kept.append(line)
            continue
        in_frame = frame_indent is not None and line.strip() and len(line) - len(line.lstrip()) > frame_indent
        if in_frame:
            if _MARKS.match(line):
                marks += 1
            elif not dropping:
                kept.append(line)
            continue
        frame_indent, dropping = None, False
        kept.append(line)
    if not frames and not marks and not warnings:
        return text
    return ((HEADER.format(frames=frames) if frames or marks else "")
            + (WARNINGS.format(warnings=warnings) if warnings else "") + "".join(kept))
