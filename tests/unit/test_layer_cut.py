"""--layers K (issue 48): a real config at its real width with K layers per stack, one of every kind kept."""

from __future__ import annotations

import json
from pathlib import Path

from hfcompat.factory.full_size import ParamCount
from hfcompat.factory.shrink import cut_layers
from hfcompat.records.record import Case, size_of_part
from hfcompat.specs.layer_count import layer_count, layer_count_of_dir

QWEN3 = Path(__file__).resolve().parents[1] / "data" / "hub-configs" / "Qwen--Qwen3-0.6B"


def test_a_cut_keeps_every_width_and_names_the_layers_it_kept() -> None:
    real = json.loads((QWEN3 / "config.json").read_text())
    cut, changes = cut_layers(real, 2)
    assert cut["num_hidden_layers"] == 2
    assert changes == ["num_hidden_layers 28 -> 2 (layers 0, 27 kept)"]
    for key in ("hidden_size", "intermediate_size", "vocab_size", "num_attention_heads", "num_key_value_heads",
                "head_dim", "rope_theta", "max_position_embeddings"):
        assert cut[key] == real[key], key
    assert real["num_hidden_layers"] == 28  # the caller's dict is left as it was


def test_a_cut_keeps_one_layer_of_every_kind() -> None:
    kinds = ["sliding_attention"] * 5 + ["full_attention"]
    cfg = {"num_hidden_layers": 12, "layer_types": kinds * 2, "mlp_only_layers": [3], "hidden_size": 4096}
    cut, changes = cut_layers(cfg, 2)
    assert set(cut["layer_types"]) == {"sliding_attention", "full_attention"}
    assert cut["num_hidden_layers"] == len(cut["layer_types"]) >= 2
    assert cut["mlp_only_layers"] and all(i < cut["num_hidden_layers"] for i in cut["mlp_only_layers"])
    assert cut["hidden_size"] == 4096 and "kept" in changes[0]


def test_a_cut_reaches_every_stack_and_sub_config() -> None:
    cfg = {"encoder_layers": 12, "decoder_layers": 12, "d_model": 1024,
           "vision_config": {"num_hidden_layers": 24, "hidden_size": 1024}, "text_config": {"num_hidden_layers": 1}}
    cut, changes = cut_layers(cfg, 3)
    assert (cut["encoder_layers"], cut["decoder_layers"]) == (3, 3)
    assert cut["vision_config"]["num_hidden_layers"] == 3 and cut["text_config"]["num_hidden_layers"] == 1
    assert any(c.startswith("vision_config.num_hidden_layers 24 -> 3") for c in changes)
    assert layer_count(cfg) == 24 and layer_count(cut) == 3


def test_a_cut_case_says_so_in_its_id() -> None:
    case = Case(str(QWEN3), "cpu", "eager", size="full", seq_len=128, layers=2)
    assert case.case_id.endswith("|full:l2:s128")
    assert size_of_part("full:l2:s128") == ("full", None, 128)
    assert layer_count_of_dir(QWEN3) == 28 and layer_count_of_dir(QWEN3 / "nowhere") is None


def test_a_refusal_says_how_many_layers_of_the_real_width_would_fit() -> None:
    import re

    import pytest

    from hfcompat.errors import CaseSkipped
    from hfcompat.factory import build
    from hfcompat.specs.spec import parse_spec

    limit = 300_000_000
    counted: list[int] = []

    def afford(count: ParamCount) -> None:  # a host that holds 300 M parameters
        counted.append(count.total)
        if count.total > limit:
            raise CaseSkipped(f"needs more than {limit:,}")

    with pytest.raises(CaseSkipped, match=r"needs more than .*; --layers \d+ fits") as refused:
        build(parse_spec(str(QWEN3)), size="full", afford=afford)
    most = int(re.search(r"--layers (\d+) fits", str(refused.value)).group(1))  # type: ignore[union-attr]
    def count(params: ParamCount) -> None:  # counts the cut model, and builds nothing
        counted.append(params.total)
        raise CaseSkipped("counted")

    sizes = {}
    for k in (most, most + 1):  # the hint is exact: K fits, K + 1 does not
        counted.clear()
        with pytest.raises(CaseSkipped):
            build(parse_spec(str(QWEN3)), size="full", layers=k, afford=count)
        sizes[k] = counted[0]
    assert sizes[most] <= limit < sizes[most + 1]


def test_a_cut_model_reports_its_real_widths() -> None:
    """The record's ``dims`` (issue 48): a --layers case shows the real hidden size beside the layers kept."""
    from hfcompat.factory import build
    from hfcompat.factory.dims import config_dims, model_dims
    from hfcompat.specs.spec import parse_spec

    built = build(parse_spec(str(QWEN3)), size="full", layers=2, seq_len=8)
    real = json.loads((QWEN3 / "config.json").read_text())
    dims = model_dims(built.model)
    assert dims is not None and dims["num_hidden_layers"] == 2
    for key in ("hidden_size", "intermediate_size", "vocab_size", "num_attention_heads", "num_key_value_heads"):
        assert dims[key] == real[key] > 0, key
    nested = config_dims({"text_config": {"hidden_size": 4096, "model_type": "x"}, "vocab_size": 7, "name": "y"})
    assert nested == {"text_config.hidden_size": 4096, "vocab_size": 7}
