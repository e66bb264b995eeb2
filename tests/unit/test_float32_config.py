"""A real config's sub-config dtype does not leak into the factory's model (issue 48).

LLaVA-1.5's config names float16 for its text tower: built as is, the language model is float16 and
the vision tower float32, whatever the case's dtype, and the factory's probe then picks inputs by the
error that mix raises."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

from hfcompat.factory import build
from hfcompat.factory.hub import float32_config
from hfcompat.specs.spec import parse_spec


def test_sub_config_dtypes_are_dropped_and_named() -> None:
    fixed, changes = float32_config({"dtype": "float16", "text_config": {"dtype": "float16", "vocab_size": 8},
                                     "vision_config": {"torch_dtype": "bfloat16"}, "audio_config": {"dtype": None}})
    assert fixed["text_config"] == {"dtype": None, "vocab_size": 8} and fixed["vision_config"]["torch_dtype"] is None
    assert fixed["dtype"] == "float16"  # the top level's is not applied by cls(config)
    assert [c.split(" ->")[0] for c in changes] == ["text_config.dtype float16", "vision_config.torch_dtype bfloat16"]


@pytest.mark.parametrize("size", ["tiny", "full"])
def test_a_half_precision_tower_is_built_in_float32(tmp_path: Path, size: str) -> None:
    import transformers

    config = transformers.LlavaConfig(
        text_config={"model_type": "llama", "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2,
                     "num_attention_heads": 4, "num_key_value_heads": 4, "vocab_size": 512, "dtype": "float16"},
        vision_config={"model_type": "clip_vision_model", "hidden_size": 32, "intermediate_size": 64,
                       "num_hidden_layers": 2, "num_attention_heads": 4, "image_size": 56, "patch_size": 14,
                       "projection_dim": 32},
        image_token_index=500)
    config.save_pretrained(tmp_path)
    built = build(parse_spec(str(tmp_path)), size=size, seq_len=32 if size == "full" else None)
    assert {p.dtype for p in built.model.parameters()} == {torch.float32}
    assert any(c.startswith("text_config.dtype float16 -> None") for c in built.config_changes)
