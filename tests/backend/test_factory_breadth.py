"""A sample of the factory's breadth: one architecture per modality and head, whole cases on the cpu backend.

Each must build (shrunk config, the right head), get valid inputs and labels, and pass the CPU case
(forward + backward, every gradient compared): a failure here is the factory's regression. The full
sweep over every model type is ``hfcompat sweep --all-archs --backend cpu`` (docs/measurements.md, "Breadth
of the factory").
"""

from __future__ import annotations

import pytest

from hfcompat.execution.case import run_case
from hfcompat.records.record import Case

pytestmark = pytest.mark.slow  # a whole CPU case per architecture, tens of them

SAMPLE = {
    # model type: (class, task, an input the recipe must have made)
    "llama": ("LlamaForCausalLM", "causal-lm", "labels"),                            # text decoder
    "mixtral": ("MixtralForCausalLM", "causal-lm", "labels"),                        # mixture of experts
    "mamba": ("MambaForCausalLM", "causal-lm", "labels"),                            # state space
    "bert": ("BertForMaskedLM", "masked-lm", "attention_mask"),                      # text encoder
    "t5": ("T5ForConditionalGeneration", "seq2seq-lm", "labels"),                    # seq2seq
    "vit": ("ViTForImageClassification", "image-classification", "pixel_values"),     # vision
    "convnext": ("ConvNextForImageClassification", "image-classification", "labels"),
    "videomae": ("VideoMAEForVideoClassification", "video-classification", "pixel_values"),  # video (5-D)
    "whisper": ("WhisperForConditionalGeneration", "speech-seq2seq", "input_features"),  # audio features
    "wav2vec2": ("Wav2Vec2ForCTC", "ctc", "input_values"),                           # audio values
    "patchtst": ("PatchTSTForPrediction", "time-series-prediction", "future_values"),  # time series
    "time_series_transformer": ("TimeSeriesTransformerForPrediction", "time-series-prediction", "past_time_features"),
    "clip": ("CLIPModel", "base", "return_loss"),                                    # dual encoder
    "llava": ("LlavaForConditionalGeneration", "image-text-to-text", "pixel_values"),  # vision-language
    "qwen2_vl": ("Qwen2VLForConditionalGeneration", "image-text-to-text", "image_grid_thw"),  # grid VLM, M-RoPE
    "smolvlm": ("SmolVLMForConditionalGeneration", "image-text-to-text", "pixel_attention_mask"),  # pixel shuffle
    "encodec": ("EncodecModel", "base", "input_values"),                             # codec
}


@pytest.mark.parametrize("model_type", sorted(SAMPLE))
def test_architecture_passes_on_cpu(model_type: str) -> None:
    from hfcompat.factory import build, validate_spec

    class_name, task, needed_input = SAMPLE[model_type]
    built = build(validate_spec(f"arch:{model_type}"))
    assert (built.model_class, built.task) == (class_name, task)
    assert needed_input in built.inputs, sorted(built.inputs)
    record = run_case(Case(f"arch:{model_type}", "cpu", "eager"), built=built).record
    assert record["status"] == "pass", record
    assert record["compare"]["grads"]["n"] > 0 and record["compare"]["loss"]["ok"]
    assert needed_input in record["inputs"] or needed_input == "return_loss"  # the record shows what was fed


def test_vision_language_placeholders_match_the_image_features() -> None:
    """The measured placeholder count is what the model checks: one token per image feature row."""
    from hfcompat.factory import build, validate_spec

    built = build(validate_spec("arch:llava"))
    image_token = built.model.config.image_token_id
    n_placeholders = int((built.inputs["input_ids"] == image_token).sum())
    features = built.model.get_image_features(pixel_values=built.inputs["pixel_values"]).pooler_output
    assert n_placeholders == sum(f.shape[0] for f in features) > 0
    assert bool((built.inputs["labels"][built.inputs["input_ids"] == image_token] == -100).all())


def test_a_short_prompt_keeps_each_media_block_whole_and_generates() -> None:
    """The 6-token generate prompt of a model fed images and videos: the video block goes after the
    image block, not inside it (a split block left the vision-start tokens without their grids)."""
    from hfcompat.factory import build, validate_spec

    built = build(validate_spec("arch:qwen2_vl"))
    cfg, prompt = built.model.config, built.gen_inputs
    assert prompt is not None and "pixel_values_videos" in prompt
    start, end = cfg.vision_start_token_id, cfg.vision_end_token_id
    for b, row in enumerate(prompt["input_ids"][prompt["attention_mask"].bool()].split(
            prompt["attention_mask"].sum(1).tolist())):
        blocks, inside = [], None
        for tok in row.tolist():
            if tok == start:
                assert inside is None, f"sample {b}: a block opens inside another: {row.tolist()}"
                inside = []
            elif tok == end:
                blocks.append(set(inside or ()))
                inside = None
            elif inside is not None:
                inside.append(tok)
        assert blocks == [{cfg.image_token_id}, {cfg.video_token_id}], (b, row.tolist())
    record = run_case(Case("arch:qwen2_vl", "cpu", "eager", workload="generate"), built=built).record
    assert record["status"] == "pass", record["error"]
