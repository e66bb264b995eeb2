"""``tp``: transformers' own tensor parallelism, ``from_pretrained(dir, tp_plan="auto")``.

The model is saved with ``save_pretrained`` on the host and every rank loads it with
``tp_plan="auto"``: transformers applies the model's ``base_model_tp_plan`` (column- and row-wise
DTensor sharding of attention and MLP projections, with the collectives between them) on a mesh of
every rank. Every rank runs the whole batch; outputs and losses are every rank's, parameters and
gradients DTensor shards put back together on the host. A model without a plan, or whose attention
heads do not divide over the devices, is skipped with that reason; transformers' ``tp_plan`` needs
the ``accelerate`` package.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from hfcompat.factory.model import BuiltModel
from hfcompat.parallel import RUNS
from hfcompat.parallel.base import RankContext, Strategy

HEAD_KEYS = ("num_attention_heads", "num_key_value_heads")


def text_config(model: torch.nn.Module) -> Any:
    """The config of the model's language part (a multimodal config's text_config), else its config."""
    config = getattr(model, "config", None)
    return getattr(config, "get_text_config", lambda: config)()


def tp_plan(model: torch.nn.Module) -> dict[str, str]:
    """The model's tensor-parallel plan (its config's ``base_model_tp_plan``), empty when it has none."""
    plan = (getattr(text_config(model), "base_model_tp_plan", None)
            or getattr(getattr(model, "config", None), "base_model_tp_plan", None))
    return dict(plan or {})


class TpStrategy(Strategy):
    """``from_pretrained(..., tp_plan="auto")`` on every rank."""

    name = "tp"
    workloads = RUNS["tp"]
    splits_batch = False

    def skip_reason(self, built: BuiltModel, workload: str, devices: int) -> str | None:
        why = super().skip_reason(built, workload, devices)
        if why:
            return why
        if importlib.util.find_spec("accelerate") is None:
            return "transformers' tp_plan needs the accelerate package (pip install accelerate)"
        if not tp_plan(built.model):
            return f"{built.model_class} has no tensor-parallel plan (base_model_tp_plan)"
        text = text_config(built.model)
        for key in HEAD_KEYS:
            heads = getattr(text, key, None)
            if isinstance(heads, int) and heads % devices:
                return f"{key} {heads} does not divide over {devices} devices"
        return None

    def save(self, built: BuiltModel, folder: Path) -> None:
        model: Any = built.model  # a transformers PreTrainedModel
        model.save_pretrained(folder / "model")

    def load(self, ctx: RankContext, folder: Path, dtype: torch.dtype) -> tuple[Callable[..., Any], torch.nn.Module]:
        import transformers

        cls = getattr(transformers, str(ctx.options["model_class"]))
        # The stack's own mesh: transformers would otherwise pick the host's accelerator type.
        model: torch.nn.Module = cls.from_pretrained(folder / "model", tp_plan="auto", dtype=dtype,
                                                     device_mesh=ctx.mesh())
        model.train()  # from_pretrained returns eval mode; the workload sets its own (infer: eval)
        return model, model

    def options(self, built: BuiltModel, ref_grads: dict[str, torch.Tensor | None]) -> dict[str, Any]:
        return {"model_class": type(built.model).__name__}
