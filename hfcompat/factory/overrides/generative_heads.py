"""Overrides for pretraining and generative heads that their users build or feed otherwise than the type's
main class (issue 50): each entry names the checkpoint setting or the input its users give."""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.overrides.base import Override

#: The masked-autoencoder decoder of facebook/hiera-*-mae-hf (512 wide, 8 blocks, 16 heads), shrunk
HIERA_MAE_DECODER = {"decoder_hidden_size": 32, "decoder_depth": 1, "decoder_num_heads": 2}
#: Position of the question token Splinter's pretraining head answers for (after the first, [CLS])
SPLINTER_QUESTION_POSITION = 1


def _splinter(ctx: Any) -> None:
    """Splinter's pretraining head answers each ``[QUESTION]`` token of a sample (its tokenizer writes one
    after the question): every sample needs at least one, which random ids almost never hold."""
    ids = ctx.inputs.get("input_ids")
    if ctx.class_name != "SplinterForPreTraining" or ids is None:
        return
    ids = ids.clone()
    ids[:, SPLINTER_QUESTION_POSITION] = ctx.config.question_token_id
    ctx.inputs["input_ids"] = ids


#: The questions of JEV's one prompt: (question type index in ``Question.questions_types``, options): a yes/no
#: question and a four-option choice, each read at its own ``<|mark|>``
JEV_QUESTIONS = ((0, 2), (1, 4))


def _jev(ctx: Any) -> None:
    """JEV scores the questions of one prompt (``decide`` feeds a batch of one): each question's ``<|mark|>``
    position (``marks``, the head reads the token before it), its option count and its type, as
    ``DecisionMixin.decide`` builds them from the decision questions."""
    ids = ctx.inputs.get("input_ids")
    if ids is None:
        return
    ctx.inputs["input_ids"] = ids[:1]
    for name in ("attention_mask", "labels"):
        ctx.inputs.pop(name, None)
    seq = ids.shape[1]
    marks = [seq * (k + 1) // len(JEV_QUESTIONS) for k in range(len(JEV_QUESTIONS))]
    ctx.inputs["marks"] = torch.tensor([marks])
    ctx.inputs["num_options"] = torch.tensor([[n for _, n in JEV_QUESTIONS]])
    ctx.inputs["question_type_ids"] = torch.tensor([[t for t, _ in JEV_QUESTIONS]])


def _flava(ctx: Any) -> None:
    """FLAVA's pretraining step scores masked image modeling against the codebook's tokens of the same images:
    its processor gives ``codebook_pixel_values`` (``return_codebook_pixels=True``: the image at the size the
    codebook maps to one token per patch, 2^(num_groups - 1) pixels a token) and ``bool_masked_pos``
    (``return_masks=True``)."""
    pixels = ctx.inputs.get("pixel_values")
    if ctx.class_name != "FlavaForPreTraining" or not isinstance(pixels, torch.Tensor):
        return
    patch = int(ctx.config.image_config.patch_size)
    scale = 2 ** (int(ctx.config.image_codebook_config.num_groups) - 1)
    rows, cols = pixels.shape[-2] // patch, pixels.shape[-1] // patch
    ctx.inputs["codebook_pixel_values"] = ctx.rand(pixels.shape[0], 3, rows * scale, cols * scale)
    mask = torch.zeros(pixels.shape[0], rows * cols, dtype=torch.bool)
    mask[:, ::2] = True
    ctx.inputs["bool_masked_pos"] = mask


def _colqwen2(ctx: Any) -> None:
    """ColQwen2's processor pads each image's patches to the longest: ``pixel_values`` is ``(images, max
    patches, patch values)``, unpadded by the model from ``image_grid_thw``, not Qwen2-VL's flat rows."""
    pixels, grid = ctx.inputs.get("pixel_values"), ctx.inputs.get("image_grid_thw")
    if not isinstance(pixels, torch.Tensor) or pixels.dim() != 2 or grid is None:
        return
    counts = [int(n) for n in grid.prod(-1)]
    padded = pixels.new_zeros(len(counts), max(counts), pixels.shape[-1])
    for i, rows in enumerate(torch.split(pixels, counts)):
        padded[i, : rows.shape[0]] = rows
    ctx.inputs["pixel_values"] = padded


OVERRIDES: dict[str, Override] = {
    "colqwen2": Override(
        reason="the retriever takes each image's patches padded to the longest (images, patches, values), as its "
        "processor gives them, not the flat rows of Qwen2-VL", inputs=_colqwen2),
    "flava": Override(
        reason="the pretraining head's masked image modeling needs the codebook's view of the images and the "
        "patch mask, which its processor gives (return_codebook_pixels, return_masks)", inputs=_flava),
    "jev": Override(
        reason="the decision head scores the questions of one prompt: their <|mark|> positions, option counts and "
        "types, as its decide() feeds them", inputs=_jev),
    "hiera": Override(
        reason="HieraConfig leaves the MAE decoder unset (decoder_hidden_size None): HieraForPreTraining is built "
        "from the facebook/hiera-*-mae-hf configs, which set it (512 wide, 8 blocks, 16 heads; shrunk here)",
        class_config={"HieraForPreTraining": HIERA_MAE_DECODER}),
    "splinter": Override(
        reason="the pretraining head answers each [QUESTION] token (question_token_id): every sample has one, as "
        "the tokenizer writes it", inputs=_splinter),
}
