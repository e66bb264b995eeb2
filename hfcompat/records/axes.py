"""The axes of a case (docs/design.md §5, contract): what a user does with the model, at which shapes,
in which dtype, on how many devices and in which strategy, at which size and with which weights, each
in report order, the first the default.

One table for everything that names them: the record and its case id (:mod:`.record`), the case
runner, the sweep's planning, every report, and the CLI's flags, their checks and their help. Plain
strings, no torch: reports and the sweep's parent read them without importing what runs a case, and
no reader needs a table from the layer that does (:mod:`hfcompat.parallel` checks its strategies
against :data:`PARALLEL`).
"""

from __future__ import annotations

#: Workloads (what a user does with the model) and regimes (at which shapes), in report order.
WORKLOADS = ("train", "infer", "generate", "generate-static")
REGIMES = ("short", "long")
DEFAULT_WORKLOAD, DEFAULT_REGIME = "train", "short"

#: the last: float32 weights, each forward under torch.autocast to bfloat16 (hfcompat/workloads/precision.py)
DTYPES = ("float32", "bfloat16", "bfloat16-autocast")
DEFAULT_DTYPE = DTYPES[0]  # a record written before the dtype axis ran in float32

#: How many devices run a case's step, and which standard PyTorch strategy (:mod:`hfcompat.parallel`).
PARALLEL = ("single", "ddp", "fsdp", "tp", "spmd")
DEFAULT_PARALLEL, DEFAULT_DEVICES = "single", 2  # DEFAULT_DEVICES: --devices of a parallel strategy
#: The strategies that use a stack's own API rather than the standard PyTorch code (their class's
#: ``stack_specific``): not "unmodified", so reports count them apart from the headline.
STACK_SPECIFIC: frozenset[str] = frozenset({"spmd"})

#: Sizes a Hub or local spec is built at (``arch:`` specs are tiny): the config shrunk, or as it is.
SIZES = ("tiny", "full")
#: Weights of a full-size model: a random init, or the checkpoint's (safetensors only).
WEIGHTS = ("random", "pretrained")
DEFAULT_SIZE, DEFAULT_WEIGHTS = SIZES[0], WEIGHTS[0]
