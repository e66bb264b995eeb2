"""The probe: among candidate input sets, the first the model accepts.

Where the config does not say which layout a model wants (mel bins first or last, a waveform with or
without a channel axis, one image or several per sample), the recipes propose candidates in order of
likelihood and the probe runs a no-grad forward with each; the first that runs is kept (the caller
decides what to do when none does). Buffers (batch-norm statistics) are restored after each try, so
probing leaves the model as it was built.
"""

from __future__ import annotations

import contextlib
import copy
import io
import logging
import os
import sys
from typing import Any

import torch

log = logging.getLogger(__name__)
MAX_CANDIDATES = 64


@contextlib.contextmanager
def preserved(model: torch.nn.Module) -> Any:
    """Run something on the model and put its buffers (and RNG) back afterwards."""
    saved = {name: buf.detach().clone() for name, buf in model.named_buffers()}
    rng = torch.get_rng_state()
    try:
        with torch.no_grad(), contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            yield
    finally:
        torch.set_rng_state(rng)
        with torch.no_grad():
            for name, buf in model.named_buffers():
                if name in saved and buf.shape == saved[name].shape:
                    buf.copy_(saved[name])


def runs(model: torch.nn.Module, inputs: dict[str, Any]) -> str | None:
    """``None`` when a no-grad forward with ``inputs`` runs, else the error in one line.

    The forward runs on a copy: models cache derived tensors in plain attributes (Mimi's codebook
    keeps ``_embed``), which would otherwise stay on CPU when the case moves the model to a device.
    """
    try:
        probe_model = copy.deepcopy(model)
        with preserved(probe_model):
            probe_model(**inputs)
        return None
    except Exception as exc:  # noqa: BLE001  (a rejected candidate is information, not a failure)
        return f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}"


def first_running(model: torch.nn.Module, candidates: list[dict[str, Any]]) -> tuple[int | None, list[str]]:
    """The index of the first candidate the model runs with (None if none does), and the errors of
    those rejected before it."""
    candidates = candidates[:MAX_CANDIDATES]
    errors: list[str] = []
    for index, cand in enumerate(candidates):
        error = runs(model, cand)
        if error is None:
            return index, errors
        errors.append(error)
    log.debug("no candidate input ran: %s", errors)
    if os.environ.get("HFCOMPAT_DEBUG_PROBE"):
        for cand, error in zip(candidates, errors):
            shapes = {k: tuple(v.shape) if isinstance(v, torch.Tensor) else v for k, v in cand.items()}
            print(f"probe: {shapes} -> {error}", file=sys.__stderr__)
    return None, errors
