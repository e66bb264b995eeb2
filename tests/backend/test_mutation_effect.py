"""bench/mutation_trace.py on a real case: the ops of its own step, and what a plant does to it (issue 49)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from mutation_trace import effect, trace


def test_the_trace_and_the_measured_effect_of_a_plant() -> None:
    ops = trace("arch:bert", "float32", "train")
    assert {"aten::addmm", "aten::native_layer_norm"} <= set(ops["forward"])
    assert {"aten::mm", "aten::native_layer_norm_backward"} <= set(ops["backward"])
    assert not any(op in ("aten::view", "aten::t", "aten::transpose") for op in ops["forward"])  # views
    real = effect("arch:bert", "float32", "train", "perturb1pct-backward:aten::mm")
    # 1% of a gradient against float32's own ~1e-7: thousands of times the reference's error
    assert real.hits > 0 and real.changed > 0 and real.ratio is not None and real.ratio > 100, real
    assert real.tensor is not None and real.tensor.startswith(("grads.", "params.")), real
    # bert's aten::where makes its attention mask: scaled by 1.01 it changes no compared tensor, bit for bit
    dead = effect("arch:bert", "float32", "train", "perturb1pct-forward:aten::where")
    assert dead.hits > 0 and dead.reaches_nothing and dead.ratio is None, dead


def test_a_weighted_outputs_loss_is_measured_against_its_draws() -> None:
    # sam3_lite_text's 5% plant in the loss's own sum moves it 10x the CPU's one draw of its error,
    # under 2x what its outputs' errors make of a weighted mean of them, the noise the rule judges it by
    fault = "perturb5pct-forward:aten::sum"
    one_draw = effect("arch:sam3_lite_text_text_model", "bfloat16-autocast", "train", fault)
    drawn = effect("arch:sam3_lite_text_text_model", "bfloat16-autocast", "train", fault, "weighted-outputs")
    assert one_draw.tensor == drawn.tensor == "loss.loss", (one_draw, drawn)
    assert one_draw.ratio is not None and one_draw.ratio > 5 and drawn.ratio is not None and drawn.ratio < 3
