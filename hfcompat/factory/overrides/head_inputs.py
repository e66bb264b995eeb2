"""Overrides for heads whose users feed them otherwise than their head kind's recipe does."""

from __future__ import annotations

from typing import Any

from hfcompat.factory.overrides.base import Override

#: Frames of the target spectrogram a text-to-speech step predicts (a multiple of any reduction factor used: 1-4)
TTS_FRAMES = 16
#: Positions of the pre-net-less SpeechT5Model's encoder and decoder inputs
SPEECHT5_HIDDEN_POSITIONS = 12


def _speecht5(ctx: Any) -> None:
    """SpeechT5's text-to-speech head speaks for a speaker (``speaker_embeddings``, an x-vector) and decodes a mel
    spectrogram: trained on ``labels`` ``(B, frames, num_mel_bins)``, its decoder reads them shifted right by
    its own ``shift_spectrograms_right`` (an all-zero first frame, every reduction_factor-th frame), given here
    explicitly so that a step without labels decodes the same frames. ``SpeechT5Model`` without pre-nets (what
    its default constructor builds) takes hidden states, ``(B, S, hidden_size)``, on both sides."""
    from transformers.models.speecht5.modeling_speecht5 import shift_spectrograms_right

    config, batch = ctx.config, ctx.batch
    if ctx.class_name == "SpeechT5ForTextToSpeech":
        ctx.inputs["speaker_embeddings"] = ctx.randn(batch, config.speaker_embedding_dim)
        if ctx.prompt:  # generate() makes the decoder's inputs itself
            return
        target = ctx.randn(batch, TTS_FRAMES, config.num_mel_bins)
        ctx.inputs["labels"] = target
        ctx.inputs["decoder_input_values"], _ = shift_spectrograms_right(target, config.reduction_factor)
    elif ctx.class_name == "SpeechT5Model":
        ctx.inputs["input_values"] = ctx.randn(batch, SPEECHT5_HIDDEN_POSITIONS, config.hidden_size)
        ctx.inputs["attention_mask"] = ctx.padding_mask(batch, SPEECHT5_HIDDEN_POSITIONS)
        ctx.inputs["decoder_input_values"] = ctx.randn(batch, SPEECHT5_HIDDEN_POSITIONS, config.hidden_size)
        ctx.inputs.pop("decoder_attention_mask", None)


def _shieldgemma2(ctx: Any) -> None:
    """ShieldGemma2's classifier reads the Yes/No logits at the last position and returns no loss: labels
    would only reach the wrapped Gemma 3, which takes token labels, not one class per sample. Its users run it
    without labels (a policy verdict per image); the train step then trains on its weighted logits."""
    if ctx.class_name == "ShieldGemma2ForImageClassification":
        ctx.inputs.pop("labels", None)


def _pp_formulanet(ctx: Any) -> None:
    """PP-FormulaNet decodes the formula's tokens from ``input_ids`` (its forward shifts them right itself, with
    no single start token) and scores the logits against ``labels`` position by position: a training step
    gives both, the target tokens as ids (ignored positions as padding)."""
    if ctx.prompt or "input_ids" in ctx.inputs or "decoder_input_ids" in ctx.inputs:
        return
    labels = ctx.inputs.get("labels")
    if labels is None:
        labels = ctx.ids(ctx.batch, ctx.seq)
    ctx.inputs["input_ids"] = labels.masked_fill(labels == -100, ctx.pad_id())


OVERRIDES: dict[str, Override] = {
    "pp_formulanet": Override(
        reason="its decoder reads the target formula as input_ids (shifted by the model), which the image-to-text "
        "recipe does not give", inputs=_pp_formulanet),
    "speecht5": Override(
        reason="the text-to-speech head needs a speaker embedding and a target spectrogram (its decoder's input); "
        "the pre-net-less base model takes hidden states, not a waveform",
        inputs=_speecht5),
    "shieldgemma2": Override(
        reason="the image classifier returns no loss and its labels would reach the LM as token labels: fed "
        "without labels, as its users run it. It reads the logits of the Yes and No tokens (ids 10784 and 3771 of "
        "Gemma 3's 262k vocabulary), which the shrunk 1024-token vocabulary no longer has: two ids inside it stand in",
        config={"yes_token_index": 784, "no_token_index": 771},
        inputs=_shieldgemma2),
}
