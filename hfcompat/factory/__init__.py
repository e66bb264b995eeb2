"""The model factory: from a spec to a CPU model in train mode and its seeded inputs (DESIGN.md §4).

Failures here are the harness's, never the backend's: they raise :class:`FactoryError` (a
``harness_error`` record naming what could not be built) or :class:`CaseSkipped`. ``build``
dispatches on the spec's source: ``arch`` (:mod:`.arch`), ``hub`` and ``local`` (:mod:`.hub`);
``plan`` resolves what ``build`` would make without building it (:mod:`.plan`).
"""

from __future__ import annotations

import difflib

from hfcompat.errors import UsageError
from hfcompat.factory.heads import known_model_types
from hfcompat.factory.model import BuiltModel
from hfcompat.factory.plan import ModelPlan, plan
from hfcompat.factory.regimes import REGIMES
from hfcompat.specs.spec import ModelSpec, parse_spec

SEED = 0

__all__ = ["REGIMES", "SEED", "BuiltModel", "ModelPlan", "build", "plan", "validate_spec"]


def validate_spec(text: str) -> ModelSpec:
    """Parse a spec and check what can be checked without building (the architecture exists).

    Raises:
        UsageError: a malformed spec or an unknown architecture (with close matches).
    """
    spec = parse_spec(text)
    if spec.source == "arch":
        types = known_model_types()
        if spec.model_type not in types:
            close = difflib.get_close_matches(spec.model_type or "", types, n=3, cutoff=0.6)
            hint = f"; did you mean {' or '.join(f'arch:{c}' for c in close)}?" if close else ""
            raise UsageError(f"unknown architecture {spec.model_type!r} in spec {text!r}{hint} "
                             f"({len(types)} are known: list them with `hfcompat ls archs`)")
    return spec


def build(spec: ModelSpec, seed: int = SEED, size: str = "tiny", weights: str = "random",
          trust_remote_code: bool = False, regime: str = "short") -> BuiltModel:
    """Build the model and inputs of a spec on CPU, for a regime (:mod:`hfcompat.factory.regimes`):
    ``short`` keeps the real config's sequence knobs above the sequence, ``long`` sets them below it.

    Raises:
        FactoryError: the model or its inputs could not be built.
        CaseSkipped: the spec must not or cannot be built here (remote code, not cached offline...), or
            ``long`` was asked of a model without sequence knobs.
        UsageError: an unknown regime.
    """
    if spec.source == "arch":
        from hfcompat.factory.arch import build_arch

        return build_arch(spec, seed, regime=regime)
    from hfcompat.factory.hub import build_hub

    return build_hub(spec, seed, size=size, weights=weights, trust_remote_code=trust_remote_code, regime=regime)
