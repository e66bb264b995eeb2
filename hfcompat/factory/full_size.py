"""Full-size models: the shapes a step runs at, a deterministic config, and whether the host can hold it.

``--size full`` builds the real config as it is, but a check must stay a deterministic step:

- **shapes** (:func:`step_shape`): a tiny case keeps the recipes' batch 2 x 16 tokens; a full-size
  case defaults to batch 1 x 512 tokens, capped at the model's max positions (docs/models.md says
  why); ``--batch`` / ``--seq-len`` set either for any case;
- **determinism** (:func:`deterministic_config`): the real config keeps its training-time randomness
  (gpt2's dropouts of 0.1, layerdrop, stochastic depth). CPU and device draw different random numbers,
  so a step that draws any cannot be compared: every drop probability is set to 0 and every random
  augmentation turned off, each change named (the record's ``config_changes``);
- **memory** (:func:`memory_need`): what a case holds at once, checked before building
  (:func:`refuse_unaffordable`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from hfcompat.errors import CaseSkipped

#: Tiny steps: the recipes' own shapes (hfcompat.factory.inputs.context).
TINY_BATCH, TINY_SEQ = 2, 16
#: Full-size steps: one sequence of 512 tokens, as models of this size are served and fine-tuned.
FULL_BATCH, FULL_SEQ = 1, 512
#: Config keys holding a model's max positions (the longest sequence it embeds).
MAX_POSITION_KEYS = ("max_position_embeddings", "n_positions", "max_seq_len", "context_length", "n_ctx")
#: Training-time random augmentations turned off (None) at full size, as the shrinker does for tiny ones.
RANDOM_AUGMENT_KEYS = frozenset({"pos_embed_shift", "pos_embed_jitter", "pos_embed_rescale"})


def default_shape(size: str) -> tuple[int, int]:
    """(batch, seq) of a size when none is asked for."""
    return (FULL_BATCH, FULL_SEQ) if size == "full" else (TINY_BATCH, TINY_SEQ)


def max_positions(config_dict: dict[str, Any]) -> int | None:
    """The longest sequence the config embeds (its text tower's, for a composite config); None: unbounded."""
    found = [config_dict.get(k) for k in MAX_POSITION_KEYS]
    for name in ("text_config", "encoder", "decoder"):
        sub = config_dict.get(name)
        if isinstance(sub, dict):
            found += [sub.get(k) for k in MAX_POSITION_KEYS]
    ints = [v for v in found if isinstance(v, int) and not isinstance(v, bool) and v > 0]
    return min(ints) if ints else None


def step_shape(size: str, batch: int | None, seq_len: int | None, config_dict: dict[str, Any]) -> tuple[int, int]:
    """(batch, seq) of a step: as asked, else the size's default; the sequence at most the max positions."""
    default_batch, default_seq = default_shape(size)
    seq = seq_len if seq_len is not None else default_seq
    cap = max_positions(config_dict)
    return (batch if batch is not None else default_batch), (min(seq, cap) if cap else seq)


def _is_prob_key(key: object) -> bool:  # the shrinker's rule (hfcompat.factory.shrink), kept in step with it
    if not isinstance(key, str):  # id2label's keys
        return False
    k = key.lower()
    return ("drop" in k and "drop_last" not in k) or (k.startswith("mask_") and k.endswith("_prob"))


def deterministic_config(config_dict: dict[str, Any], path: str = "") -> tuple[dict[str, Any], list[str]]:
    """A copy of a real config dict with every source of randomness in a train step off, and what changed.

    Drop probabilities (``*drop*``: dropout, attention/activation/classifier dropout, layerdrop,
    drop_path) and masking probabilities (``mask_*_prob``, wav2vec2's SpecAugment) go to 0; random
    augmentations (:data:`RANDOM_AUGMENT_KEYS`) to None. Sub-configs (dicts) are walked. Each change
    reads ``name old -> new``, dotted from the top."""
    out: dict[str, Any] = {}
    changes: list[str] = []
    for key, value in config_dict.items():
        name = f"{path}{key}"
        new = value
        if isinstance(value, dict):
            new, inner = deterministic_config(value, f"{name}.")
            changes += inner
        elif key in RANDOM_AUGMENT_KEYS and value is not None:
            new = None
        elif _is_prob_key(key) and isinstance(value, float) and value != 0.0:
            new = 0.0
        elif (_is_prob_key(key) and isinstance(value, list) and value
              and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value) and any(value)):
            new = [0.0 for _ in value]
        if new is not value and not isinstance(value, dict):
            changes.append(f"{name} {value} -> {new}")
        out[key] = new
    return out, changes


# -- memory --------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ParamCount:
    """A model's parameters as the guard counts them: all of them, and the largest tensor's."""

    total: int
    largest: int = 0


#: Bytes per parameter of each storage dtype.
BYTES = {"float32": 4, "bfloat16": 2, "bfloat16-autocast": 4, "float64": 8}
#: Model-sized tensors the device's own step holds (weights, gradients, AdamW's two moments; an
#: inference step its weights). The CPU reference and the float64 arbiter hold their weights alone:
#: they hand each gradient to disk as backward makes it and update one tensor at a time
#: (hfcompat.workloads.train.bounded_step), and every result waits for the comparison on disk
#: (hfcompat.workloads.kept).
DEVICE_COPIES = {"train": 4}
#: Gradient-sized buffers of the largest tensor that a bounded train step holds at once, beside its
#: weights: a tied embedding's two gradients and their sum as backward accumulates them (or one
#: gradient and the AdamW update's working copy). Where that tensor is most of the model (Gemma-2's
#: 256k vocabulary: 590 M of 760 M parameters at --layers 2), this, not the weights, is the peak:
#: the float64 arbiter of that case was killed at 19.5 GB where 8 bytes a parameter said 7.6 GB.
GRAD_BUFFERS = 3
#: Activations, the interpreter and the libraries, on top
#: of the tensors counted, and BASE: Qwen3-0.6B's config, train, batch 1 x 128 on --backend cpu peaked
#: at 13.9 GB, 14.6 GB in another run, against 11.9 GB counted (bench/peak_memory.py; docs/measurements.md,
#: "Full size: host memory"); the guard says 16.0 GB.
OVERHEAD = 1.25
#: The process itself: the interpreter, torch, transformers and the device stack (torch_xla: 1 GB).
BASE = 1 << 30


#: What each step of :func:`memory_parts` is, for a refusal.
STEP_NAMES = {"reference": "the CPU reference beside the factory's model",
              "arbiter": "the float64 arbiter (the factory's model cast in place)",
              "device": "the device's own step beside the factory's model (the device's memory is the host's)"}


def memory_need(n_params: int, dtype: str, workload: str, backend_on_host: bool,
                device_copies: float | None = None, largest: int = 0) -> int:
    """Bytes a case holds on the host at its peak: the largest of :func:`memory_parts`."""
    return max(memory_parts(n_params, dtype, workload, backend_on_host, device_copies, largest).values())


def memory_parts(n_params: int, dtype: str, workload: str, backend_on_host: bool,
                 device_copies: float | None = None, largest: int = 0) -> dict[str, int]:
    """Bytes a case holds on the host at its peak: one step at a time beside the factory's float32
    model. The CPU reference is a copy in the case dtype (made in float32, then cast); the float64
    arbiter borrows the factory's model, cast in place (hfcompat.execution.borrowed), so it holds its
    8 bytes a parameter alone; where the device's memory is the host's, the device's own step (a copy
    with its gradients and AdamW moments) sits beside the factory's model too: ``device_copies``
    model-sized copies of it (the backend's ``step_copies``; default :data:`DEVICE_COPIES`). A train
    step of the reference or the arbiter also holds :data:`GRAD_BUFFERS` gradients of its ``largest``
    tensor at once."""
    factory, size, wide = BYTES["float32"], BYTES[dtype], BYTES["float64"]
    grads = GRAD_BUFFERS * largest if workload == "train" else 0
    steps = {"reference": (factory + max(factory, size)) * n_params + size * grads,
             "arbiter": wide * (n_params + grads)}
    if backend_on_host:
        copies = device_copies if device_copies is not None else DEVICE_COPIES.get(workload, 1)
        steps["device"] = int((factory + max(factory, size * copies)) * n_params)
    return {name: int(need * OVERHEAD) + BASE for name, need in steps.items()}


def available_memory() -> int | None:
    """Bytes this process may hold at its peak: what the host can still give (MemAvailable) plus what
    the process holds already (its resident set: the need counts the process's own base too), at
    most the worker's own resident-memory bound (``HFCOMPAT_MEMORY_BOUND_MB``, set by the isolation
    layer: above it the worker is killed); None where neither is known."""
    free = _mem_available()
    host = None if free is None else free + _own_rss()
    bound = os.environ.get("HFCOMPAT_MEMORY_BOUND_MB", "")
    if bound.replace(".", "", 1).isdigit():
        limit = int(float(bound) * 2**20)
        return limit if host is None else min(host, limit)
    return host


def _own_rss() -> int:
    try:
        with open("/proc/self/statm", encoding="ascii") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def _mem_available() -> int | None:
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    try:
        return int(os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE"))
    except (ValueError, OSError, AttributeError):
        return None


def refuse_unaffordable(what: str, n_params: int, dtype: str, workload: str, backend_on_host: bool,
                        available: int | None = None, device_copies: float | None = None, largest: int = 0) -> None:
    """Refuse a case the host cannot hold before anything is built, naming the step that does not fit.

    Raises:
        CaseSkipped: the estimate (:func:`memory_need`) is above the memory available.
    """
    have = available if available is not None else available_memory()
    parts = memory_parts(n_params, dtype, workload, backend_on_host, device_copies, largest)
    peak = max(parts, key=lambda k: parts[k])
    if have is not None and parts[peak] > have:
        raise CaseSkipped(f"{what} needs about {parts[peak] / 2**30:.1f} GiB on the host for a {dtype} {workload} "
                          f"case ({n_params:,} parameters; the peak is {STEP_NAMES[peak]}), "
                          f"{have / 2**30:.1f} GiB is available")

