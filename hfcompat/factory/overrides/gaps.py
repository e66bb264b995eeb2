"""Known gaps: model types the factory cannot build valid inputs (or a consistent tiny config) for yet.

Each would otherwise reach the CPU reference with inputs the model rejects and show as a
``reference_error``, blaming the model for the harness's shortfall. Listed here, each becomes a
``harness_error`` that says what is missing (docs/design.md §4: the harness's fault, never the backend's).
Fixing one means deleting its entry and adding the recipe or override that makes it pass.
"""

from __future__ import annotations

from hfcompat.factory.overrides.base import Override

SAM2 = ("the Hiera backbone's per-stage window sizes, strides and feature-map sizes are fixed lists tied to a "
        "1024px image; no consistent tiny set of them is derived yet")
PP_OCR = ("the OCR backbone's fixed per-stage channel and stride lists break when shrunk (depthwise groups "
          "no longer divide the channels, or feature maps reach zero size)")
CODEC_SEMANTIC = ("the codec pairs the waveform with a semantic encoder whose expected feature width the shrunk "
                  "config does not match")

_GAPS = {
    "align": "the text projection and the EfficientNet tower's output width disagree after shrinking",
    "dia": "Dia's decoder takes per-channel audio codes (B, S, channels) under a delay pattern; no recipe yet",
    "efficientloftr": "the coarse-to-fine matcher's window and fine-feature sizes derive from the backbone "
                      "strides; no consistent tiny config yet",
    "gemma4_audio": "the audio front-end's mel count is not in the config, and none tried fits the shrunk subsampler",
    "kimi_k25_vision": "the packed patches overrun the interpolated position table (the full Kimi-K2.5 model runs)",
    "kyutai_speech_to_text": "the model reads Mimi audio codes per codebook beside the text ids; no recipe for them",
    "layoutlmv3": "LayoutLMv3 needs a document image whose patch grid matches its text boxes; no recipe yet",
    "lilt": "LiLT's layout branch splits the width by channel_shrink_ratio and over six box embeddings; no "
            "shrunk width satisfies both yet",
    "lw_detr": "the projector's feature levels come out empty for the shrunk backbone",
    "moonshine": "the encoder's frames from raw audio and the shrunk decoder's attention shapes disagree",
    "muse_glimmer_assistant": "the assistant projects its parent model's hidden states (160 wide); no recipe",
    "neucodec": CODEC_SEMANTIC,
    "xcodec": CODEC_SEMANTIC,
    "xcodec2": CODEC_SEMANTIC,
    "omniasr_ctc": "the CTC model wants a mono waveform layout with a padding mask that no candidate matched",
    "pp_ocrv5_mobile_rec": PP_OCR,
    "pp_ocrv6_small_det": PP_OCR,
    "pp_ocrv6_small_rec": PP_OCR,
    "pp_ocrv6_tiny_rec": PP_OCR,
    "sam2": SAM2,
    "sam2_hiera_det_model": SAM2,
    "sam2_vision_model": SAM2,
    "sam3_tracker": SAM2,
    "tvp": "TVP's 2-D position embeddings are sized from max_img_size and the visual prompt; no consistent "
           "tiny set yet",
    "uvdoc": "the backbone's nested per-block channel lists and bridge widths are not shrunk consistently",
    "voxtral_realtime": "the realtime encoder's streaming windows and the text delay do not line up when shrunk",
    "xlstm": "the mLSTM state sizes derive from width factors in a way the shrunk config breaks",
}

OVERRIDES: dict[str, Override] = {k: Override(reason="known factory gap", gap=v) for k, v in _GAPS.items()}
