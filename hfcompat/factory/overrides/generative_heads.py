"""Overrides for pretraining and generative heads that their users build or feed otherwise than the type's
main class (issue 50): each entry names the checkpoint setting or the input its users give."""

from __future__ import annotations

from typing import Any

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


OVERRIDES: dict[str, Override] = {
    "hiera": Override(
        reason="HieraConfig leaves the MAE decoder unset (decoder_hidden_size None): HieraForPreTraining is built "
        "from the facebook/hiera-*-mae-hf configs, which set it (512 wide, 8 blocks, 16 heads; shrunk here)",
        class_config={"HieraForPreTraining": HIERA_MAE_DECODER}),
    "splinter": Override(
        reason="the pretraining head answers each [QUESTION] token (question_token_id): every sample has one, as "
        "the tokenizer writes it", inputs=_splinter),
}
