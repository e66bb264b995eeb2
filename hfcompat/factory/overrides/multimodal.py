"""Overrides for multimodal models: dual encoders, vision-language and audio-language models."""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.inputs import vision
from hfcompat.factory.inputs.audio import AUDIO_SAMPLES
from hfcompat.factory.inputs.patches import navit_packed, token_blocks
from hfcompat.factory.inputs.tiling import aspect_tiles, tile_mask
from hfcompat.factory.overrides.base import Override
from hfcompat.factory.sizes import SMALL_VOCAB
from hfcompat.factory.timm_towers import MNV5_TOKENS_A_SIDE

PLACEHOLDER = "the default config leaves the image placeholder id unset (real checkpoints add one to the tokenizer); "


def _query_placeholders(ctx: Any) -> None:
    """BLIP-2's retrieval head: ``num_query_tokens`` image placeholders before the text, as Blip2Processor
    puts them when the config has an image token (the head slices them off; without them it slices the
    text away). The generation head gets its placeholders from the measured features instead."""
    ids, mask = ctx.inputs.get("input_ids"), ctx.inputs.get("attention_mask")
    image = getattr(ctx.config, "image_token_index", None)
    if ctx.class_name != "Blip2ForImageTextRetrieval" or not isinstance(ids, torch.Tensor) or image is None:
        return
    n = int(ctx.config.num_query_tokens)
    ctx.inputs["input_ids"] = torch.cat([torch.full((ids.shape[0], n), image, dtype=ids.dtype), ids], dim=-1)
    if isinstance(mask, torch.Tensor):
        ctx.inputs["attention_mask"] = torch.cat([torch.ones(mask.shape[0], n, dtype=mask.dtype), mask], dim=-1)


def _image_attention_mask(ctx: Any) -> None:
    """IDEFICS cross-attends from each text token to the images it may see: ``(B, S, images)``."""
    ids, pixels = ctx.inputs.get("input_ids"), ctx.inputs.get("pixel_values")
    if isinstance(ids, torch.Tensor) and isinstance(pixels, torch.Tensor) and pixels.dim() == 5:
        ctx.inputs["image_attention_mask"] = torch.ones(ids.shape[0], ids.shape[1], pixels.shape[1], dtype=torch.long)


def _kosmos2_positions(ctx: Any) -> None:
    """Kosmos-2 writes its latent image queries over the positions flagged in image_embeds_position_mask.
    A generate prompt is shorter than the queries: there each sample gets the processor's block in front
    of its text, ``<s> <image>``, one token per query, ``</image>``, padded on the prompt's side."""
    ids = ctx.inputs.get("input_ids")
    if not isinstance(ids, torch.Tensor):
        return
    queries = int(ctx.config.latent_query_num)
    if not ctx.prompt:
        mask = torch.zeros_like(ids)
        mask[:, 1:1 + queries] = 1
        ctx.inputs["image_embeds_position_mask"] = mask
        return
    texts = [row[keep != 0] for row, keep in zip(ids, ctx.inputs.get("attention_mask", torch.ones_like(ids)))]
    rows = [torch.cat([text[:1], ctx.ids(queries + 2), text[1:]]) for text in texts]
    width = max(len(r) for r in rows)
    new_ids = torch.full((len(rows), width), ctx.pad_id(), dtype=torch.long)
    attention, positions = torch.zeros_like(new_ids), torch.zeros_like(new_ids)
    for b, row in enumerate(rows):
        start = width - len(row) if ctx.padding == "left" else 0
        new_ids[b, start:start + len(row)] = row
        attention[b, start:start + len(row)] = 1
        positions[b, start + 2:start + 2 + queries] = 1  # after <s> <image>
    ctx.inputs.update(input_ids=new_ids, attention_mask=attention, image_embeds_position_mask=positions)


def _gemma4_patches(ctx: Any) -> None:
    """Gemma 4's vision tower takes flattened patches and their (x, y) grid positions (-1 = padding)."""
    patch, kernel = int(ctx.config.patch_size), int(ctx.config.pooling_kernel_size)
    side = 2 * kernel
    ys, xs = torch.meshgrid(torch.arange(side), torch.arange(side), indexing="ij")
    positions = torch.stack([xs.flatten(), ys.flatten()], dim=-1)
    ctx.inputs["pixel_values"] = ctx.rand(2, side * side, 3 * patch * patch)
    ctx.inputs["pixel_position_ids"] = positions.unsqueeze(0).repeat(2, 1, 1)


def _xclip_video(ctx: Any) -> None:
    """X-CLIP declares images but takes a video: ``(B, frames, C, H, W)`` with the configured frame count."""
    vision = ctx.config.vision_config
    size = vision.image_size
    ctx.inputs["pixel_values"] = ctx.randn(2, ctx.config.mit_num_frames if hasattr(ctx.config, "mit_num_frames")
                                           else vision.num_frames, 3, size, size)


SIGLIP_PROJECTION = ("the text head projects to projection_size, which the config derives from the text width "
                     "when unset (the checkpoints' 768 = 768) and to_dict() then holds at full size: unset again, "
                     "it follows the shrunk width that the image embedding has")


def _siglip2_patches(ctx: Any) -> None:
    """SigLIP 2 takes pre-patchified images (B, patches, C*p*p), their grid and a patch mask (NaFlex)."""
    vision = getattr(ctx.config, "vision_config", ctx.config)
    patch, side = int(vision.patch_size), 4
    ctx.inputs["pixel_values"] = ctx.randn(2, side * side, 3 * patch * patch)
    ctx.inputs["spatial_shapes"] = torch.tensor([[side, side]] * 2)
    ctx.inputs["pixel_attention_mask"] = torch.ones(2, side * side, dtype=torch.long)


def _lxmert_regions(ctx: Any) -> None:
    """LXMERT attends to detected regions: their features (B, regions, visual_feat_dim) and boxes (B, regions, 4)."""
    ctx.inputs["visual_feats"] = ctx.randn(2, 6, int(ctx.config.visual_feat_dim))
    ctx.inputs["visual_pos"] = ctx.rand(2, 6, int(ctx.config.visual_pos_dim))


def _cameras(ctx: Any) -> None:
    """PI0 takes one image per camera: pixels (B, cameras, C, H, W) and a camera mask (B, cameras)."""
    pixels = ctx.inputs.get("pixel_values")
    if pixels is None or pixels.dim() != 4:
        return
    ctx.inputs["pixel_values"] = pixels.unsqueeze(1)
    ctx.inputs["pixel_attention_mask"] = torch.ones(pixels.shape[0], 1, dtype=torch.bool)


def _inkling_patches(ctx: Any) -> None:
    """Inkling's processor cuts each image into patch_size squares, repeats each over the
    temporal_patch_size frames and hands them as ``(patches, frames, p, p, C)``; each patch becomes
    one image token. Two patches an image here, their placeholders placed for them, the labels after."""
    if "pixel_values" not in ctx.inputs:
        return  # a text-only candidate
    from hfcompat.factory.inputs.labels import make_labels
    from hfcompat.factory.inputs.multimodal import join_media

    vision = ctx.config.vision_config
    patch, frames = int(vision.patch_size), int(vision.temporal_patch_size)
    still = ctx.rand(2 * ctx.batch, 1, patch, patch, int(vision.num_channels)) * 2 - 1
    ctx.inputs["pixel_values"] = still.repeat(1, frames, 1, 1, 1)
    if "input_ids" in ctx.inputs:
        join_media(ctx, "image")
        if "labels" in ctx.inputs:
            ctx.inputs.update(make_labels(ctx))


MOLMO2_TOKENS_A_SIDE = 2  # pooled image tokens a side of each image: each pools a 2 x 2 block of patches


def _molmo2_crops(ctx: Any) -> None:
    """Molmo2's processor hands each image as crops of patches ``(crops, patches, p·p·C)`` (the patch
    count is fixed by the position table), with ``image_token_pooling`` (per image token, the indices
    of the patches it pools, over all crops flattened) and ``image_grids`` (the low- and high-resolution
    token grids, whose products count each image's tokens). One crop per image here, pooled to a
    2 x 2 token grid, its placeholders placed; Molmo2 refuses images and videos together, so videos go."""
    if "pixel_values" not in ctx.inputs:
        return  # a text-only or video candidate
    from hfcompat.factory.inputs.labels import make_labels
    from hfcompat.factory.inputs.multimodal import place_tokens, token_types

    vision = ctx.config.vision_config
    patches, patch = int(vision.num_position_embeddings), int(vision.patch_size)
    side, tokens = int(patches ** 0.5), MOLMO2_TOKENS_A_SIDE
    ctx.inputs["pixel_values"] = ctx.randn(ctx.batch, patches, patch * patch * int(vision.num_channels))
    block = [dr * side + dc for dr in range(2) for dc in range(2)]  # a 2 x 2 block of patches
    pooling = [[crop * patches + (2 * r) * side + 2 * c + i for i in block]
               for crop in range(ctx.batch) for r in range(tokens) for c in range(tokens)]
    ctx.inputs["image_token_pooling"] = torch.tensor(pooling, dtype=torch.long)
    ctx.inputs["image_grids"] = torch.tensor([[tokens, tokens, 0, 0]] * ctx.batch, dtype=torch.long)
    for name in [n for n in ctx.inputs if "video" in n]:
        del ctx.inputs[name]
    if "input_ids" in ctx.inputs:
        place_tokens(ctx, "image", [tokens * tokens] * ctx.batch)
        if "mm_token_type_ids" in ctx.inputs:
            ctx.inputs["mm_token_type_ids"] = token_types(ctx)
        if "labels" in ctx.inputs:
            ctx.inputs.update(make_labels(ctx))
            labels = ctx.inputs["labels"]  # the placeholder's name (image_patch_id) is no *_token_id name
            if isinstance(labels, torch.Tensor) and labels.shape == ctx.inputs["input_ids"].shape:
                labels[ctx.inputs["input_ids"] == int(ctx.config.image_token_id)] = -100


def _glm_image_grids(ctx: Any) -> None:
    """GLM-Image edits images: its processor lists, per sample, the source images' grids and then the
    grid of the image it will generate (``images_per_sample`` counts both), with pixels for the sources
    alone; each source's VQ tokens fill its placeholders. The target's grid follows each sample's source
    grid here, and the placeholders are placed for the VQ tokens the model's own tokenizer makes."""
    grids = ctx.inputs.get("image_grid_thw")
    if "pixel_values" not in ctx.inputs or not isinstance(grids, torch.Tensor) or grids.shape[0] != ctx.batch:
        return
    from hfcompat.factory.inputs.labels import make_labels
    from hfcompat.factory.inputs.multimodal import place_tokens
    from hfcompat.factory.inputs.probe import preserved

    with preserved(ctx.model):
        features = ctx.model.get_image_features(ctx.inputs["pixel_values"], grids, return_dict=True).pooler_output
        counts = [int(t.numel()) for t in torch.split(ctx.model.get_image_tokens(features).view(-1),
                                                      [int(g.prod()) for g in grids])]
    ctx.inputs["image_grid_thw"] = torch.stack([grids, grids], dim=1).reshape(-1, 3)  # source, then target
    ctx.inputs["images_per_sample"] = torch.full((ctx.batch,), 2, dtype=torch.long)
    if "input_ids" in ctx.inputs:
        _drop_image_blocks(ctx)  # the generic recipe's blocks, counted for the patches, not the VQ tokens
        place_tokens(ctx, "image", counts)
        if "labels" in ctx.inputs:
            ctx.inputs.update(make_labels(ctx))


def _drop_image_blocks(ctx: Any) -> None:
    """The text of ``input_ids`` without image placeholders and their start/end tokens (right-padded)."""
    ids, mask = ctx.inputs["input_ids"], ctx.inputs.get("attention_mask")
    mask = mask if isinstance(mask, torch.Tensor) and mask.shape == ids.shape else torch.ones_like(ids)
    media = {int(getattr(ctx.config, n)) for n in ("image_token_id", "image_start_token_id", "image_end_token_id")
             if isinstance(getattr(ctx.config, n, None), int)}
    rows = [[t for t, m in zip(ids[b].tolist(), mask[b].tolist()) if m and t not in media] for b in range(len(ids))]
    width = max(len(r) for r in rows)
    ctx.inputs["input_ids"] = torch.full((len(rows), width), ctx.pad_id(), dtype=torch.long)
    ctx.inputs["attention_mask"] = torch.zeros(len(rows), width, dtype=torch.long)
    for b, row in enumerate(rows):
        ctx.inputs["input_ids"][b, :len(row)] = torch.tensor(row, dtype=torch.long)
        ctx.inputs["attention_mask"][b, :len(row)] = 1


def _inkling2_tokens(ctx: Any) -> None:
    """Inkling2's vision tower takes one pixel block per language-model image token,
    (tokens, patch x merge, patch x merge, C), with the grid counted in those tokens."""
    config = ctx.config
    side = int(config.patch_size) * int(config.spatial_merge_size)
    ctx.inputs["image_grid_thw"] = torch.tensor([[1, 2, 2]] * 2)
    ctx.inputs["pixel_values"] = ctx.rand(8, side, side, 3) * 2 - 1


def _audio_and_video(ctx: Any) -> None:
    """PE audio-video encodes a clip's sound and frames in one sequence: both towers run together (the
    model declares only text as an input modality). The waveform is mono ``(B, 1, samples)``, as the
    DAC front-end takes it; the clip ``(B, frames, C, H, W)``."""
    if "input_values" not in ctx.inputs:
        ctx.inputs["input_values"] = ctx.randn(2, 1, AUDIO_SAMPLES)
    if "pixel_values_videos" not in ctx.inputs:
        ctx.inputs.update(vision.video(ctx, "pixel_values_videos")[0])


MINICPM = ("the default config leaves the image and video placeholder ids unset (real checkpoints add them to the "
           "tokenizer), and forward then skips both towers: ids 1000 and 1001 stand in. Images and video frames come "
           "NaViT-packed with their patch grids (target_sizes, target_sizes_videos), as its processors pack them; "
           "generate encodes them with get_image_features, which requires the grids. The tower merges patches 2 x 2 "
           "after encoder layer insert_layer_id (6 of 27): 0 of the 2 shrunk layers, as 6 is never reached")
MINICPM_IDS = {"image_token_id": 1000, "video_token_id": 1001, "insert_layer_id": 0}


def _letters(code: int) -> str:
    return "".join(chr(ord("A") + int(d)) for d in str(code))


#: A tiny VQ codebook mapped to BPE ids 500..563, and the image placeholder at 900 (above the 3..99
#: range random text is drawn from): what a real checkpoint's vocabulary_map holds, at 64 codes.
CHAMELEON_VOCAB = {"<image>": 900, **{f"IMGIMG{_letters(i)}Z": 500 + i for i in range(64)}}
EMU3_VOCAB = {"<image>": 900, "<|extra_200|>": 901, **{f"<|visual token {i:06d}|>": 500 + i for i in range(64)}}
VOCAB_MAP = ("the default config has no vocabulary_map (the table from VQ image codes to BPE ids that real "
             "checkpoints ship with their tokenizer); a 64-code VQ and its map stand in")

OVERRIDES: dict[str, Override] = {
    "gemma3n": Override(
        reason="the MobileNetV5 tower's fusion adapter pools to a fixed grid (16 x 16 = 256 soft tokens a 768px "
        "image); shrunk (timm_towers) it pools the small image to 2 x 2, and the soft-token count reshaped from it "
        "follows",
        config={"vision_soft_tokens_per_image": MNV5_TOKENS_A_SIDE ** 2}),
    "fast_vlm": Override(
        reason="FastViT-MCi3 downsamples 64x and runs attention in its last two stages: at the recipes' 64px "
        "image those see 2 x 2 and 1 x 1 maps (a softmax over one token) and the LM one image token; 128px gives "
        "4 x 4 and 2 x 2 (a real 1024px image: 32 x 32 and 16 x 16)",
        config={"vision_config": {"image_size": 128}}),
    "perception_lm": Override(
        reason="the default vision config is timm's resnet50, whose feature map has neither the patch tokens the "
        "projector takes nor the model_args['embed_dim'] it reads; real checkpoints use a Perception Encoder ViT "
        "without its pooling head (global_pool ''), as transformers' conversion script writes them",
        config={"vision_config": {"architecture": "vit_pe_core_large_patch14_336", "model_args": {"global_pool": ""}}}),
    **{t: Override(reason="the audio-video encoder embeds the waveform and the video frames together (the model "
                          "declares neither medium); without either, the encoder has nothing to read (and PeAudioVideo"
                          "Model's video-and-text path reads an output field PeVideoOutput lacks)",
                   inputs=_audio_and_video) for t in ("pe_audio_video", "pe_audio_video_encoder")},
    "clip": Override(
        reason="the contrastive CLIPModel exercises both towers and has a loss (return_loss=True); "
        "the image-classification head would skip the text tower",
        class_name="CLIPModel",
    ),
    "blip-2": Override(reason=PLACEHOLDER + "id 1000 of the shrunk vocabulary stands in; the retrieval head "
                       "drops the num_query_tokens placeholders its processor puts before the text",
                       config={"image_token_index": 1000}, inputs=_query_placeholders,
                       # the retrieval head runs its text through the Q-Former, which then needs its text MLP
                       # (Salesforce/blip2-itm-vit-g sets this; the Q-Former's default leaves it off)
                       class_config={"Blip2ForImageTextRetrieval": {
                           "qformer_config": {"use_qformer_text_input": True}}}),
    "instructblip": Override(reason=PLACEHOLDER + "id 1000 of the shrunk vocabulary stands in",
                             config={"image_token_index": 1000}),
    "instructblipvideo": Override(reason=PLACEHOLDER.replace("image", "video") + "id 1000 stands in",
                                  config={"video_token_index": 1000}),
    "idefics": Override(
        reason="IDEFICS cross-attends to (B, images, C, H, W) pixels through image_attention_mask (B, S, images), "
        "which it needs to run with images",
        inputs=_image_attention_mask,
    ),
    "kosmos-2": Override(
        reason="Kosmos-2 writes its latent image queries over the token positions flagged by "
        "image_embeds_position_mask; 64 queries shrink to 8 to fit the 16-token text, and a 6-token generate "
        "prompt gets the processor's image block in front of its text",
        config={"latent_query_num": 8}, inputs=_kosmos2_positions,
    ),
    "gemma4_vision": Override(
        reason="the vision tower takes pre-patchified pixels and their grid positions (pixel_position_ids), "
        "as Gemma 4's processor makes them; a grid of 2x2 pooling windows",
        inputs=_gemma4_patches,
    ),
    "xclip": Override(reason="X-CLIP declares image+text inputs but its vision tower takes video clips (5-D pixels)",
                      inputs=_xclip_video),
    "qwen4_exp": Override(
        reason="the default text config has indexed-attention layers but leaves the indexer unset",
        config={"text_config": {"indexer_n_heads": 4, "indexer_kv_heads": 1, "indexer_head_dim": 16,
                                "indexer_budget": 8, "indexer_compress_ratio": 2}},
    ),
    "glm_image": Override(reason="each sample lists its source image's grid and its target's (images_per_sample), "
                          "the sources' VQ tokens in the text. Those tokens are text ids: the codebook (16384) is "
                          "the text vocabulary's first ids, image start/end follow it and the image head spans it "
                          "and 128 more (vision_vocab_size 16512); 512 codes keep that layout in the small vocabulary",
                          config={"vq_config": {"num_embeddings": 512}, "image_start_token_id": 512,
                                  "image_end_token_id": 513,
                                  "text_config": {"vision_vocab_size": 640, "eos_token_id": 513}},
                          inputs=_glm_image_grids),
    "molmo2": Override(
        reason="the adapter reads vision layers 24 and 18; the shrunk tower has 2. Images come as the "
        "processor's crops with their pooling indices and token grids. The image placeholder is "
        "image_patch_id (a name the shrinker's token rule misses), in the additional vocabulary past the text "
        "one (151938 = 151936 + 2): so in the shrunk one",
        config={"adapter_config": {"vision_feature_layer": [-1, -2]}, "image_patch_id": SMALL_VOCAB + 2},
        inputs=_molmo2_crops,
    ),
    "siglip": Override(reason=SIGLIP_PROJECTION, config={"text_config": {"projection_size": None}}),
    "siglip2": Override(reason="SigLIP 2 (NaFlex) takes patchified images with their grid and patch mask; "
                        + SIGLIP_PROJECTION, config={"text_config": {"projection_size": None}},
                        inputs=_siglip2_patches),
    "siglip2_vision_model": Override(reason="SigLIP 2 (NaFlex) takes patchified images with their grid and patch "
                                     "mask", inputs=_siglip2_patches),
    "lxmert": Override(
        reason="LXMERT attends to detected image regions (features and boxes), which a detector makes; its 2048-d "
        "region features become 32-d",
        config={"visual_feat_dim": 32}, inputs=_lxmert_regions,
    ),
    "qwen2_5_omni_thinker": Override(
        reason="the multimodal rope reads vision/audio start and end ids, which the default thinker config lacks",
        config={"vision_start_token_id": 1000, "vision_end_token_id": 1001, "audio_start_token_id": 1002,
                "audio_end_token_id": 1003},
    ),
    "qwen3_omni_moe_thinker": Override(
        reason="the multimodal rope reads vision/audio start and end ids, which the default thinker config lacks",
        config={"vision_start_token_id": 1000, "vision_end_token_id": 1001, "audio_start_token_id": 1002,
                "audio_end_token_id": 1003},
    ),
    "cohere_compass": Override(
        reason="the default text config leaves rope_parameters empty while the model reads them per layer type",
        config={"text_config": {"rope_parameters": {
            "full_attention": {"rope_type": "default", "rope_theta": 50000.0}}}},
    ),
    "chameleon": Override(reason=VOCAB_MAP, config={"vocabulary_map": CHAMELEON_VOCAB, "image_token_id": 900,
                                                     "vq_config": {"num_embeddings": 64, "resolution": 64}}),
    "emu3": Override(reason=VOCAB_MAP + "; the VQ encoder's attention runs at its last stage's width "
                     "(hidden_size = base_channels x channel_multiplier[-1], 1024 = 256 x 4): 128 = 32 x 4",
                     config={"vocabulary_map": EMU3_VOCAB, "image_token_id": 900,
                             "vq_config": {"codebook_size": 64, "hidden_size": 128}}),
    "clap": Override(
        reason="the HTS-AT audio tower doubles its width at each of 4 stages; audio_config.hidden_size is the last "
        "stage's width (32 x 2^3), which the projection reads",
        config={"audio_config": {"hidden_size": 256}},
    ),
    "pi0": Override(reason="the robot policy sees one image per camera (B, cameras, C, H, W) with a camera mask",
                    inputs=_cameras),
    "tvp": Override(
        reason="TVP pads frames into a fixed max_img_size (448) canvas with a learned visual prompt; a 64px "
        "canvas with an 8px prompt keeps the design at the recipes' image size",
        config={"max_img_size": 64, "visual_prompt_size": 8},
    ),
    "step3p7": Override(
        reason="the text config has sliding-attention layers but leaves sliding_window unset (real checkpoints "
        "set it; the mask builder refuses None): 512, longer than a prompt, so the long regime has a window to cut",
        config={"text_config": {"sliding_window": 512}},
    ),
    "inkling2_vision": Override(reason="the vision tower takes pixel blocks per language-model image token "
                                "and a grid counted in those tokens", inputs=_inkling2_tokens),
    "llama4": Override(
        reason="the vision adapter pixel-shuffles the patches (4 x width features at ratio 0.5) into a layer "
        "sized by vision_config.intermediate_size, which must stay 4 x width (as in real checkpoints)",
        config={"vision_config": {"intermediate_size": 128}},
    ),
    "dots3_note": Override(
        reason="sliding-window layers use head_dim = qk_nope_head_dim + qk_rope_head_dim; the audio adapter's "
        "input size must equal the audio width",
        config={"text_config": {"head_dim": 16,
                                "per_layer_config": {"02": {"kv_lora_rank": 16, "qk_nope_head_dim": 8}}},
                "audio_config": {"adapter_input_size": 32}},
    ),
    "deepseek_ocr2": Override(
        reason="the default text config leaves the MoE layout unset (mlp_layer_types, top-k, groups: None)",
        config={"text_config": {"mlp_layer_types": ["dense", "sparse"], "num_experts_per_tok": 2, "n_group": 1,
                                "topk_group": 1}},
    ),
    "granite4_vision": Override(
        reason="the default config leaves the deepstack projector unset (deepstack_layer_map, downsample_rate: "
        "None); vision layers 0 and 1 feed LLM layers 0 and 1, the spatial groups target the 2 LLM layers. "
        "The Q-Former projector takes vision width // 64 heads, so the vision width is 64. Its windows fold "
        "the patch grid 2 x 2: the default 224px / patch-32 grid (7 x 7) is odd, 256px gives 8 x 8 (a real "
        "checkpoint's 384 / 16 is even), with the AnyRes pinpoints on multiples of that tile",
        config={"deepstack_layer_map": [[0, 0], [1, 1]], "downsample_rate": "1/2",
                "spatial_target_layers": [0, 1, 0, 1], "vision_config": {"hidden_size": 64, "image_size": 256},
                "image_grid_pinpoints": [[256, 512], [512, 256], [512, 512]]},
    ),
    # Idefics3's connector pixel-shuffles the patch grid by scale_factor: the default config's 224px
    # at patch 32 is a 7x7 grid, which a factor of 2 cannot fold (real checkpoints: 512px / 16).
    **{t: Override(reason="the default 224px / patch-32 grid (7x7) cannot be pixel-shuffled by the connector's "
                          "scale_factor 2; 256px gives an 8x8 grid, as a real checkpoint's divides",
                   config={"vision_config": {"image_size": 256}}) for t in ("idefics3", "smolvlm")},
    "aya_vision": Override(
        reason="the projector pixel-shuffles the patch grid by downsample_factor 2: the default 384px / patch-14 "
        "grid (27 x 27, not even whole) cannot fold; 112px gives 8 x 8 (a real checkpoint's 364 / 14 is 26)",
        config={"vision_config": {"image_size": 112}}),
    "granite_docling": Override(reason="Granite Docling takes padded image tiles (B, tiles, C, H, W) with a mask of "
                                "the real tiles (B, tiles) in pixel_attention_mask, as its processor makes them",
                                inputs=tile_mask),
    "aria": Override(
        reason="the projector picks its query count by the tower's patch count (projector_patch_to_query_dict: "
        "1225 and 4900 patches for 490px and 980px images); the shrunk 224px / patch-32 tower makes 49 patches "
        "(and 196 at twice the size), each given a quarter of them as queries",
        config={"projector_patch_to_query_dict": {49: 12, 196: 49}}),
    **{t: Override(reason="the vision tower takes one pixel block per language-model image token and a grid "
                          "counted in those tokens", inputs=token_blocks) for t in ("inkling2", "inkling2_loop")},
    **{t: Override(reason="the vision adapter reads the pixel-shuffled tower output, vision width x merge_size^2 "
                          "(out_hidden_size 6144 = 1536 x 4); the shrunk tower gives 128 = 32 x 4",
                   config={"out_hidden_size": 128}) for t in ("muse_glimmer", "muse_spark")},
    # The shrinker reads pos_emb_width as a model width and halves it, but the learned position table
    # is a square grid resampled from pos_emb_height a side: a 64 x 32 table is overrun.
    "kimi_k25": Override(reason="the learned position grid is square (pos_emb_height a side): pos_emb_width "
                         "stays 64, not a model width to shrink",
                         config={"vision_config": {"pos_emb_width": 64}}),
    "kimi_k25_vision": Override(reason="the learned position grid is square (pos_emb_height a side): "
                                "pos_emb_width stays 64, not a model width to shrink",
                                config={"pos_emb_width": 64}),
    "inkling_mm_model": Override(
        reason="the vision encoder grows each patch (40 x 40 x 2 frames x 3 = 9600 values) through n_layers "
        "factored scales; the shrinker knows neither n_layers nor that the last layer projects to "
        "text_hidden_size: 4 layers over 8px patches, ending at the shrunk text width",
        config={"vision_config": {"n_layers": 4, "patch_size": 8, "text_hidden_size": 32}},
        inputs=_inkling_patches),
    "mllama": Override(reason="Mllama takes each image as aspect-ratio tiles with their ids and tile mask, and "
                       "cross-attends to them from its <|image|> token on (cross_attention_mask), as its "
                       "processor makes them. The tower's output concatenates the last layer with each "
                       "intermediate one (7680 = 1280 x 6): 64 = 32 x 2 for the shrunk tower's one kept index",
                       config={"vision_config": {"vision_output_dim": 64}}, inputs=aspect_tiles),
    "minicpm_ocr_vision": Override(reason="the vision tower needs each image's patch grid (target_sizes)",
                                   inputs=navit_packed),
    "minicpmv4_7_vision": Override(reason="the vision tower needs each image's patch grid (target_sizes)",
                                   inputs=navit_packed),
    **{t: Override(reason=MINICPM, config=MINICPM_IDS, inputs=navit_packed)
       for t in ("minicpm_ocr", "minicpmv4_6", "minicpmv4_7")},
}
