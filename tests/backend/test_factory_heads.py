"""Heads built as their users build them (issue 50): a classifier that pools by a special token gets it.

Llama's classifier pools at the last token that is not the pad token, and refuses a padded batch
without one; BART's pools at the end-of-sequence token, and refuses samples without one. The factory
gives each what every user sets (hfcompat/factory/inputs/head_tokens.py), so their cases are judged.
"""

from __future__ import annotations

import pytest
import torch

from hfcompat.execution.case import run_case
from hfcompat.factory import build, validate_spec
from hfcompat.factory.inputs.context import PADDED_SAMPLE
from hfcompat.factory.inputs.head_tokens import last_real_positions
from hfcompat.records.record import Case

LAST_TOKEN = "arch:llama:LlamaForSequenceClassification"
AT_EOS = "arch:bart:BartForSequenceClassification"


def test_a_last_token_classifier_gets_a_pad_token_that_fills_the_padding() -> None:
    built = build(validate_spec(LAST_TOKEN))
    pad = built.model.config.pad_token_id
    assert isinstance(pad, int) and 0 <= pad < built.model.config.vocab_size
    assert any(c.startswith("pad_token_id None -> ") for c in built.config_changes), built.config_changes
    ids, mask = built.inputs["input_ids"], built.inputs["attention_mask"]
    assert not bool(mask[PADDED_SAMPLE].all()), "the batch must have a padded sample"
    assert bool((ids[mask == 0] == pad).all()) and not bool((ids[mask == 1] == pad).any())
    # what the head computes as its pooled index: the rightmost non-pad token, the last real one
    non_pad = (ids != pad).int() * torch.arange(ids.shape[-1])
    assert torch.equal(non_pad.argmax(-1), last_real_positions(mask))


def test_the_padded_sample_is_classified_at_its_last_real_token() -> None:
    """The padded sample's logits are those of its real tokens alone: right padding after a causal
    decoder changes nothing at the pooled position when that is the last real token."""
    built = build(validate_spec(LAST_TOKEN))
    model, ids, mask = built.model.eval(), built.inputs["input_ids"], built.inputs["attention_mask"]
    n_real = int(mask[PADDED_SAMPLE].sum())
    with torch.no_grad():
        batch = model(input_ids=ids, attention_mask=mask).logits
        alone = model(input_ids=ids[PADDED_SAMPLE:PADDED_SAMPLE + 1, :n_real]).logits
    torch.testing.assert_close(batch[PADDED_SAMPLE], alone[0])


def test_an_eos_pooling_classifier_gets_one_eos_closing_each_sample() -> None:
    built = build(validate_spec(AT_EOS))
    ids, mask, eos = built.inputs["input_ids"], built.inputs["attention_mask"], built.model.config.eos_token_id
    assert (ids == eos).sum(-1).tolist() == [1] * ids.shape[0]  # the head checks equal counts
    last = last_real_positions(mask)
    assert torch.equal(ids.gather(-1, last.unsqueeze(-1)).squeeze(-1), torch.full_like(last, eos))
    assert built.config_changes == ()  # BART's config has its pad token: nothing is set


def test_a_head_that_pools_by_no_token_is_left_as_it_was() -> None:
    built = build(validate_spec("arch:bert:BertForSequenceClassification"))  # pools the first token
    assert built.config_changes == () and built.model.config.pad_token_id == 0  # BERT's own pad id


QUESTION_BY_SEP = "arch:longformer:LongformerForQuestionAnswering"


def test_a_head_that_finds_the_question_by_separators_gets_question_context_pairs() -> None:
    built = build(validate_spec(QUESTION_BY_SEP))
    ids, sep = built.inputs["input_ids"], built.model.config.sep_token_id
    assert (ids == sep).sum(-1).tolist() == [3] * ids.shape[0]  # <s> q </s></s> c </s>, as Longformer checks


#: an encoder-decoder classifier whose images reach the encoder only: its placeholders are measured there
ENCODER_IMAGES = "arch:t5gemma2:T5Gemma2ForSequenceClassification"


@pytest.mark.parametrize("spec", [LAST_TOKEN, AT_EOS, ENCODER_IMAGES, QUESTION_BY_SEP])
def test_the_infer_case_is_judged_on_cpu(spec: str) -> None:
    record = run_case(Case(spec, "cpu", "eager", workload="infer")).record
    assert record["status"] == "pass", (record["status"], record["error"])


def test_a_one_label_classifier_gets_regression_targets() -> None:
    """num_labels 1 (a reward or scoring model) is regression to transformers: float targets, an MSE loss."""
    from transformers import LlamaConfig, LlamaForSequenceClassification

    from hfcompat.factory.inputs import make_inputs

    config = LlamaConfig(vocab_size=100, hidden_size=16, intermediate_size=32, num_hidden_layers=1,
                         num_attention_heads=2, num_key_value_heads=2, num_labels=1, eos_token_id=2)
    model = LlamaForSequenceClassification(config)
    inputs = make_inputs(model, "sequence-classification")
    assert inputs["labels"].dtype == torch.float32 and inputs["labels"].shape == (2,)
    assert torch.isfinite(model(**inputs).loss)
