"""The parallel axis of a case: its id, old ids, planning, usage errors and putting shards together."""

from __future__ import annotations

import pytest
import torch

from hfcompat.errors import UsageError
from hfcompat.parallel import crossed, parse_parallel
from hfcompat.parallel.launch import assemble
from hfcompat.records.record import Case, case_id_of, new_record, parallel_of
from tests.conftest import run_cli


def test_a_parallel_case_id_gains_the_axis_and_a_single_one_keeps_its_old_id() -> None:
    single = Case("arch:llama", "cpu", "eager")
    ddp = Case("arch:llama", "cpu", "eager", parallel="ddp", devices=2)
    assert single.case_id == "arch:llama|cpu|eager|float32|train|short"
    assert ddp.case_id == "arch:llama|cpu|eager|float32|train|short|ddp:2"
    assert case_id_of(new_record(ddp)) == ddp.case_id
    assert parallel_of(new_record(ddp)) == ("ddp", 2)


def test_records_written_before_the_axis_read_as_single() -> None:
    old = {"case_id": "arch:llama|cpu|eager|float32|train|short", "spec": "arch:llama"}
    assert case_id_of(old) == old["case_id"] and parallel_of(old) == ("single", 1)
    four = {"case_id": "arch:llama|cpu|eager|float32"}
    assert case_id_of(four) == "arch:llama|cpu|eager|float32|train|short"
    rebuilt = {"spec": "s", "backend": "cpu", "mode": "eager", "dtype": "float32", "parallel": "fsdp", "devices": 4}
    assert case_id_of(rebuilt) == "s|cpu|eager|float32|train|short|fsdp:4"


def test_parse_parallel() -> None:
    assert parse_parallel([], None) == [("single", 1)]
    assert parse_parallel(["ddp", "tp"], None) == [("ddp", 2), ("tp", 2)]
    assert parse_parallel(["all"], 4) == [("single", 1), ("ddp", 4), ("fsdp", 4), ("tp", 4), ("spmd", 4)]
    with pytest.raises(UsageError, match="at least 2 devices"):
        parse_parallel(["ddp"], 1)
    with pytest.raises(UsageError, match="unknown --parallel 'pp'"):
        parse_parallel(["pp"], None)
    with pytest.raises(UsageError, match="cannot be combined"):
        parse_parallel(["all", "ddp"], None)


def test_strategies_run_only_their_workloads_unless_asked_by_name() -> None:
    pairs = [("train", "short"), ("infer", "short"), ("generate", "short")]
    got = crossed(pairs, [("single", 1), ("ddp", 2), ("tp", 2)], asked=[])
    assert [(w, p) for w, _, p, _ in got] == [("train", "single"), ("infer", "single"), ("generate", "single"),
                                              ("train", "ddp"), ("train", "tp"), ("infer", "tp")]
    asked = crossed([("infer", "short")], [("ddp", 2)], asked=["infer"])
    assert asked == [("infer", "short", "ddp", 2)]  # its record says why ddp does not run it


@pytest.mark.parametrize("args", [["--devices", "0"], ["--devices", "x"], ["--devices", "1", "--parallel", "ddp"],
                                  ["--parallel", "pp"]])
def test_bad_parallel_input_is_one_line_and_exit_2(args: list[str]) -> None:
    proc = run_cli("check", "arch:llama", "--backend", "cpu", *args, timeout=120)
    assert proc.returncode == 2, proc.stderr
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip() and "Warning" not in ln and "warn" not in ln]
    assert len(lines) == 1 and ("--devices" in lines[0] or "--parallel" in lines[0]), proc.stderr


def test_assemble_puts_shards_back_and_averages_data_parallel_losses() -> None:
    full = torch.arange(12.0).reshape(4, 3)
    ranks = [{"outputs": {"logits": (torch.ones(1, 3) * r, "local")},
              "loss": {"loss": (torch.tensor(float(r)), "local")},
              "grads": {"w": (full.chunk(2)[r], "shard:0"), "b": (torch.ones(3), "replicate"), "n": (None, "local")},
              "params": {"w": (full.chunk(2, dim=1)[r], "shard:1")}} for r in range(2)]
    groups = assemble(ranks, splits_batch=True)
    assert torch.equal(groups["grads"]["w"], full) and groups["grads"]["n"] is None
    assert torch.equal(groups["params"]["w"], torch.cat(full.chunk(2, dim=1), dim=1))
    assert groups["loss"]["loss"].item() == 0.5
    assert torch.equal(groups["outputs"]["logits"], torch.tensor([[0.0] * 3, [1.0] * 3]))
    tp = assemble(ranks, splits_batch=False)  # every rank ran the whole batch: rank 0's
    assert tp["loss"]["loss"].item() == 0.0 and tp["outputs"]["logits"].shape == (1, 3)
