"""Pretraining and generative heads built and fed as their users do (issue 50, the every-class sweep on ``cpu``).

Each spec here ended ``reference_error`` or ``harness_error`` only because the factory built or fed it
otherwise than its users do (a decoder the default config leaves unset, a flag the class asserts, a token
the head answers for). One step per fix runs on the ``cpu`` backend; each falls back to an unjudged status if
its fix is undone.
"""

from __future__ import annotations

import pytest
import torch

from hfcompat.execution.case import run_case
from hfcompat.factory import build, validate_spec
from hfcompat.records.record import Case

UNJUDGED = ("reference_error", "harness_error")

#: spec -> the fix it stands for
FIXED = {
    "arch:colmodernvbert:ColModernVBertForRetrieval": "image tokens found through the wrapped VLM's config",
    "arch:colpali:ColPaliForRetrieval": "image tokens found through the wrapped VLM's config",
    "arch:colqwen2:ColQwen2ForRetrieval": "each image's patches padded to the longest, as its processor gives them",
    "arch:flava:FlavaForPreTraining": "the codebook's pixels and the patch mask, as its processor gives them",
    "arch:hiera:HieraForPreTraining": "the MAE decoder its checkpoints set",
    "arch:reformer:ReformerModelWithLMHead": "is_decoder=True, as the LM head asserts",
    "arch:t5gemma:T5GemmaEncoderModel": "is_encoder_decoder=False, as the encoder-only class asks",
    "arch:splinter:SplinterForPreTraining": "a [QUESTION] token in every sample",
    "arch:jev:JevForDecision": "one prompt's question marks, option counts and types",
    "arch:mllama:MllamaVisionModel": "aspect-ratio tiles for the tower alone, built from its own config",
    "arch:videomae:VideoMAEForPreTraining": "a mask over every tube (frames // tubelet_size patch grids)",
}


@pytest.mark.parametrize("spec", sorted(FIXED))
def test_the_head_is_judged_on_cpu(spec: str) -> None:
    record = run_case(Case(spec, "cpu", "eager", workload="train")).record
    assert record["status"] not in UNJUDGED, (FIXED[spec], record["status"], record["error"])


def test_jev_scores_every_option_of_its_questions() -> None:
    built = build(validate_spec("arch:jev:JevForDecision"))
    inputs = built.inputs
    assert inputs["input_ids"].shape[0] == 1  # decide() feeds one prompt
    assert int(inputs["marks"].max()) <= inputs["input_ids"].shape[1]
    with torch.no_grad():
        scores = built.model.eval()(**inputs)
    assert scores.shape[0] == int(inputs["num_options"].sum())


@pytest.mark.parametrize("spec", ["arch:colpali:ColPaliForRetrieval", "arch:colqwen2:ColQwen2ForRetrieval"])
def test_a_retriever_embeds_a_page_image(spec: str) -> None:
    built = build(validate_spec(spec))
    assert "pixel_values" in built.inputs  # a page, not only a text query
