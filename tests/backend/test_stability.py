"""Graph stability on real torch_xla, and the reference cache behind --cache-dir."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

import hfcompat.process.adapters
from hfcompat.execution.case import run_case
from hfcompat.execution.refcache import RefCache, fingerprint
from hfcompat.execution.stability import shorter_inputs
from hfcompat.factory import BuiltModel
from hfcompat.records.record import Case


class StepCounter(torch.nn.Module):
    """Python control flow on a counter: each call traces a different graph (as in models that keep
    Python-side state between steps), so identical shapes still compile anew."""

    def __init__(self) -> None:
        super().__init__()
        self.lin = torch.nn.Linear(8, 8)
        self.calls = 0

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        self.calls += 1
        hidden = self.lin(torch.nn.functional.one_hot(input_ids % 8, 8).float())
        return hidden * 2 if self.calls % 2 else hidden.tanh()


@pytest.mark.xla
def test_plain_transformer_is_stable_and_counts_new_length_compiles() -> None:
    record = run_case(Case("arch:llama", "torch-xla", "lazy", stability=True)).record
    assert record["status"] == "pass"
    assert record["compiles"] >= 1
    rc = record["recompiles"]
    assert rc["same_shape"] == 0 and rc["stable"] is True
    assert rc["new_shape"] >= 1  # a static-shape compiler pays for a new length
    assert record["timings"]["step_s"] < record["timings"]["first_step_s"]


@pytest.mark.xla
def test_python_state_path_is_flagged_as_recompiling() -> None:
    torch.manual_seed(0)
    built = BuiltModel(
        StepCounter(), {"input_ids": torch.randint(0, 50, (2, 16))}, "planted", "StepCounter", "base", 72
    )
    record = run_case(Case("planted:StepCounter", "torch-xla", "lazy", stability=True), built=built).record
    assert record["recompiles"]["same_shape"] >= 1 and record["recompiles"]["stable"] is False


def test_inputs_without_a_sequence_have_no_new_length() -> None:
    assert shorter_inputs({"pixel_values": torch.randn(2, 3, 8, 8)}) is None
    cut = shorter_inputs(
        {
            "input_ids": torch.ones(2, 16, dtype=torch.long),
            "attention_mask": torch.ones(2, 16, dtype=torch.long),
            "labels": torch.ones(2, 16, dtype=torch.long),
            "pixel_values": torch.randn(2, 16),
        }
    )
    assert cut is not None and cut["input_ids"].shape == (2, 12) and cut["labels"].shape == (2, 12)
    assert cut["pixel_values"].shape == (2, 16)  # floats are not token sequences


def test_reference_cache_hits_and_never_serves_a_different_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HFCOMPAT_CACHE_DIR", str(tmp_path))
    cold = run_case(Case("arch:gpt2", "cpu", "eager")).record
    entries = list((tmp_path / "reference").glob("*.safetensors"))
    assert cold["status"] == "pass" and len(entries) == 2  # case dtype + float64 arbiter
    warm = run_case(Case("arch:gpt2", "cpu", "eager")).record
    assert warm["status"] == "pass" and warm["compare"] == cold["compare"]

    # Poison the entries with another model's weights: the fingerprint no longer matches, so the
    # cache is ignored and the verdict is computed afresh.
    cache = RefCache(tmp_path)
    other = torch.nn.Linear(2, 2)
    for meta in (tmp_path / "reference").glob("*.json"):
        key = meta.stem
        cache.save(
            key,
            fingerprint(other, {}),
            {"outputs": {"logits": torch.zeros(1)}, "loss": {"loss": torch.zeros(())}, "grads": {}},
        )
    again = run_case(Case("arch:gpt2", "cpu", "eager")).record
    assert again["status"] == "pass" and again["compare"]["grads"]["n"] == cold["compare"]["grads"]["n"]


def test_stale_entry_with_matching_key_but_other_weights_is_ignored(tmp_path: Path) -> None:
    cache = RefCache(tmp_path)
    a, b = torch.nn.Linear(2, 2), torch.nn.Linear(2, 2)
    groups = {"outputs": {"y": torch.ones(2)}, "loss": {"loss": torch.tensor(1.0)}, "grads": {"w": None}}
    cache.save("k", fingerprint(a, {}), groups)
    assert cache.load("k", fingerprint(b, {})) is None
    hit = cache.load("k", fingerprint(a, {}))
    assert hit is not None and hit["grads"] == {"w": None} and torch.equal(hit["outputs"]["y"], torch.ones(2))


@pytest.fixture(autouse=True)
def _fresh_backends(monkeypatch: pytest.MonkeyPatch) -> None:
    # run_case keeps one adapter per process; cache env changes must not leak between tests
    monkeypatch.setattr(hfcompat.process.adapters, "_BACKENDS", dict(hfcompat.process.adapters._BACKENDS))
