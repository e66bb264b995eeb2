"""Full-size cases (issue 40): their case ids, shapes, deterministic configs, the memory guard, and
the command line's refusals (one line, exit 2, nothing written)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hfcompat.cli import main
from hfcompat.errors import CaseSkipped
from hfcompat.factory.full_size import (
    deterministic_config,
    memory_need,
    memory_parts,
    refuse_unaffordable,
    step_shape,
)
from hfcompat.records.record import Case, case_id_of, size_of_part, spec_of_case_id, split_case_id

#: the few real configs kept in the repository, local specs (tests/data/hub-configs/README.md says where each is from)
HUB = Path(__file__).resolve().parents[1] / "data" / "hub-configs"
GPT2 = HUB / "openai-community--gpt2"


def test_a_tiny_case_keeps_its_id_and_a_full_one_gets_a_size_part() -> None:
    tiny = Case("org/m", "cpu", "eager")
    assert tiny.case_id == "org/m|cpu|eager|float32|train|short"
    full = Case("org/m", "cpu", "eager", size="full")
    assert full.case_id == "org/m|cpu|eager|float32|train|short|full"
    shaped = Case("org/m", "cpu", "eager", size="full", batch=4, seq_len=128, parallel="ddp", devices=2)
    assert shaped.case_id == "org/m|cpu|eager|float32|train|short|full:b4:s128|ddp:2"
    assert Case("org/m", "cpu", "eager", seq_len=64).case_id.endswith("|short|tiny:s64")
    assert len({tiny.case_id, full.case_id, shaped.case_id}) == 3  # a run mixes sizes only by case id


@pytest.mark.parametrize("cid", ["org/m|cpu|eager|float32|train|short", "org/m|cpu|eager|float32|train|short|full",
                                 "org/m|cpu|eager|float32|infer|long|full:b1:s512|ddp:2",
                                 "org/m|cpu|eager|float32|train|short|fsdp:2"])
def test_case_ids_of_every_form_read_back(cid: str) -> None:
    assert case_id_of({"case_id": cid}) == cid
    assert split_case_id(cid) is not None
    assert spec_of_case_id(cid) == "org/m"


def test_an_old_four_part_id_still_reads_as_train_short() -> None:
    assert case_id_of({"case_id": "org/m|cpu|eager|float32"}) == "org/m|cpu|eager|float32|train|short"
    assert spec_of_case_id("org/m|cpu|eager|float32") == "org/m"


def test_size_parts_parse_strictly() -> None:
    assert size_of_part("full:b4:s128") == ("full", 4, 128)
    assert size_of_part("tiny") == ("tiny", None, None)
    for bad in ("huge", "full:x4", "full:b4:b5", "full:bfour", "ddp:2"):
        assert size_of_part(bad) is None


def test_full_size_defaults_to_one_sequence_of_512_capped_at_max_positions() -> None:
    assert step_shape("tiny", None, None, {}) == (2, 16)
    assert step_shape("full", None, None, {"n_positions": 1024}) == (1, 512)
    assert step_shape("full", None, None, {"text_config": {"max_position_embeddings": 77}}) == (1, 77)
    assert step_shape("full", 3, 2048, {"max_position_embeddings": 512}) == (3, 512)
    assert step_shape("full", None, 100, {}) == (1, 100)  # relative positions (T5): no cap


def test_every_drop_probability_goes_to_zero_and_is_named() -> None:
    cfg = {"attn_pdrop": 0.1, "resid_pdrop": 0.1, "layerdrop": 0.05, "drop_path_rate": [0.0, 0.1],
           "hidden_size": 768, "mask_time_prob": 0.05, "dropout": 0.0, "pos_embed_jitter": 0.2,
           "text_config": {"attention_dropout": 0.1, "vocab_size": 10}}
    fixed, changes = deterministic_config(cfg)
    assert fixed["attn_pdrop"] == fixed["resid_pdrop"] == fixed["layerdrop"] == fixed["mask_time_prob"] == 0.0
    assert fixed["drop_path_rate"] == [0.0, 0.0] and fixed["pos_embed_jitter"] is None
    assert fixed["text_config"] == {"attention_dropout": 0.0, "vocab_size": 10} and fixed["hidden_size"] == 768
    assert "attn_pdrop 0.1 -> 0.0" in changes and "text_config.attention_dropout 0.1 -> 0.0" in changes
    assert not any(c.startswith(("dropout", "hidden_size")) for c in changes)  # already 0, or not a rate
    assert cfg["attn_pdrop"] == 0.1  # the caller's dict is left as it was


def test_the_memory_available_is_at_most_the_workers_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    from hfcompat.factory.full_size import available_memory
    from hfcompat.isolation.worker import MEMORY_BOUND_ENV, Worker

    assert Worker(memory_mb=1234).env[MEMORY_BOUND_ENV] == "1234"  # what a worker process is told
    monkeypatch.setenv(MEMORY_BOUND_ENV, "1234")
    assert available_memory() == 1234 * 2**20  # far under this host's MemAvailable
    monkeypatch.delenv(MEMORY_BOUND_ENV)
    assert (available_memory() or 0) > 1234 * 2**20


def test_the_memory_guard_refuses_what_the_host_cannot_hold() -> None:
    need = memory_need(596_049_920, "float32", "train", backend_on_host=True)
    # Qwen3-0.6B train at 128 tokens measured a 14.6 GB peak on --backend cpu (bench/peak_memory.py);
    # the old harness's guard said 44.9 GB (75 bytes a parameter)
    assert 14.6e9 < need < 16.5e9
    # off the host, the device's own step is not the host's: the borrowed float64 arbiter is the peak,
    # 8 bytes a parameter (10 with activations), where a copy beside the factory model would be 12
    off_host = memory_need(10**9, "float32", "train", False)
    assert off_host == memory_need(10**9, "float32", "infer", False) == 10e9 + 2**30
    # a stack whose step holds more copies (torch-xla's one graph: 5) is counted so
    assert memory_need(10**9, "float32", "train", True, device_copies=5) > memory_need(10**9, "float32", "train", True)
    assert memory_need(10**9, "float32", "infer", True) < memory_need(10**9, "float32", "train", True)
    assert memory_need(10**9, "bfloat16", "train", True) < memory_need(10**9, "float32", "train", True)
    # a train step also holds gradients of its largest tensor at once (a tied embedding's two and their sum):
    # Gemma-2 at --layers 2, 760 M parameters of which 590 M are the embedding, was killed at 19.5 GB in its
    # float64 arbiter where 8 bytes a parameter counted 7.6 GB; counted so, it is refused before it is built
    gemma = memory_parts(823_424_256, "bfloat16", "train", True, device_copies=6, largest=589_824_000)
    assert max(gemma, key=lambda k: gemma[k]) == "arbiter" and gemma["arbiter"] > 19.5e9
    assert memory_need(10**9, "float32", "infer", False, largest=5 * 10**8) == off_host  # no gradients
    refuse_unaffordable("org/m", 596_049_920, "float32", "train", True, available=need + 1)
    with pytest.raises(CaseSkipped, match=r"org/m needs about .* GiB .* GiB is available"):
        refuse_unaffordable("org/m", 596_049_920, "float32", "train", True, available=need - 1)


@pytest.mark.parametrize(("argv", "says"), [
    (["check", "arch:llama", "--batch", "0"], "bad --batch '0'"),
    (["check", "arch:llama", "--seq-len", "x"], "bad --seq-len 'x'"),
    (["check", "arch:llama", "--seq-len", "2000000"], "bad --seq-len 2000000"),
    (["check", "arch:llama", "--size", "full"], "arch: specs are tiny random models"),
    (["check", str(GPT2), "--size", "full", "--parallel", "ddp"], "--parallel runs tiny cases"),
    (["sweep", "arch:llama", "--size", "full", "--out", "OUT"], "arch: specs are tiny random models"),
    (["sweep", "arch:llama", "--batch", "-1", "--out", "OUT"], "bad --batch '-1'"),
    (["sweep", str(GPT2), "--weights", "pretrained", "--out", "OUT"], "--weights pretrained needs --size full"),
    (["check", str(GPT2), "--size", "full", "--layers", "0"], "bad --layers '0'"),
    (["check", str(GPT2), "--layers", "2"], "--layers cuts a real config: it needs --size full"),
    (["check", str(GPT2), "--size", "full", "--layers", "13"], "bad --layers 13: "),
    (["sweep", str(GPT2), "--size", "full", "--layers", "13", "--out", "OUT"], "bad --layers 13: "),
])
def test_bad_shapes_and_sizes_are_one_line_and_exit_2(argv: list[str], says: str, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    argv = [str(tmp_path / "run") if a == "OUT" else a for a in argv]
    assert main([*argv, "--backend", "cpu"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and says in err, err
    assert not (tmp_path / "run").exists()


def test_a_sweep_plans_full_size_cases_with_their_shapes(tmp_path: Path) -> None:
    from hfcompat.cli import _parser
    from hfcompat.sweep import plan_cases, sweep_config_from_args

    args = _parser().parse_args(["sweep", str(GPT2), "--size", "full", "--batch", "2", "--seq-len", "64",
                                 "--workload", "train", "--regime", "short", "--backend", "cpu",
                                 "--out", str(tmp_path / "run")])
    [case] = plan_cases(sweep_config_from_args(args))
    assert (case.size, case.batch, case.seq_len) == ("full", 2, 64)
    assert case.case_id.endswith("|train|short|full:b2:s64")
    assert json.loads(json.dumps(case.to_dict()))["seq_len"] == 64  # the cases file carries them to workers


def test_a_sweep_of_both_sizes_plans_each_model_tiny_and_full(tmp_path: Path) -> None:
    from hfcompat.cli import _parser
    from hfcompat.sweep import plan_cases, sweep_config_from_args

    args = _parser().parse_args(["sweep", str(GPT2), "--size", "tiny", "--size", "full", "--weights", "pretrained",
                                 "--workload", "infer", "--regime", "short", "--backend", "cpu",
                                 "--out", str(tmp_path / "run")])
    tiny, full = plan_cases(sweep_config_from_args(args))
    assert (tiny.size, tiny.weights, tiny.batch, tiny.seq_len) == ("tiny", "random", None, None)
    assert (full.size, full.weights) == ("full", "pretrained")  # pretrained is a full-size choice
    assert full.case_id == f"{tiny.case_id}|full"


def test_a_full_size_model_is_built_at_its_shapes_with_its_randomness_off() -> None:
    import torch

    from hfcompat.factory import build, validate_spec

    built = build(validate_spec(str(HUB / "sentence-transformers--all-MiniLM-L6-v2")), size="full", seq_len=32)
    assert (built.batch, built.seq_len) == (1, 32) and tuple(built.inputs["input_ids"].shape) == (1, 32)
    assert "hidden_dropout_prob 0.1 -> 0.0" in built.config_changes
    assert built.model.training and built.model.config.attention_probs_dropout_prob == 0.0
    with torch.no_grad():  # in train mode, two forwards agree: nothing is drawn
        a, b = (built.model(**{k: v for k, v in built.inputs.items() if k != "labels"}) for _ in range(2))
    assert torch.equal(a[0], b[0])


def test_a_mismatch_of_a_step_that_draws_random_numbers_is_named_without_a_replay() -> None:
    from hfcompat.triage import from_random_step
    from hfcompat_backend import OpEvent

    events = [OpEvent("aten::addmm", "default", "forward"), OpEvent("aten::bernoulli_", "float", "forward")]
    record = {"status": "fail_accuracy"}
    assert from_random_step(record, events)
    assert "aten::bernoulli_" in record["cause"] and record["replay"]["cut_short"].startswith("not run")
    passed = {"status": "fail_error"}
    assert not from_random_step(passed, events) and "cause" not in passed  # other failures are still replayed


def test_the_random_draw_watch_sees_a_dropout_and_not_a_dropout_at_zero() -> None:
    import torch

    from hfcompat.execution.case import RandomDraws

    for p, drew in ((0.1, True), (0.0, False)):
        watch = RandomDraws()
        watch.watch(lambda p=p: {"x": {"y": torch.nn.functional.dropout(torch.ones(8), p, training=True)}})
        assert watch.drew is drew
