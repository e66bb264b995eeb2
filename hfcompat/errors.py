"""Harness errors: the only exceptions hfcompat raises on purpose.

Model and device failures are data (a record with a status), never exceptions. What raises is the
harness being used wrongly or broken::

    HfcompatError
    ├── UsageError      bad input from the user: unknown spec, backend, mode; malformed list; bad dir.
    │                   The CLI prints its one-line message and exits 2.
    ├── FactoryError    the factory could not build a model or its inputs; becomes a harness_error record.
    └── CaseSkipped     the case must not or cannot run here (remote code, not cached offline, backend
                        unavailable); becomes a skipped record with the reason.
"""

from __future__ import annotations


class HfcompatError(Exception):
    """Base of every error hfcompat raises on purpose."""


class UsageError(HfcompatError):
    """Bad input from the user; the message is one line naming the input and what is allowed."""


class FactoryError(HfcompatError):
    """The factory could not build the model or its inputs (the harness's fault, not the backend's).

    ``phase`` is ``build`` or ``inputs``.
    """

    def __init__(self, message: str, phase: str = "build"):
        super().__init__(message)
        self.phase = phase


class CaseSkipped(HfcompatError):
    """The case is not run; the message is the reason shown in the skipped record."""
