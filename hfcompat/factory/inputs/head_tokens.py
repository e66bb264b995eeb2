"""Special tokens a head's users always set: a pad token where the head pools by it, an end-of-sequence
token where it pools at it (issue 50).

A default config is a model's config before a tokenizer meets it. Two kinds of sequence classifier
read the tokenizer's work back from ``input_ids``:

- **last-token pooling** (decoder-only classifiers: Llama, GPT-2, Mistral... through transformers'
  ``GenericForSequenceClassification`` or a copy of it): the logits of the rightmost token that is not
  ``pad_token_id``. With no pad token they refuse a batch of more than one sample ("Cannot handle
  batch sizes > 1 if no padding token is defined"), so everyone who fine-tunes one sets
  ``model.config.pad_token_id``, most often to the end-of-sequence id (``tokenizer.pad_token =
  tokenizer.eos_token``). :func:`set_pad_token` does the same, after the build, as users do after
  ``from_pretrained``: the weights are those of the unchanged config.
- **end-of-sequence pooling** (BART, mBART, PLBart, MVP, BigBird-Pegasus, T5, mT5, UMT5): the hidden
  state at the last ``eos_token_id`` of each sample, which their tokenizers append to every sequence.
  :func:`mark_eos` puts one at each sample's last real position (before a right padding).

A question-answering or multiple-choice head may also find the question by its separators:
Longformer's puts global attention on the question, which it finds as the tokens before the first of
exactly three ``sep_token_id`` (``<s> question </s></s> context </s>``, as its tokenizer pairs them).
:func:`mark_question_pairs` lays each sample out so.

All three are read off the head's ``forward`` source, so a copied head (transformers' "Copied from"
classes, remote code) is found as well as the ones listed above.
"""

from __future__ import annotations

import inspect
import re
from typing import Any

import torch

from hfcompat.factory.inputs.context import InputContext

#: The tasks whose heads pool one position of the text by its token id.
POOLING_TASKS = frozenset({"sequence-classification"})
#: The tasks whose inputs are a question paired with a context (or with each choice).
PAIR_TASKS = frozenset({"question-answering", "multiple-choice"})
#: Question tokens before the two separators of a pair (the context follows them).
QUESTION = 3
#: ``non_pad_mask = (input_ids != self.config.pad_token_id)`` (or ``.ne(pad_token_id)``, ``.eq(...)``).
_READS_PAD = re.compile(r"input_ids\s*(!=|==|\.ne\(|\.eq\()[^\n]*pad_token_id")
#: ``eos_mask = input_ids.eq(self.config.eos_token_id)``
_READS_EOS = re.compile(r"input_ids\.eq\([^\n)]*eos_token_id")
#: ``_compute_global_attention_mask(input_ids, self.config.sep_token_id)``
_READS_SEP = re.compile(r"\(input_ids[^\n]*sep_token_id")


_SOURCES: dict[type, str] = {}  # by class: read once per process


def _forward_source(cls: type) -> str:
    """The source of every ``forward`` along the class's MRO: a head may override forward only to
    delegate to its parent's (Qwen3.5's classifier calls ``GenericForSequenceClassification``'s)."""
    if cls in _SOURCES:
        return _SOURCES[cls]
    sources = []
    for klass in cls.__mro__:
        forward = vars(klass).get("forward")
        if forward is None:
            continue
        try:
            sources.append(inspect.getsource(forward))
        except (OSError, TypeError):  # a class built at runtime: no source to read
            continue
    _SOURCES[cls] = "\n".join(sources)
    return _SOURCES[cls]


def pools_at_pad(ctx: InputContext) -> bool:
    """Whether the head pools at the last token that is not the pad token (and so needs one)."""
    return ctx.task in POOLING_TASKS and bool(_READS_PAD.search(_forward_source(type(ctx.model))))


def pools_at_eos(ctx: InputContext) -> bool:
    """Whether the head pools at each sample's end-of-sequence token (and fails without one)."""
    return ctx.task in POOLING_TASKS and bool(_READS_EOS.search(_forward_source(type(ctx.model))))


def finds_question_by_sep(ctx: InputContext) -> bool:
    """Whether the head finds the question of a pair by its separator tokens (and fails without them)."""
    return ctx.task in PAIR_TASKS and bool(_READS_SEP.search(_forward_source(type(ctx.model))))


def _valid_id(value: Any, vocab: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < vocab


def _text_config(config: Any) -> Any:
    getter = getattr(config, "get_text_config", None)
    return getter() if callable(getter) else config


def set_pad_token(ctx: InputContext) -> list[str]:
    """Give a last-token-pooling head the pad token its users set, when its config has none in the
    vocabulary: the end-of-sequence id where that is valid, else 0. Set on the config and on its text
    config (``GenericForSequenceClassification`` reads ``get_text_config()``, older copies the config).

    Returns:
        The changes made, as ``"pad_token_id None -> 2 (...)"`` (the record's ``config_changes``).
    """
    if not pools_at_pad(ctx):
        return []
    text = _text_config(ctx.config)
    vocab = ctx.vocab()
    if all(_valid_id(getattr(h, "pad_token_id", None), vocab) for h in (ctx.config, text)):
        return []
    eos = getattr(text, "eos_token_id", None)
    eos = eos[0] if isinstance(eos, (list, tuple)) and eos else eos
    pad = eos if _valid_id(eos, vocab) else 0
    changes = []
    for holder in (ctx.config, text) if text is not ctx.config else (ctx.config,):
        old = getattr(holder, "pad_token_id", None)
        if not _valid_id(old, vocab):
            holder.pad_token_id = pad
            where = "" if holder is ctx.config else "text_config."
            changes.append(f"{where}pad_token_id {old} -> {pad} (the classifier pools at the last non-pad token; "
                           "users set the pad token, most often to eos)")
    return changes


def last_real_positions(mask: torch.Tensor) -> torch.Tensor:
    """The index of the last unmasked position of each row of a ``(..., S)`` 0/1 mask (``(...)``)."""
    positions = torch.arange(mask.shape[-1])
    return (positions * (mask != 0)).argmax(-1)


def mark_eos(ctx: InputContext, ids: torch.Tensor, mask: torch.Tensor | None) -> None:
    """End each sample's real tokens with the end-of-sequence id, as the tokenizers of end-of-sequence
    pooling heads do, in place (``ids`` ``(..., S)``; ``mask`` the same shape, or None: nothing padded).
    Each sample then has exactly one, which those heads check (an equal count in every sample)."""
    eos = _text_config(ctx.config).eos_token_id
    eos = eos[0] if isinstance(eos, (list, tuple)) and eos else eos
    if not _valid_id(eos, ctx.vocab()):
        return
    last = last_real_positions(mask if mask is not None else torch.ones_like(ids))
    ids.scatter_(-1, last.unsqueeze(-1), eos)


def mark_question_pairs(ctx: InputContext, ids: torch.Tensor, mask: torch.Tensor | None) -> None:
    """Lay each sample out as a question-context pair, in place: ``QUESTION`` tokens, two separators,
    the context, a closing separator at the last real position (exactly three, which Longformer checks).
    Left alone when the config has no separator in the vocabulary or a sample is too short for it."""
    sep = _text_config(ctx.config).sep_token_id
    if not _valid_id(sep, ctx.vocab()):
        return
    real = mask if mask is not None else torch.ones_like(ids)
    first, last = (real != 0).int().argmax(-1), last_real_positions(real)
    if bool((last - first < QUESTION + 3).any()):  # no room for a context token between the separators
        return
    for at in (first + QUESTION, first + QUESTION + 1, last):
        ids.scatter_(-1, at.unsqueeze(-1), sep)
