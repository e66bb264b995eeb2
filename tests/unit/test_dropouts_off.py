"""Dropout modules the config does not reach are turned off by the factory (issue 50).

A decoder's token classifier falls back to ``nn.Dropout(0.1)`` when its config has no
``classifier_dropout``: on a device that draws other random numbers than the CPU, every train step of
such a head then differs from the reference, whatever the device computes.
"""

from __future__ import annotations

import torch

from hfcompat.factory import build
from hfcompat.factory.model import dropouts_off
from hfcompat.specs.spec import parse_spec


def test_a_head_dropout_outside_the_config_is_turned_off_and_named() -> None:
    built = build(parse_spec("arch:llama:LlamaForTokenClassification"))
    dropouts = [m for m in built.model.modules() if isinstance(m, torch.nn.modules.dropout._DropoutNd)]
    assert dropouts and all(m.p == 0 for m in dropouts)
    assert any("dropout 0.1 -> 0.0" in change for change in built.config_changes)


def test_dropouts_off_changes_only_what_draws() -> None:
    model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Dropout(0.25), torch.nn.Dropout(0.0),
                                torch.nn.Dropout2d(0.25))
    assert dropouts_off(model) == ["1, 3: dropout 0.25 -> 0.0 (a module the config's drop probabilities do not reach)"]
    assert all(m.p == 0 for m in model if isinstance(m, torch.nn.modules.dropout._DropoutNd))
    assert dropouts_off(model) == []
    x = torch.ones(4, 2)
    model.train()
    assert torch.equal(model(x), model(x))  # nothing random is left


def test_stochastic_depth_outside_the_config_is_turned_off_and_named() -> None:
    """OmDet-Turbo's timm Swin-T keeps timm's drop_path_rate of 0.1 (no transformers field reaches it):
    its DropPath modules drew ``aten::bernoulli`` in every train step, a false alarm on any device."""
    built = build(parse_spec("arch:omdet-turbo"))
    rates = [m.drop_prob for m in built.model.modules() if hasattr(m, "drop_prob")]
    assert rates and all(r == 0 for r in rates)
    assert any("DropPath drop_prob" in change for change in built.config_changes)
    built.model.train()
    inputs = built.inputs
    with torch.random.fork_rng():
        torch.manual_seed(0)
        a = built.model(**inputs)
        torch.manual_seed(1)
        b = built.model(**inputs)
    tensors = [(x, y) for x, y in zip(a.to_tuple(), b.to_tuple()) if isinstance(x, torch.Tensor)]
    assert tensors and all(torch.equal(x, y) for x, y in tensors)  # the step draws nothing: two seeds, one step


def test_a_drop_prob_module_is_zeroed_and_a_tensor_or_zero_rate_left_alone() -> None:
    from timm.layers import DropPath

    class Gate(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.drop_prob = torch.tensor(0.5)  # a tensor named so: not a rate this rule owns

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return x * self.drop_prob

    model = torch.nn.Sequential(DropPath(0.2), DropPath(0.0), Gate(), DropPath(0.1))  # a depth schedule
    assert dropouts_off(model) == [
        "0, 3: DropPath drop_prob 0.1-0.2 -> 0.0 (a module the config's drop probabilities do not reach)"]
    assert model[0].drop_prob == 0.0 and model[3].drop_prob == 0.0 and float(model[2].drop_prob) == 0.5
    x = torch.ones(4, 3)
    model.train()
    assert torch.equal(model(x), model(x))
