"""Overrides for dense-prediction vision models (detectors, OCR, promptable segmenters): the settings
their checkpoints use where the default config, or the generic shrinker, gives something they never are.
"""

from __future__ import annotations

from typing import Any

from hfcompat.factory.overrides.base import Override


def _text_line(ctx: Any) -> None:
    """A text recognizer reads one line of text: its processors resize to 48px high (the backbone pools the
    height to 1 after its (2, 1) strides) and keep the aspect ratio, 320px wide when padded; 160 here."""
    old = ctx.inputs["pixel_values"]
    ctx.inputs["pixel_values"] = ctx.randn(old.shape[0], old.shape[1], 48, 160)


#: Sapiens2's decode heads as its checkpoints configure them (facebook/sapiens2-{seg,pose}: transposed-conv
#: upsampling; -{normal,pointmap,matting}: conv + pixel-shuffle, the pointmap one with its focal-scale
#: branch: two stride-2 convs, which leave the tiny 8x8 patch grid 2x2 as the real 64x48 one is left 8x6;
#: instance norm in training needs more than one element), at the tiny width.
_SAPIENS2_DECONV = {"upsample_out_channels": [32, 32], "conv_out_channels": [32]}
_SAPIENS2_SHUFFLE = {"use_pixel_shuffle": True, "upsample_out_channels": [32, 16], "conv_out_channels": [16],
                     "conv_kernel_sizes": [3]}
SAPIENS2_HEADS: dict[str, dict[str, Any]] = {
    "Sapiens2ForSemanticSegmentation": {"head_config": _SAPIENS2_DECONV},
    "Sapiens2ForPoseEstimation": {"head_config": _SAPIENS2_DECONV, "num_labels": 17},
    "Sapiens2ForNormalEstimation": {"head_config": _SAPIENS2_SHUFFLE, "num_labels": 3},
    "Sapiens2ForPointmapEstimation": {"num_labels": 3, "head_config": {
        **_SAPIENS2_SHUFFLE, "scale_conv_out_channels": [32, 16], "scale_final_hidden_sizes": [16, 8]}},
    "Sapiens2ForImageMatting": {"head_config": _SAPIENS2_SHUFFLE, "num_labels": 4},  # RGB foreground + alpha
}

#: SAM 2's Hiera image encoder, tiny. Its blocks pool the skip path only where a stage widens (dim != dim_out):
#: the shrinker's uniform stage widths left the skip at full resolution against the pooled attention output
#: (window_unpartition's batch came out 0). Widths double per stage as in every Hiera (96-768), heads as in
#: sam2.1-hiera-tiny (1-8); one windowed and one global block in the third stage (global_attention_blocks
#: index the blocks overall); a 128px image, whose stride-4/8/16 maps the vision neck reads
#: (backbone_feature_sizes) and whose stride-16 map the prompt encoder's 128px image_size expects.
HIERA = {"hidden_size": 16, "embed_dim_per_stage": [16, 32, 64, 128], "num_attention_heads_per_stage": [1, 2, 4, 8],
         "blocks_per_stage": [1, 1, 2, 1], "global_attention_blocks": [3], "image_size": [128, 128]}
SAM2_VISION = {"backbone_config": HIERA, "backbone_channel_list": [128, 64, 32, 16],
               "backbone_feature_sizes": [[32, 32], [16, 16], [8, 8]]}
HIERA_REASON = ("the Hiera encoder pools its skip path only where a stage widens; stage widths double as in the "
                "real ones, and the neck's feature sizes follow the 128px image")

#: PP-LCNetV4 (the PP-OCRv6 backbone) at its real widths (96-384) and strides, each stage cut to its first block
#: and its first squeeze-excitation block: the shrinker cut the stem's channel list to 32 but not the nested
#: block lists (still 96 in), so the first depthwise conv's groups no longer matched its input.
LCNET_V4 = {"stem_channels": [3, 48, 96], "block_configs": [
    [[3, 96, 96, 1, True]],
    [[3, 96, 96, 1, False]],
    [[3, 96, 192, [2, 1], False], [3, 192, 192, 1, True]],
    [[3, 192, 384, [2, 1], False], [3, 384, 384, 1, True]],
]}
LCNET_V4_REASON = ("PP-LCNetV4's per-block channel lists are nested (the shrinker leaves them at 96-384) while its "
                   "stem list is cut: they are kept at their real widths, with fewer blocks per stage")

#: PP-OCRv5 mobile recognizer's PP-LCNetV3 as its checkpoint has it: transformers' default block_configs are the
#: detector's (stride 2 everywhere: a 48px line pools to nothing); the recognizer's strides are (2, 1) and (1, 2)
#: (PaddleOCR's rec NET_CONFIG). Its block lists as they are, each stage cut to the blocks of distinct kind and
#: stride, narrowed by the model's own width knob (scale 0.25, a documented setting; the checkpoint's is 0.75).
LCNET_V3_REC = {"scale": 0.25, "block_configs": [
    [[3, 16, 32, 1, False]],
    [[3, 32, 64, 1, False], [3, 64, 64, 1, False]],
    [[3, 64, 128, [2, 1], False], [3, 128, 128, 1, False]],
    [[3, 128, 256, [1, 2], False], [5, 256, 256, 1, False]],
    [[5, 256, 512, [2, 1], True], [5, 512, 512, 1, True], [5, 512, 512, [2, 1], False]],
]}
#: PP-OCRv6 detectors' PP-LCNetV4 as the released PP-OCRv6_small_det has it (stem 24-48, stage widths 48-384, stride
#: 2 per stage, all four stages out for the neck's p2-p5), each stage cut to its first block and its first
#: squeeze-excitation block. transformers' default is the recognizer's backbone (stride (2, 1), one stage out),
#: against neck channel lists (12, 18, 42, 360) that the released configs always override.
LCNET_V4_DET = {"stem_channels": [3, 24, 48], "out_features": ["stage1", "stage2", "stage3", "stage4"],
                "out_indices": [1, 2, 3, 4], "block_configs": [
                    [[3, 48, 48, 1, True]],
                    [[3, 48, 96, 2, False], [3, 96, 96, 1, True]],
                    [[3, 96, 192, 2, False], [3, 192, 192, 1, True]],
                    [[3, 192, 384, 2, False], [3, 384, 384, 1, True]]]}
#: The intra-class blocks of the PP-OCR server/medium detectors' necks, as the released configs set them (each entry
#: a conv's kernel, stride, padding: vertical, horizontal and square kernels of 7/5/3 whose outputs are summed);
#: with the neck's upsampling factors and the DB head's kernels. transformers' defaults leave all three None.
INTRACLASS_NECK = {
    "intraclass_block_config": {
        "reduce_channel": [1, 1, 0], "return_channel": [1, 1, 0],
        "vertical_long_to_small_conv_longratio": [[7, 1], [1, 1], [3, 0]],
        "vertical_long_to_small_conv_midratio": [[5, 1], [1, 1], [2, 0]],
        "vertical_long_to_small_conv_shortratio": [[3, 1], [1, 1], [1, 0]],
        "horizontal_small_to_long_conv_longratio": [[1, 7], [1, 1], [0, 3]],
        "horizontal_small_to_long_conv_midratio": [[1, 5], [1, 1], [0, 2]],
        "horizontal_small_to_long_conv_shortratio": [[1, 3], [1, 1], [0, 1]],
        "symmetric_conv_long_longratio": [[7, 7], [1, 1], [3, 3]],
        "symmetric_conv_long_midratio": [[5, 5], [1, 1], [2, 2]],
        "symmetric_conv_long_shortratio": [[3, 3], [1, 1], [1, 1]],
    },
    "scale_factor_list": [1, 2, 4, 8], "kernel_list": [3, 2, 2],
}
INTRACLASS_REASON = ("the neck's intra-class block configs, upsampling factors and head kernels are None by default "
                     "(every released config sets them); set as PP-OCRv5_server_det / PP-OCRv6_medium_det have them")
TEXT_LINE = "a recognizer reads a 48px-high text line (its processor's height), not a square image"

OVERRIDES: dict[str, Override] = {
    "pp_lcnet_v4": Override(reason=LCNET_V4_REASON, config=LCNET_V4),
    **{t: Override(reason=f"{LCNET_V4_REASON}; {TEXT_LINE}", config={"backbone_config": LCNET_V4}, inputs=_text_line)
       for t in ("pp_ocrv6_small_rec", "pp_ocrv6_tiny_rec")},
    "pp_ocrv6_small_det": Override(
        reason="the default backbone is the recognizer's (one stage out, (2, 1) strides) against the neck's "
        "placeholder channel lists; set as the released PP-OCRv6_small_det has them, fewer blocks per stage",
        config={"backbone_config": LCNET_V4_DET, "layer_list_out_channels": [48, 96, 192, 384]}),
    "pp_ocrv6_medium_det": Override(
        reason=f"{INTRACLASS_REASON}; its backbone as for pp_ocrv6_small_det (the released medium one is the same "
        "design at 128-896 wide; the neck reads its widths from the backbone)",
        config={"backbone_config": LCNET_V4_DET, **INTRACLASS_NECK}),
    "pp_ocrv5_server_det": Override(reason=INTRACLASS_REASON, config=INTRACLASS_NECK),
    "pp_doclayout_v2": Override(
        reason="the detector keeps a box where its score passes its class's threshold (class_thresholds) and hands "
        "the kept classes to the reading-order model through class_order: both are None by default and set per "
        "label by the released config (25 labels); here one each for the tiny config's two labels",
        config={"num_labels": 2, "class_thresholds": [0.5, 0.5], "class_order": [0, 1]}),
    "pp_ocrv5_mobile_rec": Override(
        reason=f"the default backbone blocks are the detector's, with stride 2 where the recognizer has (2, 1); "
        f"{TEXT_LINE}", config={"backbone_config": LCNET_V3_REC}, inputs=_text_line),
    "sam2_hiera_det_model": Override(reason=HIERA_REASON, config=HIERA),
    "sam2_vision_model": Override(reason=HIERA_REASON, config=SAM2_VISION),
    **{t: Override(reason=HIERA_REASON, config={"vision_config": SAM2_VISION})
       for t in ("sam2", "sam2_video", "edgetam_video")},
    "sam3_tracker": Override(
        reason="the mask decoder reads the vision neck's maps at backbone_feature_sizes, the ViT's patch grid scaled "
        "by scale_factors (4, 2, 1): 288/144/72 for the real 1008px image, 32/16/8 for the tiny 112px one (8 patches "
        "of 14); its attention windows (24 patches) become 4, so that the 8x8 grid still has several",
        config={"vision_config": {"backbone_feature_sizes": [[32, 32], [16, 16], [8, 8]],
                                  "backbone_config": {"window_size": 4}}}),
    "sapiens2": Override(
        reason="Sapiens2Config's default head_config is None, which no head can be built from (the heads index "
        "its channel lists); each task's checkpoint sets its own head_config and label count",
        class_config=SAPIENS2_HEADS,
    ),
    "lw_detr": Override(
        reason="LwDetrConfig's default projector_scale_factors is empty: no feature level reaches the decoder "
        "(torch.cat of none). Every LW-DETR checkpoint (tiny to xlarge conversions) sets them; [1.0] is the "
        "tiny/small/medium one (the P4 level only)",
        config={"projector_scale_factors": [1.0]},
    ),
}
