"""The model factory: from a spec to a CPU model in train mode and its seeded inputs (docs/design.md §4).

Failures here are the harness's, never the backend's: they raise :class:`FactoryError` (a
``harness_error`` record naming what could not be built) or :class:`CaseSkipped`. ``build``
dispatches on the spec's source: ``arch`` (:mod:`.arch`), ``hub`` and ``local`` (:mod:`.hub`);
``plan`` resolves what ``build`` would make without building it (:mod:`.build_plan`).
"""

from __future__ import annotations

from collections.abc import Callable

from hfcompat.factory.build_plan import ModelPlan, plan
from hfcompat.factory.full_size import ParamCount
from hfcompat.factory.model import BuiltModel
from hfcompat.factory.regimes import REGIMES
from hfcompat.specs.archs import validate_spec  # here too: it needs no torch, so the CLI imports it from there
from hfcompat.specs.spec import ModelSpec

SEED = 0

__all__ = ["REGIMES", "SEED", "BuiltModel", "ModelPlan", "build", "plan", "validate_spec"]


def build(spec: ModelSpec, seed: int = SEED, size: str = "tiny", weights: str = "random",
          trust_remote_code: bool = False, regime: str = "short", padded: bool = True, batch: int | None = None,
          seq_len: int | None = None, afford: Callable[[ParamCount], None] | None = None,
          layers: int | None = None) -> BuiltModel:
    """Build the model and inputs of a spec on CPU, for a regime (:mod:`hfcompat.factory.regimes`):
    ``short`` keeps the real config's sequence knobs above the sequence, ``long`` sets them below it.
    ``padded=False``: no sample of the batch is padded (a parallel case's equal tokens per rank).
    ``batch``/``seq_len``: the step's shapes (None: the size's default, :mod:`.full_size`); ``afford``
    hears a full-size model's parameter count (and its largest tensor's) before it is built, and
    raises CaseSkipped to refuse it;
    ``layers``: a full-size config cut to that many layers per stack (``--layers``).

    Raises:
        FactoryError: the model or its inputs could not be built.
        CaseSkipped: the spec must not or cannot be built here (remote code, not cached offline...), or
            ``long`` was asked of a model without sequence knobs.
        UsageError: an unknown regime.
    """
    if spec.source == "arch":
        from hfcompat.factory.arch import build_arch

        return build_arch(spec, seed, regime=regime, padded=padded, batch=batch, seq_len=seq_len)
    from hfcompat.factory.hub import build_hub

    return build_hub(spec, seed, size=size, weights=weights, trust_remote_code=trust_remote_code, regime=regime,
                     padded=padded, batch=batch, seq_len=seq_len, afford=afford, layers=layers)
