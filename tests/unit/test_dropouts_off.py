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
