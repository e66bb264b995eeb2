"""RoPE parameters that must agree with a shrunk head size: multimodal RoPE sections.

M-RoPE (Qwen2-VL and its many descendants) splits the rotary half of each head into temporal,
height and width sections whose sum must equal ``rotary_dim / 2``. Several models keep the sections
out of the default config and fall back to a hard-coded ``[16, 24, 24]`` in their modeling code
(docs/models.md, shrinking pitfall 2), so a shrunk head breaks ``split_with_sizes``. The
sections are therefore rescaled to the new head size, keeping their proportions, and injected where the
modeling code of the family reads them.
"""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path
from typing import Any

DEFAULT_SECTIONS = [16, 24, 24]  # Qwen2-VL's hard-coded fallback


@functools.cache
def uses_mrope(model_type: str) -> bool:
    """Whether the modeling code of a model type's family reads ``mrope_section``."""
    from transformers.models.auto.configuration_auto import model_type_to_module_name

    module = model_type_to_module_name(model_type)
    for name in (module, module.rsplit("_", 1)[0]):
        spec = importlib.util.find_spec("transformers.models")
        if spec is None or not spec.submodule_search_locations:
            return False
        path = Path(next(iter(spec.submodule_search_locations))) / name / f"modeling_{name}.py"
        if path.is_file():
            return "mrope_section" in path.read_text(encoding="utf-8", errors="replace")
    return False


def scale_sections(sections: list[int], target: int) -> list[int]:
    """Sections with the same proportions summing to ``target`` (each at least 1 where possible)."""
    total = sum(sections) or 1
    scaled = [max(1, round(s * target / total)) for s in sections]
    while sum(scaled) > target and max(scaled) > 1:
        scaled[scaled.index(max(scaled))] -= 1
    while sum(scaled) < target:
        scaled[scaled.index(min(scaled))] += 1
    return scaled


def _rotary_half(params: dict[str, Any], head_dim: int) -> int:
    factor = params.get("partial_rotary_factor", 1.0) or 1.0
    return int(head_dim * factor) // 2


def _widen_heads(out: dict[str, Any], head_dim: int, groups: list[dict[str, Any]], needed: int) -> int:
    """Wider heads (fewer of them) until every rotary half holds one dim per M-RoPE section."""
    while min(_rotary_half(p, head_dim) for p in groups) < needed:
        head_dim *= 2
    if isinstance(out.get("head_dim"), int):
        out["head_dim"] = head_dim
    else:
        heads = max(1, out["hidden_size"] // head_dim)
        out["num_attention_heads"] = heads
        kv = out.get("num_key_value_heads")
        if isinstance(kv, int):
            out["num_key_value_heads"] = kv if heads % kv == 0 and kv <= heads else heads
    return head_dim


def fix_mrope(out: dict[str, Any], model_type: str | None) -> None:
    """Rescale (or inject) ``mrope_section`` in ``out['rope_parameters']`` for the shrunk head size."""
    rope = out.get("rope_parameters")
    if not isinstance(rope, dict):
        return
    width = out.get("hidden_size")
    heads = out.get("num_attention_heads")
    head_dim = out.get("head_dim") or (
        width // heads if isinstance(width, int) and isinstance(heads, int) and heads else None
    )
    if not isinstance(head_dim, int):
        return
    per_type = all(isinstance(v, dict) for v in rope.values()) and rope
    groups = list(rope.values()) if per_type else [rope]
    inject = bool(model_type) and uses_mrope(model_type or "")
    wanted = [p for p in groups if "rope_type" in p and (isinstance(p.get("mrope_section"), list) or inject)]
    sections_needed = max((len(p.get("mrope_section") or DEFAULT_SECTIONS) for p in wanted), default=0)
    if wanted and min(_rotary_half(p, head_dim) for p in wanted) < sections_needed:
        head_dim = _widen_heads(out, head_dim, wanted, sections_needed)
    for params in groups:
        if "rope_type" not in params:
            continue  # not a rope parameter set (left to the config's own defaults)
        sections = params.get("mrope_section")
        if not isinstance(sections, list) and not inject:
            continue
        source = sections if isinstance(sections, list) and sections else DEFAULT_SECTIONS
        params["mrope_section"] = scale_sections(source, _rotary_half(params, head_dim))
    out["rope_parameters"] = rope
