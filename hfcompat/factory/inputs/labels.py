"""Labels by head: what gives each head its loss (after transformers' own test recipe, _prepare_for_class).

| task                               | labels                                                  |
|------------------------------------|---------------------------------------------------------|
| causal/masked/seq2seq/multimodal LM| ids shaped like the text (placeholders and padding -100)|
|                                    | (seq2seq: the padded sample's target ends in -100)      |
| ctc                                | ``(B, 4)`` ids in [1, vocab), shorter than the frames   |
| *classification                    | ``(B,)`` class ids (floats for multi-label, regression) |
| audio-frame-classification         | ``(B, frames, num_labels)`` one-hot rows, one per frame |
| token-classification               | ``(B, S)`` class ids (padding -100)                     |
| question-answering                 | ``start_positions`` / ``end_positions`` ``(B,)``        |
| multiple-choice                    | ``(B,)`` choice ids                                     |
| semantic-segmentation              | ``(B, H, W)`` class ids                                 |
| time-series-prediction             | the future window (``future_values``)                   |
"""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.inputs.context import PADDED_SAMPLE, SEQ, InputContext

LM_TASKS = frozenset({"causal-lm", "masked-lm", "seq2seq-lm", "speech-seq2seq", "image-text-to-text", "multimodal-lm"})
CTC_LABEL_SEQ = 4  # CTC targets: must be shorter than the encoder's output frames


def _num_labels(ctx: InputContext) -> int:
    return int(getattr(ctx.config, "num_labels", 2) or 2)


def _output_frames(ctx: InputContext) -> int:
    """The frames a speech encoder gives for the step's audio: its conv front-end's output length for a
    waveform (``_get_feat_extract_output_lengths``), else the feature frames ``(B, T, F)``."""
    wave = ctx.inputs.get("input_values")
    lengths = getattr(ctx.model, "_get_feat_extract_output_lengths", None)
    if isinstance(wave, torch.Tensor) and callable(lengths):
        return int(lengths(torch.tensor(wave.shape[-1])))
    feats = ctx.inputs.get("input_features")
    return int(feats.shape[1]) if isinstance(feats, torch.Tensor) and feats.dim() == 3 else SEQ


def lm_labels(ctx: InputContext) -> torch.Tensor:
    """Labels shaped like the text input: its ids, with placeholder and masked positions ignored."""
    ids = ctx.inputs.get("input_ids")
    # a seq2seq/speech head may be a decoder-only audio LM (AudioFlamingo 3, GLM-ASR): its labels follow its ids
    encoder_decoder = bool(getattr(ctx.config, "is_encoder_decoder", False)) or ctx.accepts("decoder_input_ids")
    if (ctx.task in ("seq2seq-lm", "speech-seq2seq") and encoder_decoder) or not isinstance(ids, torch.Tensor):
        dec = ctx.inputs.get("decoder_input_ids")
        target = ctx.ids(*(dec.shape if isinstance(dec, torch.Tensor) else (ctx.batch, ctx.seq)))
        if target.shape[0] > PADDED_SAMPLE:  # targets padded as DataCollatorForSeq2Seq pads them
            target[PADDED_SAMPLE, target.shape[-1] - ctx.n_padded(target.shape[-1]):] = -100
        return target
    labels = ids.clone()
    specials = torch.tensor(sorted(ctx.special_ids()), dtype=ids.dtype)
    labels[torch.isin(ids, specials)] = -100  # placeholders (image, audio...) are not predicted
    mask = ctx.inputs.get("attention_mask")
    if isinstance(mask, torch.Tensor) and mask.shape == ids.shape:
        labels[mask == 0] = -100
    return labels


def make_labels(ctx: InputContext) -> dict[str, Any]:
    """The label inputs of the head (empty for heads without a loss or a ``labels`` argument)."""
    task = ctx.task
    if task == "question-answering" and ctx.accepts("start_positions"):
        return {"start_positions": torch.zeros(ctx.batch, dtype=torch.long),
                "end_positions": torch.ones(ctx.batch, dtype=torch.long)}
    if task == "time-series-prediction" and ctx.accepts("future_values"):
        from hfcompat.factory.inputs.timeseries import future_time_features, future_values

        found = future_values(ctx)[0]
        if ctx.accepts("future_time_features") and "past_time_features" in ctx.inputs:
            found.update(future_time_features(ctx)[0])
        return found
    if not ctx.accepts("labels"):
        return {}
    if task in LM_TASKS:
        return {"labels": lm_labels(ctx)}
    if task == "ctc":
        return {"labels": ctx.randint(1, max(min(ctx.vocab(), 100), 2), ctx.batch, CTC_LABEL_SEQ)}
    if task == "multiple-choice":
        choices = ctx.inputs_shape("input_ids", (ctx.batch, 2, SEQ))
        return {"labels": ctx.randint(0, choices[1] if len(choices) == 3 else 2, ctx.batch)}
    if task == "token-classification":
        # an encoder-decoder's token classifier (T5Gemma's) labels the decoder's tokens, which need not be
        # as long as the encoder's (T5Gemma 2's image placeholders lengthen only the encoder's)
        text = "decoder_input_ids" if "decoder_input_ids" in ctx.inputs else "input_ids"
        labels = ctx.randint(0, _num_labels(ctx), *ctx.inputs_shape(text, (ctx.batch, SEQ))[:2])
        mask = ctx.inputs.get("attention_mask" if text == "input_ids" else "decoder_attention_mask")
        if isinstance(mask, torch.Tensor) and mask.shape == labels.shape:
            labels[mask == 0] = -100  # padded positions are not scored
        return {"labels": labels}
    if task == "audio-frame-classification":
        # one multi-hot row per output frame: the heads take argmax(labels.view(-1, num_labels)) as the class
        frames, n = _output_frames(ctx), _num_labels(ctx)
        return {"labels": torch.nn.functional.one_hot(ctx.randint(0, n, ctx.batch, frames), n).float()}
    if task == "semantic-segmentation":
        pixels = ctx.inputs_shape("pixel_values", (ctx.batch, 3, 64, 64))
        return {"labels": ctx.randint(0, _num_labels(ctx), ctx.batch, pixels[-2], pixels[-1])}
    if task.endswith("classification") or task == "time-series-regression":
        n = _num_labels(ctx)
        problem = getattr(ctx.config, "problem_type", None)
        if problem == "multi_label_classification":
            return {"labels": ctx.randint(0, 2, ctx.batch, n).float()}
        # transformers' classifiers read one label, or an unset problem type with num_labels 1 (a
        # reward or scoring model), as regression: an MSE loss on float targets, (B,) for one label
        if task != "time-series-regression" and (problem == "regression" or (problem is None and n == 1)):
            return {"labels": ctx.randn(ctx.batch) if n == 1 else ctx.randn(ctx.batch, n)}
        return {"labels": ctx.randint(0, n, ctx.batch)}
    return {}
