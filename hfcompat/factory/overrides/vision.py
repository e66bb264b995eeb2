"""Overrides for vision models: image and video classifiers, backbones, detectors, segmenters."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

from hfcompat.factory.overrides.base import Override


def image_of(size: int, key: str = "pixel_values", extra_dims: tuple[int, ...] = ()) -> Callable[[Any], None]:
    """An input hook that replaces the image by one of ``size`` pixels a side (extra dims after batch)."""
    def hook(ctx: Any) -> None:
        old = ctx.inputs.get(key)
        batch, channels = (old.shape[0], old.shape[-3]) if isinstance(old, torch.Tensor) and old.dim() >= 4 else (2, 3)
        ctx.inputs[key] = ctx.randn(batch, *extra_dims, channels, size, size)
    return hook


def _image_pair(ctx: Any) -> None:
    """Keypoint matchers take an image pair ``(B, 2, C, H, W)`` (grey images are repeated to 3 channels)."""
    ctx.inputs["pixel_values"] = ctx.randn(2, 2, 3, 64, 64)


def _seggpt(ctx: Any) -> None:
    """Input, prompt and prompt mask are each half the configured height (they are stacked)."""
    h, w = ctx.config.image_size
    for key in ("pixel_values", "prompt_pixel_values", "prompt_masks"):
        ctx.inputs[key] = ctx.randn(2, 3, h // 2, w)


def _mae_noise(ctx: Any) -> None:
    """ViT-MAE keeps the patches that sort first by a noise it draws with torch.rand when none is given,
    and CPU and device RNGs draw differently (issue 23): the noise is fed as an input, as the model's own
    tests do. Each row is a permutation of the patch indices: whole numbers below 256 are exact and
    distinct in bfloat16 too, so the argsort has no ties to break differently."""
    pixels = ctx.inputs["pixel_values"]
    patch = ctx.config.patch_size
    ph, pw = (patch, patch) if isinstance(patch, int) else patch
    n = (pixels.shape[-2] // ph) * (pixels.shape[-1] // pw)
    ctx.inputs["noise"] = torch.stack([torch.randperm(n, generator=ctx.gen) for _ in range(pixels.shape[0])]).float()


#: EdgeTAM's default config misspells the backbone's architecture ("archirecture": "repvit_m1"), so it
#: builds timm's resnet50, whose features match neither backbone_channel_list (RepViT-M1's 384..48) nor
#: its strides. Real checkpoints use RepViT-M1: the tiny one (timm_towers) is 8-64 wide, deepest first.
EDGETAM_BACKBONE = {"backbone_config": {"architecture": "repvit_m1"}, "backbone_channel_list": [64, 32, 16, 8]}
EDGETAM_REASON = ("the default config misspells the backbone's architecture, building timm's resnet50, which matches "
                  "neither backbone_channel_list nor its strides; real checkpoints use RepViT-M1, whose tiny stage "
                  "widths (8-64) the channel list follows, deepest first")

DPT_LEVELS = ("DPT's neck reassembles four encoder levels (backbone_out_indices [2, 5, 8, 11] of 12 layers) into "
              "neck_hidden_sizes' four widths; four layers give each its own")
BEIT_SEGMENTATION = ("the semantic-segmentation head's FPN takes exactly four encoder levels (out_indices, [3, 5, 7, "
                     "11] of 12 layers in microsoft/beit-base-finetuned-ade-640-640); four layers give each its own")
FOUR_LEVELS = {"num_hidden_layers": 4, "out_indices": [1, 2, 3, 4]}

OVERRIDES: dict[str, Override] = {
    "timm_backbone": Override(
        reason="the default config names no timm model (backbone=None); timm's own tiny ResNet (test_resnet: basic "
        "and bottleneck blocks, deep stem, average-pool downsampling) stands in, as TimmBackbone takes no kwargs "
        "that would shrink a named one",
        config={"backbone": "test_resnet"}),
    "edgetam_vision_model": Override(reason=EDGETAM_REASON, config=EDGETAM_BACKBONE),
    "edgetam": Override(
        reason=EDGETAM_REASON + "; the mask decoder reads the features at backbone_feature_sizes, the stride-4/8/16 "
        "maps of the 128px image the prompt encoder's shrunk image_size gives",
        config={"vision_config": {**EDGETAM_BACKBONE, "backbone_feature_sizes": [[32, 32], [16, 16], [8, 8]]}}),
    "efficientnet": Override(
        reason="EfficientNet scales every stage by width/depth coefficients (2.0/3.1 by default: 64M parameters "
        "at any hidden size); small coefficients keep the same block structure",
        config={"width_coefficient": 0.25, "depth_coefficient": 0.25, "hidden_dim": 320, "image_size": 64,
                # the per-stage channels are scaled by width_coefficient, so they keep their defaults
                "in_channels": [32, 16, 24, 40, 80, 112, 192], "out_channels": [16, 24, 40, 80, 112, 192, 320]},
    ),
    "align": Override(
        reason="ALIGN's vision tower is an EfficientNet scaled by width/depth coefficients (see efficientnet); the "
        "image embedding is the last stage's pooled width, which the text projection must match (align-base: "
        "320 x 2.0 = 640 = projection_dim): the stages keep their widths, 320 x 0.25 = 80 = projection_dim",
        config={"projection_dim": 80,
                "vision_config": {"width_coefficient": 0.25, "depth_coefficient": 0.25, "hidden_dim": 32,
                                  "image_size": 64, "in_channels": [32, 16, 24, 40, 80, 112, 192],
                                  "out_channels": [16, 24, 40, 80, 112, 192, 320]}},
    ),
    "bridgetower": Override(
        reason="the vision tower derives its head count as hidden_size // 64, so it needs a width of 64",
        config={"hidden_size": 64, "text_config": {"hidden_size": 64}, "vision_config": {"hidden_size": 64}},
    ),
    "depth_pro": Override(
        reason="DepthPro tiles the image into patch_size tiles at ratios down to 1/4 (384px tiles need 1536px "
        "images) and hooks encoder layers 11 and 5; 56px tiles on a 224px image and hooks 1, 0 keep the design",
        config={"patch_size": 56, "intermediate_hook_ids": [1, 0], "image_model_config": {"image_size": 56},
                "patch_model_config": {"image_size": 56}, "fov_model_config": {"image_size": 56}},
        inputs=image_of(224),
    ),
    "mobilevitv2": Override(
        reason="five stride-2 stages and 2x2 unfolding need at least 128px images",
        inputs=image_of(128),
    ),
    "mobilevit": Override(reason="five stride-2 stages and 2x2 unfolding need at least 128px images",
                          inputs=image_of(128)),
    **{t: Override(reason="a keypoint matcher takes an image pair (B, 2, C, H, W)", inputs=_image_pair)
       for t in ("lightglue", "superglue")},
    "efficientloftr": Override(
        reason="the config validates hidden_size == out_features[-1]; the per-stage widths become uniform. The "
        "coarse RoPE fills hidden_size // 2 slots with 2 * head_dim frequencies (partial_rotary_factor 4): "
        "head_dim must be hidden_size // 8, i.e. the default 8 heads, which the shrinker would cut to 4",
        config={"out_features": [32, 32, 32, 32], "fine_fusion_dims": [32, 32, 32], "stage_num_blocks": [1, 1, 1, 1],
                "num_attention_heads": 8},
        inputs=_image_pair,
    ),
    "vit_mae": Override(
        reason="the step masks patches by a noise it would draw with torch.rand, which CPU and device RNGs draw "
        "differently (issue 23): fed as an input (a permutation per image)",
        inputs=_mae_noise),
    "seggpt": Override(
        reason="SegGPT segments by example: a prompt image and its mask go with the input; the encoder merges "
        "prompt and input at merge_index, which must precede the first kept output layer",
        config={"merge_index": 0, "image_size": [128, 64]}, inputs=_seggpt),
    "zoedepth": Override(
        reason="the metric head's bottleneck conv takes the fusion stage's output: bottleneck_features is "
        "fusion_hidden_size (256 and 256 by default), which the shrinker cuts to 32 without it",
        config={"bottleneck_features": 32},
    ),
    **{t: Override(reason="EoMT feeds its mask queries to the last num_blocks (4) layers: more than the 2 shrunk "
                          "layers, they would join before the first; one of two keeps them in the last layer",
                   config={"num_blocks": 1}) for t in ("eomt", "eomt_dinov3")},
    "dpt": Override(reason=DPT_LEVELS, class_config={c: {"num_hidden_layers": 4, "backbone_out_indices": [0, 1, 2, 3]}
                                                     for c in ("DPTForDepthEstimation", "DPTForSemanticSegmentation")}),
    "detr": Override(
        reason="DETR's mask head convolves the features with one attention map per head concatenated (d_model + "
        "heads channels, 256 + 8 = 264), in groups of 8: 32 + 4 = 36 is no multiple of 8, 32 + 8 = 40 is",
        class_config={"DetrForSegmentation": {"encoder_attention_heads": 8, "decoder_attention_heads": 8}}),
    "omdet-turbo": Override(
        reason="the vision tower is timm's Swin-T (swin_tiny_patch4_window7_224), whose widths timm fixes and "
        "OmDetTurboConfig cannot shrink (it forwards only img_size and always_partition to timm): the neck takes "
        "its real 192/384/768 channels, and images come at Swin-T's 224px, not the checkpoints' 640 (img_size, a "
        "non-field the shrinker drops, is set again so the two agree). The decoder defines its task projection "
        "only where the class embedding (512, the text width) differs from the decoder's (256), yet always calls "
        "it: the text side stays twice the shrunk decoder width",
        config={"image_size": 224, "encoder_in_channels": [192, 384, 768], "d_model": 32, "class_embed_dim": 64,
                "text_projection_in_dim": 64, "text_projection_out_dim": 64, "text_config": {"hidden_size": 64},
                "backbone_config": {"img_size": 224, "always_partition": True}},
    ),
    "uvdoc": Override(
        reason="the head's bridge connector takes every bridge stage's features concatenated (128 x 6 = 768 "
        "channels), but the default backbone config returns stage6 alone; the backbone returns all six",
        config={"backbone_config": {"out_features": [f"stage{i}" for i in range(1, 7)],
                                    "out_indices": list(range(1, 7))}},
    ),
    "chmv2": Override(
        reason="the depth head pairs each backbone level with its class token: CHMv2Config's defaults set "
        "return_class_token on the DINOv3 backbone, a non-field attribute the shrinker drops as derived; set again",
        config={"backbone_config": {"return_class_token": True}},
    ),
    "beit": Override(reason=BEIT_SEGMENTATION, class_config={"BeitForSemanticSegmentation": FOUR_LEVELS}),
    "data2vec-vision": Override(reason=BEIT_SEGMENTATION,
                                class_config={"Data2VecVisionForSemanticSegmentation": FOUR_LEVELS}),
}
