"""The input context: what a recipe knows about the model it makes inputs for, and seeded helpers.

Inputs are generated on CPU from one seeded generator and only then moved, so the reference and
the device see the same numbers. Token ids are drawn from [3, 100): clear of the usual special ids
(0-2) and of image/audio placeholder ids, which multimodal models count and check.

Text comes as a tokenizer pads a batch of two: sample 1 is shorter, its padded positions hold the
pad id and a zero mask, at the end (``right``: training batches) or at the start (``left``: prompts
for ``generate``, as with ``padding_side="left"``).
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any

import torch

BATCH = 2
SEQ = 16
PROMPT = 6  # a generate prompt's text tokens
NEW_TOKENS = 8  # the tokens generate() adds to a prompt (the generate workloads' max_new_tokens)
PADDED_SAMPLE = 1  # the sample of the batch that is padded
SUB_CONFIGS = ("vision_config", "image_config", "audio_config", "text_config", "encoder_config", "speech_config",
               "backbone_config", "encoder", "decoder", "vision_encoder_config", "audio_encoder_config")


@dataclass
class InputContext:
    """A model being given inputs: its config, head, forward signature and a seeded generator."""

    model: torch.nn.Module
    task: str
    gen: torch.Generator
    inputs: dict[str, Any] = field(default_factory=dict)
    seq: int = SEQ  # text tokens per sample (SEQ for a step, PROMPT for a generate prompt)
    batch: int = BATCH  # samples (BATCH for a tiny case; hfcompat.factory.full_size for others)
    # where the padded sample's padding goes: "right" or "left"; "none" pads no sample (a parallel
    # case: every rank's slice of the batch holds the same number of tokens, so data parallelism
    # computes the single-device step's mean loss)
    padding: str = "right"
    prompt: bool = False  # inputs for generate(): no labels, no decoder inputs (generate makes them)

    @property
    def config(self) -> Any:
        return self.model.config

    @property
    def class_name(self) -> str:
        return type(self.model).__name__

    def params(self) -> dict[str, inspect.Parameter]:
        return dict(inspect.signature(self.model.forward).parameters)

    def accepts(self, name: str) -> bool:
        """Whether forward takes ``name`` (by name; ``**kwargs`` is not taken as a yes)."""
        return name in self.params()

    def required(self) -> list[str]:
        """Forward parameters without a default (what the model cannot run without)."""
        return [n for n, p in self.params().items()
                if p.default is inspect.Parameter.empty and p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)]

    def cfg(self, *names: str, default: Any = None, sub: tuple[str, ...] = SUB_CONFIGS) -> Any:
        """First attribute found on the config, then on its sub-configs (vision, audio, text...)."""
        declared = getattr(type(self.config), "sub_configs", None) or {}
        extra = [n for n in declared if n not in sub] if sub is SUB_CONFIGS else []
        holders = [self.config] + [getattr(self.config, s, None) for s in (*sub, *extra)]
        for _depth in range(3):  # the config and its sub-configs, then theirs (PI0: vlm_config.vision_config)
            nested = []
            for holder in holders:
                if holder is None or isinstance(holder, (dict, str)):
                    continue
                for name in names:
                    value = getattr(holder, name, None)
                    if value is not None:
                        return value
                if sub is SUB_CONFIGS:
                    nested += [getattr(holder, n, None) for n in (getattr(type(holder), "sub_configs", None) or {})]
            holders = nested
        return default

    def vocab(self) -> int:
        return int(self.cfg("vocab_size", default=100) or 100)

    def special_ids(self) -> set[int]:
        """Every special or placeholder token id the config names (itself and its sub-configs)."""
        found: set[int] = set()
        for holder in [self.config] + [getattr(self.config, s, None) for s in SUB_CONFIGS]:
            if holder is None or not hasattr(holder, "to_dict"):
                continue
            for key, value in vars(holder).items():
                if key.endswith(("_token_id", "_token_index", "_token_ids")):
                    for v in value if isinstance(value, (list, tuple)) else [value]:
                        if isinstance(v, int) and not isinstance(v, bool):
                            found.add(v)
        return found

    def ids(self, *shape: int, low: int = 3, high: int | None = None) -> torch.Tensor:
        """Token ids in [low, min(vocab, 100)), never a special or placeholder id of the config."""
        top = high if high is not None else max(min(self.vocab(), 100), low + 1)
        ids = torch.randint(low, top, shape, generator=self.gen)
        allowed = [i for i in range(low, top) if i not in self.special_ids()]
        if allowed and len(allowed) < top - low:
            table = torch.tensor([i if i in allowed else allowed[i % len(allowed)] for i in range(top)])
            ids = table[ids]
        return ids

    def pad_id(self) -> int:
        """The id padded positions hold: the config's pad token when it is in the vocabulary, else 0."""
        pad = self.cfg("pad_token_id", sub=("text_config",))
        return pad if isinstance(pad, int) and not isinstance(pad, bool) and 0 <= pad < self.vocab() else 0

    def n_padded(self, length: int) -> int:
        """How many positions of the padded sample are padding (a quarter, at least two; none unpadded)."""
        if self.padding == "none":
            return 0
        return min(max(length // 4, 2), length - 1)

    def padding_mask(self, *shape: int) -> torch.Tensor:
        """A ``(B, ..., S)`` mask of ones with the padded sample's padding zeroed (on ``self.padding``'s side)."""
        mask = torch.ones(*shape, dtype=torch.long)
        n = self.n_padded(shape[-1])
        if shape[0] > PADDED_SAMPLE:
            if self.padding == "left":
                mask[PADDED_SAMPLE, ..., :n] = 0
            else:
                mask[PADDED_SAMPLE, ..., shape[-1] - n:] = 0
        return mask

    def randn(self, *shape: int) -> torch.Tensor:
        return torch.randn(*shape, generator=self.gen)

    def rand(self, *shape: int) -> torch.Tensor:
        return torch.rand(*shape, generator=self.gen)

    def randint(self, low: int, high: int, *shape: int) -> torch.Tensor:
        return torch.randint(low, high, shape, generator=self.gen)

    def inputs_shape(self, name: str, default: tuple[int, ...]) -> tuple[int, ...]:
        """The shape of an input already made (e.g. boxes follow the ids), or ``default``."""
        value = self.inputs.get(name)
        return tuple(value.shape) if isinstance(value, torch.Tensor) else default
