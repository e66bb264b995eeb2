"""Known factory gaps stop every class of their type, named or not (issue 50: ``sweep --all-classes``).

A gap is the harness's shortfall for a model type. Before, only a spec that named no class met it: the
every-class sweep names each class, so a gap type's classes were built anyway and ended ``reference_error``,
blaming the model for what the harness cannot yet make right. Now a named class is a ``harness_error``
naming the gap too, unless the entry spares it (known to work).
"""

from __future__ import annotations

import pytest

from hfcompat.errors import FactoryError
from hfcompat.factory import build, plan, validate_spec
from hfcompat.factory.overrides import OVERRIDES, Override

GAP = "a synthetic shortfall for this test"


@pytest.fixture
def bert_gap(monkeypatch: pytest.MonkeyPatch) -> None:
    """bert, a type that builds fine, marked as a known gap for the length of a test."""
    monkeypatch.setitem(OVERRIDES, "bert", Override(reason="test", gap=GAP))


@pytest.mark.usefixtures("bert_gap")
@pytest.mark.parametrize("spec", ["arch:bert", "arch:bert:BertModel", "arch:bert:BertForSequenceClassification"])
def test_a_gap_stops_every_class_of_its_type(spec: str) -> None:
    with pytest.raises(FactoryError, match=f"known factory gap.*{GAP}"):
        build(validate_spec(spec))


@pytest.mark.usefixtures("bert_gap")
def test_the_plan_of_a_gap_type_says_so() -> None:
    found = plan(validate_spec("arch:bert:BertForSequenceClassification"))
    assert found.model_class is None and GAP in (found.error or "")


def test_a_class_the_gap_spares_is_built(monkeypatch: pytest.MonkeyPatch) -> None:
    spared = Override(reason="test", gap=GAP, gap_spared=frozenset({"BertModel"}))
    monkeypatch.setitem(OVERRIDES, "bert", spared)
    assert build(validate_spec("arch:bert:BertModel")).model_class == "BertModel"
    with pytest.raises(FactoryError, match=GAP):
        build(validate_spec("arch:bert:BertForSequenceClassification"))


def test_gap_for_spares_only_the_named_classes() -> None:
    entry = Override(reason="r", gap=GAP, gap_spared=frozenset({"AModel"}))
    assert entry.gap_for("AModel") is None
    assert entry.gap_for("AForCausalLM") == GAP and entry.gap_for(None) == GAP
    assert Override(reason="r").gap_for("AModel") is None

