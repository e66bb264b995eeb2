"""Text inputs: token ids and their companions (masks, token types, layout boxes, choices, decoder ids)."""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.inputs.context import BATCH, SEQ, InputContext

NUM_CHOICES = 3


def input_ids(ctx: InputContext) -> list[dict[str, Any]]:
    """``(B, S)`` ids (``(B, choices, S)`` for a multiple-choice head) and, where forward takes one,
    a mask that pads one sample as a tokenizer does (the padded positions hold the pad id)."""
    shape = (BATCH, NUM_CHOICES, ctx.seq) if ctx.task == "multiple-choice" else (BATCH, ctx.seq)
    ids = ctx.ids(*shape)
    found: dict[str, Any] = {"input_ids": ids}
    if ctx.accepts("attention_mask") or ctx.task == "multiple-choice":
        mask = ctx.padding_mask(*shape)
        ids[mask == 0] = ctx.pad_id()
        found["attention_mask"] = mask
    return [found]


def decoder_input_ids(ctx: InputContext) -> list[dict[str, Any]]:
    return [{"decoder_input_ids": ctx.ids(BATCH, SEQ)}]


def bbox(ctx: InputContext) -> list[dict[str, Any]]:
    """Layout boxes ``(B, S, 4)`` as x0 <= x1, y0 <= y1 in [0, 1000] (LayoutLM family, Bros, Lilt, Udop)."""
    shape = ctx.inputs_shape("input_ids", (BATCH, SEQ))
    a = torch.randint(0, 500, (*shape, 2), generator=ctx.gen)
    b = a + torch.randint(0, 500, (*shape, 2), generator=ctx.gen)
    return [{"bbox": torch.cat([a, b], dim=-1)}]


def token_type_ids(ctx: InputContext) -> list[dict[str, Any]]:
    return [{"token_type_ids": torch.zeros(ctx.inputs_shape("input_ids", (BATCH, SEQ)), dtype=torch.long)}]


def qformer_input_ids(ctx: InputContext) -> list[dict[str, Any]]:
    """The Q-Former's own text prompt (InstructBLIP)."""
    ids = ctx.ids(BATCH, 8)
    return [{"qformer_input_ids": ids, "qformer_attention_mask": torch.ones_like(ids)}]


def task_inputs(ctx: InputContext) -> list[dict[str, Any]]:
    """OneFormer's task prompt ("the task is semantic"), tokenised to task_seq_len ids."""
    return [{"task_inputs": ctx.ids(BATCH, int(ctx.cfg("task_seq_len", default=SEQ)))}]


def perceiver_inputs(ctx: InputContext) -> list[dict[str, Any]]:
    """Perceiver's generic ``inputs``: token ids for its text (masked-LM) preprocessor."""
    ids = ctx.ids(BATCH, SEQ)
    return [{"inputs": ids, "attention_mask": torch.ones_like(ids)}]


GENERATORS = {
    "task_inputs": task_inputs,
    "inputs": perceiver_inputs,
    "input_ids": input_ids,
    "decoder_input_ids": decoder_input_ids,
    "bbox": bbox,
    "token_type_ids": token_type_ids,
    "qformer_input_ids": qformer_input_ids,
}
