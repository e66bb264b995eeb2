"""timm towers: a timm model named by a config is shrunk through the kwargs timm.create_model receives.

A ``TimmWrapperConfig`` (and Gemma 3n's vision config, built the same way) names a timm architecture
(``architecture``) and passes ``model_args`` to ``timm.create_model``; the widths and depths live in
timm's code, not in the config, so the generic shrinker sees none of them (docs/models.md, "Shrinking
pitfalls" 6). Each timm family gets the kwargs that make it tiny while keeping its blocks: every block
kind of every stage stays, with fewer blocks and narrower channels. The table's kwargs replace the
config's own sizes (a checkpoint's ``model_args`` may carry its real ``embed_dim`` and ``depth``);
the config's other kwargs (``features_only``, ``out_indices``, ``inference_mode``, ``global_pool``...)
choose behaviour and stay.

The tower's output width is then measured (the tiny timm model built on the meta device) and a
declared ``hidden_size`` follows it: the wrapping model sizes its projector from that field (FastVLM,
Gemma 3n), and timm decides the width (MobileNetV5's encoder always ends 2048 wide).
"""

from __future__ import annotations

import contextlib
import copy
import io
import re
from typing import Any

from hfcompat.factory.sizes import is_sub_config

#: MobileNetV5's fusion adapter pools the last stages to a fixed grid (16 x 16 = the 256 soft tokens
#: of a 768px image); at the recipes' 64px image those stages are 4 x 4 and 2 x 2, pooled to 2 x 2.
MNV5_TOKENS_A_SIDE = 2

#: timm starts layer scales at 1e-5 (trained ones are far larger): every block would add a 1e-5 share to its
#: residual, and a wrong kernel inside it would move nothing the comparator sees (the INIT_STD rule's
#: reason, issue 14). 0.1 keeps the blocks visible without growing the residual stream over many blocks.
LAYER_SCALE = 0.1

#: (timm module that defines the architecture, name pattern, kwargs that shrink it, why): first match wins.
#: The module pins the model class the kwargs are for (timm names a byobnet "resnet51q", a ViT "eva_large").
FAMILIES: tuple[tuple[str, re.Pattern[str], dict[str, Any], str], ...] = (
    ("resnet", re.compile(r"^resnet\d+[a-z]?$"),  # not resnet50_gn: its group norms need 32 channels
     {"layers": [1, 1, 1, 2], "channels": [8, 16, 32, 64], "stem_width": 8},
     "one block a stage (two in the last: the identity-shortcut block as well as the projecting one), "
     "stage widths 8-64 (x4 out of a bottleneck)"),
    ("eva", re.compile(r"^(vit_pe_|eva)"),
     {"embed_dim": 32, "depth": 2, "num_heads": 4, "attn_pool_num_heads": 4, "img_size": 64, "patch_size": 8,
      "ref_feat_shape": [8, 8]},
     "EVA / Perception Encoder ViTs (rope attention, attention-pool head): 2 blocks of width 32, 8 x 8 patches "
     "of a 64px image (the recipes' image size); the rope's reference grid is the patch grid, as in real ones"),
    ("fastvit", re.compile(r"^fastvit_mci[34]"),
     {"layers": [1, 1, 1, 1, 1], "embed_dims": [8, 16, 32, 64, 64], "layer_scale_init_value": LAYER_SCALE},
     "FastViT-MCi3/4 (FastVLM): five stages, RepMixer then attention with conditional position encodings; "
     "one block a stage, attention stages 64 wide (timm's heads are 32 wide)"),
    ("fastvit", re.compile(r"^fastvit_"),
     {"layers": [1, 1, 1, 1], "embed_dims": [8, 16, 32, 64], "layer_scale_init_value": LAYER_SCALE},
     "FastViT: four stages, one block each, attention stages 64 wide (timm's heads are 32 wide)"),
    ("repvit", re.compile(r"^repvit_"),
     {"embed_dim": [8, 16, 32, 64], "depth": [2, 2, 2, 2]},
     "RepViT: two blocks a stage (they alternate squeeze-excite on and off), widths 8-64"),
    # Its depth is only settable as decoded block_args, which timm's builder mutates in place (it pops
    # each block's type): held in the config, they would break the second build of the same config.
    ("mobilenetv5", re.compile(r"^mobilenetv5_"),
     {"channel_multiplier": 1 / 32, "stem_size": 8, "msfa_output_resolution": MNV5_TOKENS_A_SIDE,
      "layer_scale_init_value": LAYER_SCALE},
     "MobileNetV5 (Gemma 3n): all 84 blocks, channels / 32 (8-40); the fusion adapter's output grid follows the "
     "recipes' small image"),
)


def is_timm_config(cfg: dict[str, Any]) -> bool:
    """A config that builds its model with ``timm.create_model(architecture, **model_args)``."""
    return isinstance(cfg.get("architecture"), str) and "model_args" in cfg


def tiny_model_args(architecture: str) -> dict[str, Any] | None:
    """The kwargs that shrink a timm architecture, or None when its family is not in :data:`FAMILIES`
    or timm does not know it (the size guard or the build then names the model)."""
    try:
        from timm.models import is_model, model_entrypoint
    except ImportError:
        return None
    name = architecture.split(".")[0]  # a pretrained tag (resnet50.a1_in1k) names the same model
    if not is_model(name):
        return None
    module = model_entrypoint(name).__module__.rsplit(".", 1)[-1]
    for family, pattern, kwargs, _why in FAMILIES:
        if family == module and pattern.match(name):
            return dict(kwargs)
    return None


def num_features(architecture: str, model_args: dict[str, Any]) -> int | None:
    """The output width of the timm model (built on the meta device, no weights), or None if timm
    cannot build it here (not installed: the config build then says which package is missing)."""
    try:
        import timm
        import torch
    except ImportError:
        return None
    kwargs = {**copy.deepcopy(model_args), "num_classes": 0}  # timm may edit what it is given
    try:
        with torch.device("meta"), contextlib.redirect_stderr(io.StringIO()):
            model: Any = timm.create_model(architecture, pretrained=False, **kwargs)
    except Exception:  # noqa: BLE001  (the model build reports it, with the config's context)
        return None
    if model_args.get("features_only"):  # a feature pyramid: its deepest map's channels
        return int(model.feature_info.channels()[-1])
    return int(model.num_features)


def shrink_timm_towers(cfg: dict[str, Any]) -> dict[str, Any]:
    """A copy of a (shrunk, overridden) config dict with every timm tower in it shrunk: the family's
    kwargs over the config's own ``model_args``, then ``hidden_size`` (where declared) set to the tiny
    tower's output width.

    Runs after the override is merged, so an override that names another architecture (PerceptionLM's
    default tower is not the ViT its projector reads) gets that architecture's kwargs.
    """
    out = {key: shrink_timm_towers(value) if is_sub_config(key, value) else value for key, value in cfg.items()}
    if not is_timm_config(out):
        return out
    architecture = str(out["architecture"])
    tiny = tiny_model_args(architecture)
    if tiny is None:
        return out
    out["model_args"] = args = {**(out.get("model_args") or {}), **tiny}
    width = num_features(architecture, args)
    if width is not None and "hidden_size" in out:
        out["hidden_size"] = width
    return out
