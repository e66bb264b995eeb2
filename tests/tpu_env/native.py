"""What the installed torch_tpu's native library says: its message texts and environment variables.

TorchTPU raises its missing-op errors and reads its settings in C++, and off a TPU none of that code
runs; the strings compiled into the library for this torch version are the ground truth the adapter's
parsing and variable names are checked against.
"""

from __future__ import annotations

import functools
from pathlib import Path

import torch


@functools.cache
def native_library() -> bytes:
    """The bytes of torch_tpu's common native library, the build for the installed torch."""
    import torch_tpu

    tag = "_".join(torch.__version__.split("+")[0].split(".")[:3])  # "2.13.0+cpu" -> "2_13_0"
    root = Path(torch_tpu.__file__).parent
    found = sorted(root.glob(f"csrc/common/glue_{tag}/libpywrap_{tag}_common.so"))
    assert len(found) == 1, f"expected one native library for torch {torch.__version__} under {root}, got {found}"
    return found[0].read_bytes()


def has_string(text: str) -> bool:
    """Whether ``text`` is a whole C string in the library (NUL-terminated, as its literals are)."""
    return text.encode() + b"\0" in native_library()
