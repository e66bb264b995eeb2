"""timm towers: shrunk through the kwargs timm.create_model receives, same family, meta-device builds only."""

from __future__ import annotations

import pytest
from transformers import AutoConfig

from hfcompat.factory.instance import count_params_on_meta, drop_derived, shrink_config
from hfcompat.factory.overrides import OVERRIDES
from hfcompat.factory.timm_towers import num_features

pytest.importorskip("timm")

#: model type: (its class, the timm architecture its tower keeps, where that tower's config sits)
TOWERS = {
    "timm_wrapper": ("TimmWrapperForImageClassification", "resnet50", ()),
    "gemma3n": ("Gemma3nForConditionalGeneration", "mobilenetv5_300m_enc", ("vision_config",)),
    "fast_vlm": ("FastVlmForConditionalGeneration", "fastvit_mci3", ("vision_config",)),
    "pe_video_encoder": ("PeVideoEncoder", "vit_pe_core_large_patch14_336", ("vision_config",)),
    "edgetam": ("EdgeTamModel", "repvit_m1", ("vision_config", "backbone_config")),
}


def _shrunk(model_type: str) -> object:
    base = AutoConfig.for_model(model_type)
    return shrink_config(drop_derived(base.to_dict(), type(base)), type(base), OVERRIDES.get(model_type), model_type)


@pytest.mark.parametrize("model_type", sorted(TOWERS))
def test_timm_towers_are_tiny_and_keep_their_family(model_type: str) -> None:
    import transformers

    class_name, architecture, path = TOWERS[model_type]
    config = _shrunk(model_type)
    tower = config
    for name in path:
        tower = getattr(tower, name)
    assert tower.architecture == architecture and tower.model_args  # the same timm model, made small by kwargs
    assert count_params_on_meta(getattr(transformers, class_name), config, class_name) < 5_000_000


def test_a_declared_hidden_size_follows_the_tiny_tower() -> None:
    # The projector is sized from vision_config.hidden_size, timm decides the width (FastViT: 2 x last stage).
    vision = _shrunk("fast_vlm").vision_config
    assert vision.hidden_size == num_features(vision.architecture, vision.model_args) == 128
    assert _shrunk("gemma3n").vision_config.hidden_size == 2048  # MobileNetV5's encoder always ends 2048 wide


def test_the_shrunk_config_builds_twice() -> None:
    # timm's builders edit some kwargs they get in place (EfficientNet-style block_args): a config whose
    # model_args they edited would fail its second build (the meta-device size guard's, then the real one).
    import transformers

    config = _shrunk("gemma3n").vision_config
    counts = [count_params_on_meta(transformers.TimmWrapperModel, config, "TimmWrapperModel") for _ in range(2)]
    assert counts[0] == counts[1]
    assert config.to_json_string()  # still serialisable: records and save_pretrained write it


def test_perception_lm_gets_the_vit_its_projector_reads() -> None:
    config = _shrunk("perception_lm")
    assert config.vision_config.architecture.startswith("vit_pe_")
    assert config.vision_config.model_args["embed_dim"] == 32 and config.vision_config.model_args["global_pool"] == ""


def test_timm_backbone_names_a_tiny_timm_resnet() -> None:
    assert _shrunk("timm_backbone").backbone == "test_resnet"
