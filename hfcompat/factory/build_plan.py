"""What the factory would build for a spec, resolved cheaply: config and class, no weights, no model.

The planner calls :func:`plan` for every spec of a run (all ~600 architectures) to decide which cases
each gets: the regimes its sequence knobs give it, whether its class can generate. It resolves the
class exactly as ``build`` does (:func:`hfcompat.factory.arch.resolve_arch`,
:func:`hfcompat.factory.hub.resolve_hub`), so a plan never names a class that build would not make.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hfcompat.errors import CaseSkipped, FactoryError
from hfcompat.factory.regimes import regimes_of
from hfcompat.specs.spec import ModelSpec


@dataclass(frozen=True, slots=True)
class ModelPlan:
    """A spec's plan. ``error`` is set (and ``model_class`` may be None) when the factory cannot
    resolve it; ``skipped`` says the error is a reason not to run (remote code, a missing package...)
    rather than a factory failure (a ``harness_error`` when built)."""

    spec: str
    model_class: str | None
    task: str | None
    regimes: tuple[str, ...]
    knobs: tuple[str, ...] = ()
    can_generate: bool = False
    error: str | None = None
    skipped: bool = False


#: Tasks whose remote-code Auto class (hfcompat.factory.hub.REMOTE_AUTO_CLASSES) generates.
GENERATIVE_TASKS = frozenset({"causal-lm", "seq2seq-lm"})


def _can_generate(cls: type[Any]) -> bool:
    try:
        return bool(cls.can_generate())
    except Exception:  # noqa: BLE001  (a class without the generation mixin's contract does not generate)
        return False


def plan(spec: ModelSpec, size: str = "tiny", weights: str = "random", trust_remote_code: bool = False) -> ModelPlan:
    """The class ``build`` would instantiate for ``spec``, its task, regimes and knobs.

    ``size`` and ``weights`` do not change the class or the knobs (the knobs are the real config's);
    they are taken so a caller passes a case's settings unchanged.
    """
    del size, weights
    try:
        if spec.source == "arch":
            from hfcompat.factory.arch import resolve_arch

            found = resolve_arch(spec)
            cls, class_name, task, knobs = found.cls, found.class_name, found.task, found.knobs
        else:
            from hfcompat.factory.hub import resolve_hub

            hub = resolve_hub(spec, trust_remote_code)
            cls, class_name, task, knobs = hub.cls, hub.class_name, hub.task, hub.knobs
            if hub.remote:  # an Auto class stands for the remote one: its task says whether it generates
                return ModelPlan(spec.text, class_name, task, regimes_of(knobs), knobs, task in GENERATIVE_TASKS)
    except CaseSkipped as exc:
        return ModelPlan(spec.text, None, None, regimes_of(()), error=str(exc), skipped=True)
    except FactoryError as exc:
        return ModelPlan(spec.text, None, None, regimes_of(()), error=str(exc))
    except Exception as exc:  # noqa: BLE001  (a config that fails to load is the factory's failure too)
        from hfcompat.factory.instance import describe_error

        return ModelPlan(spec.text, None, None, regimes_of(()), error=describe_error(exc))
    return ModelPlan(spec.text, class_name, task, regimes_of(knobs), knobs, _can_generate(cls))
