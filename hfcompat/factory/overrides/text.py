"""Overrides for text models: decoders, encoders, encoder-decoders (reasons inline).

Most entries fill a value the default config leaves unset and every real checkpoint sets (an expert
count, a decoder start id), or make a hybrid model keep one layer of each kind after shrinking.
"""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.overrides.base import Override
from hfcompat.factory.sizes import SMALL_VOCAB

START_FROM_PAD = ("the default config leaves decoder_start_token_id unset; the family starts decoding from the pad "
                  "token (id 0), so labels can be shifted into decoder inputs")
MOE_UNSET = "the default config leaves the MoE routing unset (real checkpoints set experts and top-k)"
MUSICGEN = ("MusicGen's decoder reads one code stream per codebook (B*codebooks, S). Its one special id sits one past "
            "the codebook (pad = bos = 2048 = vocab_size: the embedding's extra row, never a logit), which the "
            "shrinker would move inside the shrunk codebook, where a head could emit it (generate drops pad ids from "
            "the codes it returns); it stays one past it. generate() starts the delay pattern from "
            "decoder_start_token_id, which checkpoints set in generation_config.json (2048), not in the config")
MOBILEBERT = ("google/mobilebert-uncased pools the first token as it is (classifier_activation false; the config "
              "default is a tanh pooler), and NoNorm normalises nothing: at the shrinker's init std of 0.2 the tiny "
              "model's hidden states reach 1e5, every attention row is one-hot and the tanh saturates, so 1 - tanh^2 "
              "is exactly 0 on the CPU and in float64 and every encoder gradient is 0 (a device whose tanh rounds "
              "one ulp under 1 was failed by the zeros rule). At 0.12 the hidden states stay ~10 with attention "
              "still peaked (max probability 0.2-0.35 over seeds 0-3); at 0.14 they reach 1e2 and attention saturates")
#: The decoder's special ids one past the shrunk codebook, as in real checkpoints (MUSICGEN).
MUSICGEN_IDS = {"decoder": {"vocab_size": SMALL_VOCAB, "pad_token_id": SMALL_VOCAB, "bos_token_id": SMALL_VOCAB,
                            "decoder_start_token_id": SMALL_VOCAB}}


def _musicgen_codes(ctx: Any) -> None:
    """MusicGen's decoder reads one code stream per codebook: ids (B*codebooks, S), labels (B, S, codebooks).
    The text-to-audio model (a text encoder and that decoder) takes the prompt's text ids and the labels'
    codes, from which it makes the decoder's inputs itself (shifted right), as its users train it."""
    decoder = getattr(ctx.config, "decoder", None)
    if decoder is not None:
        books = int(decoder.num_codebooks)
        for name in ("decoder_input_ids", "decoder_attention_mask"):
            ctx.inputs.pop(name, None)
        ctx.inputs["labels"] = ctx.ids(ctx.batch, ctx.seq, books, high=min(100, int(decoder.vocab_size)))
        return
    books, seq = int(ctx.config.num_codebooks), ctx.seq
    ids = ctx.ids(2 * books, seq)
    ctx.inputs["input_ids"] = ids
    ctx.inputs["attention_mask"] = torch.ones(2, seq, dtype=torch.long)
    ctx.inputs["labels"] = ids.reshape(2, books, seq).transpose(1, 2).contiguous()


def _target_layers(ctx: Any) -> None:
    """A DFlash drafter (MuSE Glimmer's assistant) reads its target model's hidden states at
    ``target_layer_ids``, concatenated on the last axis: ``(B, S, len(target_layer_ids) x width)``, as
    the target model's generate loop hands them over; the noise block is ``block_size`` embeddings."""
    context = ctx.inputs.get("context_hidden_states")
    if isinstance(context, torch.Tensor):
        width = int(ctx.config.hidden_size)
        ctx.inputs["context_hidden_states"] = ctx.randn(context.shape[0], context.shape[1],
                                                        len(ctx.config.target_layer_ids) * width)
        ctx.inputs["noise_embeds"] = ctx.randn(context.shape[0], int(ctx.config.block_size), width)


def _quad_boxes(ctx: Any) -> None:
    """BROS embeds each token's box as its four corners (x, y) x 4, normalised to [0, 1]."""
    ids = ctx.inputs["input_ids"]
    x0y0 = ctx.rand(*ids.shape, 2) * 0.5
    x1y1 = x0y0 + ctx.rand(*ids.shape, 2) * 0.5
    ctx.inputs["bbox"] = torch.cat([x0y0, torch.stack([x1y1[..., 0], x0y0[..., 1]], -1), x1y1,
                                    torch.stack([x0y0[..., 0], x1y1[..., 1]], -1)], dim=-1)


OVERRIDES: dict[str, Override] = {
    "t5": Override(reason=START_FROM_PAD, config={"decoder_start_token_id": 0}),
    "longt5": Override(reason=START_FROM_PAD, config={"decoder_start_token_id": 0}),
    "switch_transformers": Override(
        reason=START_FROM_PAD + "; in training the router multiplies its inputs by uniform_(1 - jitter, 1 + jitter) "
        "draws, which CPU and device RNGs make differently: jitter 0 leaves the routing judgeable (issue 23)",
        config={"decoder_start_token_id": 0, "router_jitter_noise": 0.0},
    ),
    "esm": Override(
        reason="the default ESM config leaves the vocabulary unset (vocab_size=None); real protein checkpoints "
        "have 33 tokens with pad 1 and mask 32",
        config={"vocab_size": 33, "pad_token_id": 1, "mask_token_id": 32, "emb_layer_norm_before": False},
    ),
    "mobilebert": Override(reason=MOBILEBERT, config={"classifier_activation": False, "initializer_range": 0.12}),
    "dots1": Override(reason=MOE_UNSET,
                      config={"n_routed_experts": 4, "num_experts_per_tok": 2, "n_shared_experts": 1}),
    "deepseek_v2": Override(reason=MOE_UNSET, config={"num_experts_per_tok": 2}),
    "dbrx": Override(
        reason="DbrxAttention reads attn_config.rope_theta, which the v5 default attn_config no longer carries, "
        "and clamps q/k/v by clip_qkv, which must be set (clamp(None, None) raises); real checkpoints set both "
        "(clip_qkv=8)",
        config={"attn_config": {"rope_theta": 500000.0, "clip_qkv": 8.0}},
    ),
    "lfm2_moe": Override(
        reason="the default config leaves layer_types unset (None) and the model indexes it; a conv layer and an "
        "attention layer keep both kinds",
        config={"layer_types": ["conv", "full_attention"], "num_dense_layers": 1, "num_hidden_layers": 2},
    ),
    "bamba": Override(
        reason="the default config has no attention layer (attn_layer_indices=None), so the hybrid's cache has only "
        "Mamba layers and cannot tell a sequence length; real checkpoints interleave attention layers",
        config={"attn_layer_indices": [1]},
    ),
    "granitemoehybrid": Override(
        reason="the default config makes every layer Mamba (layer_types=None); real checkpoints interleave attention "
        "layers, and the cache needs one to tell the sequence length",
        config={"layer_types": ["linear_attention", "attention"], "shared_intermediate_size": 64},
    ),
    "blt": Override(
        reason="the byte-group hash embedding has 500,002 rows per group size (96M parameters at width 32); "
        "1,000 rows exercise the same hashing",
        config={"encoder_hash_byte_group_vocab": 1000},
    ),
    "dory": Override(
        reason="Dory's layers are input, recurrent (looped) and output layers whose counts must sum to the layer "
        "count; its dict form counts attention and MLP blocks separately (twice the layers), so 4 layers are "
        "written as 8 blocks split 2 + 4 + 2, with one full-attention layer",
        config={"num_hidden_layers": 8, "n_input_layers": 2, "n_recurrent_layers": 4, "n_output_layers": 2,
                "layer_types": ["sliding_attention", "mlp"] * 3 + ["full_attention", "mlp"]},
    ),
    "dots3_note_text": Override(
        reason="sliding-window layers use head_dim = qk_nope_head_dim + qk_rope_head_dim (the validator checks "
        "it), and the per-layer override of layer 2 keeps that sum",
        config={"head_dim": 16, "per_layer_config": {"02": {"kv_lora_rank": 16, "qk_nope_head_dim": 8}}},
    ),
    "diffusion_gemma": Override(
        reason="the default text config enables MoE blocks but leaves their sizes unset (num_experts=None)",
        config={"text_config": {"num_experts": 4, "top_k_experts": 2, "moe_intermediate_size": 64}},
    ),
    "reformer": Override(
        reason="axial position embeddings factor the sequence (64 x 64 positions, dims 64 + 192 = width); the "
        "16-token inputs factor as 4 x 4 with dims 16 + 16, and attention chunks of 4 divide them",
        config={"axial_pos_embds_dim": [16, 16], "axial_pos_shape": [4, 4], "local_attn_chunk_length": 4,
                "lsh_attn_chunk_length": 4, "max_position_embeddings": 16},
        # the LM head refuses an encoder config (its own assertion): a causal LM is a decoder
        class_config={"ReformerModelWithLMHead": {"is_decoder": True}},
    ),
    "t5gemma": Override(
        reason="T5GemmaEncoderModel refuses an encoder-decoder config (its own check): its users set "
        "is_encoder_decoder=False, as the error asks",
        class_config={"T5GemmaEncoderModel": {"is_encoder_decoder": False}},
    ),
    "gpt_neo": Override(
        reason="attention_types spells the per-layer pattern with a repeat count (global/local x 12) that must "
        "cover num_layers; one global/local pair covers the 2 shrunk layers",
        config={"attention_types": [[["global", "local"], 1]], "num_layers": 2},
    ),
    "qwen4_exp_text": Override(
        reason="the default config has indexed-attention layers but leaves the indexer unset (heads, head size, "
        "token budget, compression: None)",
        config={"indexer_n_heads": 4, "indexer_kv_heads": 1, "indexer_head_dim": 16, "indexer_budget": 8,
                "indexer_compress_ratio": 2},
    ),
    "t5gemma2_encoder": Override(
        reason="the encoder's MLP reads text_config.dropout_rate, which the default text config lacks",
        config={"text_config": {"dropout_rate": 0.0}},
    ),
    "musicgen": Override(reason=MUSICGEN, config=MUSICGEN_IDS, inputs=_musicgen_codes),
    "musicgen_melody": Override(reason=MUSICGEN, config=MUSICGEN_IDS, inputs=_musicgen_codes),
    "recurrent_gemma": Override(
        reason="the block pattern is recurrent, recurrent, attention: 3 layers keep an attention block (the cache "
        "needs one to tell the sequence length)",
        config={"num_hidden_layers": 3},
    ),
    "zamba": Override(
        reason="the shared transformer block is tied across hybrid layers, so at least two hybrid layers must exist "
        "(every other layer, from layer 1)",
        config={"num_hidden_layers": 4, "attn_layer_period": 2, "attn_layer_offset": 1,
                "layers_block_type": ["mamba", "hybrid", "mamba", "hybrid"],
                # the shared attention block runs on [hidden, embeddings] concatenated: twice the width
                "attention_hidden_size": 64, "attention_head_dim": 16},
    ),
    "cohere_compass_text": Override(
        reason="the default config leaves rope_parameters empty while the model reads them per layer type",
        config={"rope_parameters": {"full_attention": {"rope_type": "default", "rope_theta": 50000.0}}},
    ),
    "udop": Override(reason=START_FROM_PAD, config={"decoder_start_token_id": 0}),
    "bros": Override(
        reason="BROS splits width/4 box-position features over 8 box coordinates, so it needs a width of 64 "
        "(at 32 a dimension rounds to 0); boxes are quadrilaterals (B, S, 8)",
        config={"hidden_size": 64}, inputs=_quad_boxes,
    ),
    "muse_glimmer_assistant": Override(
        reason="the drafter reads its target model's hidden states at several layers, concatenated. Its window "
        "mask spans only the block of noise queries, so a window not above the block fails (checkpoints: block "
        "16, window 2048); a block of 2 stays below the long regime's window of 4",
        config={"block_size": 2}, inputs=_target_layers),
    "xlstm": Override(
        reason="the cache sizes the mLSTM state from qk/v widths rounded up to a multiple of 64 (the config's "
        "qk_dim), the layers from the unrounded hidden_size x factor (0.5 and 1): they agree only where "
        "both are multiples of 64, as at the checkpoints' 4096; 128 is the least such width. num_blocks "
        "(32) is the layer count's twin, which the shrinker leaves",
        config={"hidden_size": 128, "embedding_dim": 128, "num_blocks": 2},
    ),
    "perceiver": Override(
        reason="Perceiver's masked-LM decoder has one query per position: inputs are exactly "
        "max_position_embeddings tokens long (2048 by default, 16 here). Its image classifiers cross-attend "
        "to the preprocessed pixels (512, 261 or 322 channels) with one head, as the deepmind/vision-perceiver-* "
        "checkpoints and transformers' own tests set it; 8 (the text default) divides none of 261 or 322",
        config={"max_position_embeddings": 16},
        class_config={
            "PerceiverForImageClassificationLearned": {"num_cross_attention_heads": 1, "d_model": 512},
            "PerceiverForImageClassificationFourier": {"num_cross_attention_heads": 1, "d_model": 261},
            "PerceiverForImageClassificationConvProcessing": {"num_cross_attention_heads": 1, "d_model": 322},
        },
    ),
    "hrm_text": Override(
        reason="HRM's to_dict keeps both the per-stack layer count (16) and the cache slot count derived from it "
        "(num_hidden_layers = per-stack x H_cycles x (L_cycles + 1)); left unset, the per-stack count is "
        "derived again from the shrunk num_hidden_layers and the slots follow",
        config={"num_layers_per_stack": None},
    ),
    "xmod": Override(
        reason="X-MOD routes each sample through a language adapter and refuses to run without lang_ids "
        "or a default language; its users call model.set_default_language('en_XX'), which sets this. "
        "Per-sample lang_ids would not fit every head: the multiple-choice head repeats them once per "
        "flattened choice, so it takes one id, not one per sample (issue 50)",
        config={"default_language": "en_XX"},
    ),
    # The layout models' box embeddings split the width into fixed parts; 48 (as 768 does) divides into
    # them where the shrinker's 32 does not (issue 50: every head of both was a reference_error).
    "lilt": Override(
        reason="LiLT's layout branch concatenates six box embeddings of hidden_size // 6 each back into "
        "hidden_size and divides it by channel_shrink_ratio (4): 32 fits neither, 48 fits both",
        config={"hidden_size": 48},
    ),
    "layoutlmv3": Override(
        reason="LayoutLMv3 adds four coordinate and two shape embeddings, concatenated, to the hidden state: "
        "4 x coordinate_size + 2 x shape_size must be hidden_size (4 x 128 + 2 x 128 = 768 by default); "
        "8 and 8 at width 48",
        config={"hidden_size": 48, "coordinate_size": 8, "shape_size": 8},
    ),
}
