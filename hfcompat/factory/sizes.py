"""The tiny sizes the shrinker aims at, the config keys each applies to, and shared predicates.

Keys are matched by name across every model type of transformers (aliases included: ``n_embd``,
``d_model``...); a width the lists miss shows up as a too-big model at the meta-device size guard.
"""

from __future__ import annotations

import re
from typing import Any, TypeGuard

WIDTH = 32
FFN = 64
LAYERS = 2
HEADS = 4
KV_HEADS = 2
SMALL_VOCAB = 1024
MAX_POSITIONS = 512
MAX_PATCHES_PER_SIDE = 8
WINDOWED_IMAGE = 256  # windowed encoders keep several windows a side

SUB_CONFIG_HINTS = ("_config", "encoder", "decoder")

WIDTH_KEYS = frozenset({
    "hidden_size", "d_model", "n_embd", "n_embed", "embed_dim", "dim", "d_embed", "emb_dim", "word_embed_proj_dim",
    "encoder_hidden_size", "decoder_hidden_size", "text_hidden_size", "projection_dim", "out_hidden_size",
    "hidden_dim", "embedding_size", "embedding_dim", "d_latents", "vision_width", "text_width", "model_dim",
    "encoder_embed_dim", "decoder_embed_dim", "attention_hidden_size", "hidden_channels", "d_hidden",
    "vision_output_dim", "projector_input_dim", "projector_output_dim", "pooler_output_size",
})
FFN_KEYS = frozenset({
    "intermediate_size", "ffn_dim", "encoder_ffn_dim", "decoder_ffn_dim", "d_ff", "n_inner", "d_inner",
    "moe_intermediate_size", "shared_expert_intermediate_size", "decoder_intermediate_size", "ffn_hidden_size",
    "dense_intermediate_size", "expert_intermediate_size", "mlp_dim", "intermediate_dim", "feed_forward_dim",
    "shared_intermediate_size", "intermediate_size_mlp", "shared_experts_intermediate_size",
})
#: The main layer count of a config, first found wins; its per-layer lists follow it.
MAIN_LAYER_KEYS = ("num_hidden_layers", "n_layer", "n_layers", "num_layers", "depth")
LAYER_KEYS = frozenset({
    *MAIN_LAYER_KEYS, "encoder_layers", "decoder_layers", "num_encoder_layers", "num_decoder_layers",
    "decoder_num_layers", "encoder_num_layers", "num_decoder_blocks", "num_encoder_blocks_layers",
})
HEAD_KEYS = frozenset({
    "num_attention_heads", "n_head", "n_heads", "encoder_attention_heads", "decoder_attention_heads",
    "num_heads", "decoder_num_attention_heads", "attention_heads", "pred_num_attention_heads",
})
#: Other stacks of layers (a predictor, temporal/spatial towers, poolers): two of each are kept.
OTHER_LAYERS = re.compile(r"^(num|n|pred_num)_([a-z]+_)*layers$")
NOT_A_STACK = frozenset({"num_kv_shared_layers", "num_dense_layers", "num_feat_extract_layers", "num_hidden_layers",
                         "num_layers", "n_layers", "num_nextn_predict_layers"})
KV_HEAD_KEYS = frozenset({"num_key_value_heads", "n_kv_heads", "num_kv_heads", "multi_query_group_num"})
TOPK_KEYS = {"num_experts_per_tok": 2, "top_k": 2, "moe_topk": 2, "num_selected_experts": 2, "moe_k": 2}
LIST_WIDTH = re.compile(r"^(hidden_sizes|conv_dim|embed_dims?|dims|embedding_sizes|channels|widths|hidden_dims)$|"
                        r"(embed_dim|hidden_size|channels|dim)_per_stage$|_hidden_sizes$|channel|_feature_dims$")
#: Scalar widths by suffix (a neck's channels, a projector's size): uniform widths keep them consistent.
WIDTH_SUFFIX = re.compile(r"(_hidden_size|_channels|_hidden_dim|_embed_dim|_proj_dim|_projection_dim|codebook_dim|"
                          r"latent_dim|_feature_dim|fpn_dim|_width|_hidden_dimension)$")
GROUP_NORM_KEYS = frozenset({"num_groups", "norm_num_groups", "num_norm_groups", "group_norm_groups", "groups"})
LIST_HEADS = re.compile(r"^(num_groups|num_heads_per_stage|num_attention_heads_per_stage)$")
LIST_DEPTH_KEYS = frozenset({"depths", "num_blocks", "blocks_per_stage", "stage_depths"})
#: Multi-head latent attention (DeepSeek-V2/V3 and kin): ranks and per-part head sizes, kept consistent.
MLA = {"q_lora_rank": 16, "kv_lora_rank": 16, "qk_rope_head_dim": 8, "qk_nope_head_dim": 8, "v_head_dim": 8,
       "index_head_dim": 16, "index_n_heads": 4}
PER_LAYER_WIDTH = {"hidden_size_per_layer_input": 8}


def is_int(value: Any) -> TypeGuard[int]:
    """An int that is not a bool (configs hold both); narrows ``value`` to int for the type checker."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_sub_config(key: str, value: Any) -> bool:
    """A nested config dict (it has a model_type, or its key says so)."""
    return isinstance(value, dict) and ("model_type" in value or key.endswith(SUB_CONFIG_HINTS))
