"""Text inputs: token ids and their companions (masks, token types, layout boxes, choices, decoder ids)."""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.inputs.context import SEQ, InputContext
from hfcompat.factory.inputs.head_tokens import finds_question_by_sep, mark_eos, mark_question_pairs, pools_at_eos

NUM_CHOICES = 3


def input_ids(ctx: InputContext) -> list[dict[str, Any]]:
    """``(B, S)`` ids (``(B, choices, S)`` for a multiple-choice head) and, where forward takes one,
    a mask that pads one sample as a tokenizer does (the padded positions hold the pad id). A head
    that pools at the end-of-sequence token gets one closing each sample's real tokens, one that finds a
    question by its separators gets question-context pairs (:mod:`.head_tokens`)."""
    shape = (ctx.batch, NUM_CHOICES, ctx.seq) if ctx.task == "multiple-choice" else (ctx.batch, ctx.seq)
    ids = ctx.ids(*shape)
    found: dict[str, Any] = {"input_ids": ids}
    mask = None
    if ctx.accepts("attention_mask") or ctx.task == "multiple-choice":
        mask = ctx.padding_mask(*shape)
        ids[mask == 0] = ctx.pad_id()
        found["attention_mask"] = mask
    if pools_at_eos(ctx):
        mark_eos(ctx, ids, mask)
    if finds_question_by_sep(ctx):
        mark_question_pairs(ctx, ids, mask)
    return [found]


def decoder_input_ids(ctx: InputContext) -> list[dict[str, Any]]:
    return [{"decoder_input_ids": ctx.ids(ctx.batch, ctx.seq)}]


def bbox(ctx: InputContext) -> list[dict[str, Any]]:
    """Layout boxes ``(B, S, 4)`` as x0 <= x1, y0 <= y1 in [0, 1000] (LayoutLM family, Bros, Lilt, Udop)."""
    shape = ctx.inputs_shape("input_ids", (ctx.batch, SEQ))
    a = torch.randint(0, 500, (*shape, 2), generator=ctx.gen)
    b = a + torch.randint(0, 500, (*shape, 2), generator=ctx.gen)
    return [{"bbox": torch.cat([a, b], dim=-1)}]


def token_type_ids(ctx: InputContext) -> list[dict[str, Any]]:
    return [{"token_type_ids": torch.zeros(ctx.inputs_shape("input_ids", (ctx.batch, SEQ)), dtype=torch.long)}]


def qformer_input_ids(ctx: InputContext) -> list[dict[str, Any]]:
    """The Q-Former's own text prompt (InstructBLIP)."""
    ids = ctx.ids(ctx.batch, 8)
    return [{"qformer_input_ids": ids, "qformer_attention_mask": torch.ones_like(ids)}]


def task_inputs(ctx: InputContext) -> list[dict[str, Any]]:
    """OneFormer's task prompt ("the task is semantic"), tokenised to task_seq_len ids."""
    return [{"task_inputs": ctx.ids(ctx.batch, int(ctx.cfg("task_seq_len", default=SEQ)))}]


#: Class names each image is asked to detect in an open-vocabulary prompt.
CLASSES_PER_IMAGE = 2


def detection_prompts(ctx: InputContext) -> list[dict[str, Any]]:
    """An open-vocabulary detector's prompts (OmDet-Turbo), as its processor tokenises them: a task
    sentence per image (``tasks_*``, ``(B, S)``), the class names to detect flattened over the batch
    (``classes_*``, ``(B·classes, S)``, each name padded) and how many names each image has
    (``classes_structure``). Names are short and padded, as the processor pads them to a fixed length."""
    tasks, tasks_mask = ctx.ids(ctx.batch, ctx.seq), ctx.padding_mask(ctx.batch, ctx.seq)
    names = ctx.ids(ctx.batch * CLASSES_PER_IMAGE, ctx.seq)
    names_mask = torch.zeros_like(names)
    names_mask[:, :2] = 1  # a name is a token or two, then padding
    tasks[tasks_mask == 0] = names[names_mask == 0] = ctx.pad_id()
    return [{"tasks_input_ids": tasks, "tasks_attention_mask": tasks_mask,
             "classes_input_ids": names, "classes_attention_mask": names_mask,
             "classes_structure": torch.full((ctx.batch,), CLASSES_PER_IMAGE, dtype=torch.long)}]


def perceiver_inputs(ctx: InputContext) -> list[dict[str, Any]]:
    """Perceiver's generic ``inputs``: token ids for its text (masked-LM, classifier) preprocessor, or
    ``(B, 3, image_size, image_size)`` pixels for an image classifier's (its learned position embeddings
    cover exactly ``image_size ** 2`` positions). The bare ``PerceiverModel`` has no preprocessor: its
    users hand it inputs already embedded, ``(B, M, d_model)``."""
    if getattr(ctx.model, "input_preprocessor", False) is None:
        return [{"inputs": ctx.randn(ctx.batch, ctx.seq, int(ctx.cfg("d_model"))),
                 "attention_mask": ctx.padding_mask(ctx.batch, ctx.seq)}]
    if ctx.task == "image-classification":
        side = int(ctx.cfg("image_size", default=32))
        return [{"inputs": ctx.randn(ctx.batch, 3, side, side)}]
    ids = ctx.ids(ctx.batch, ctx.seq)
    return [{"inputs": ids, "attention_mask": torch.ones_like(ids)}]


GENERATORS = {
    "task_inputs": task_inputs,
    "inputs": perceiver_inputs,
    "input_ids": input_ids,
    "decoder_input_ids": decoder_input_ids,
    "bbox": bbox,
    "token_type_ids": token_type_ids,
    "qformer_input_ids": qformer_input_ids,
    "classes_input_ids": detection_prompts,
    "tasks_input_ids": detection_prompts,
}
