"""``hfcompat compact`` and the files records name (issue 47): repros rewritten into the one current
form (large tensors in a sidecar, one shared script per value-independent failure), byte-identical
files kept once (in the run directory itself when shards share one), every link still opening, and
no figure of the report changed."""

from __future__ import annotations

import base64
import hashlib
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from hfcompat.records import repros
from hfcompat.records.compact import compact_run
from hfcompat.records.repros import ReproCall, read_repro, sidecar_of, write_repro
from hfcompat.records.run_reader import case_id_of, load_run
from hfcompat.records.run_writer import RunDir
from tests.dashboard.synthetic import record
from tests.unit.test_compact import figures as report_figures

REPRO_LINK = re.compile(r"repros/[A-Za-z0-9_.\-]+\.py")


def figures(run_dir: Path) -> tuple[str, Any]:
    """The report's figures (:func:`tests.unit.test_compact.figures`) less the repros' names, which
    compacting rewrites: every count, rate and group stays, and every case keeps a repro or keeps none."""
    def unnamed(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: (v and "<repro>") if k == "repro" else unnamed(v) for k, v in value.items()}
        if isinstance(value, list):
            return [unnamed(v) for v in value]
        return REPRO_LINK.sub("<repro>", value) if isinstance(value, str) else value
    text, data = report_figures(run_dir)
    return REPRO_LINK.sub("<repro>", text), unnamed(data)


def tensor(nbytes: int, fill: int) -> dict[str, object]:
    return {"__tensor__": {"shape": [nbytes // 4], "dtype": "float32", "stride": [1], "requires_grad": False,
                           "values": base64.b64encode(bytes([fill]) * nbytes).decode()}}


def old_form(folder: Path, call: ReproCall, name: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """``call``'s script as an earlier harness wrote it: every value inline (base64), under ``name``."""
    monkeypatch.setattr(repros, "INLINE_MAX_BYTES", 10**9)
    path = write_repro(folder / "repros", call)
    monkeypatch.undo()
    path.rename(folder / "repros" / name)
    return f"repros/{name}"


def call_of(cid: str, op: str = "aten::histc", args: list[object] | None = None) -> ReproCall:
    return ReproCall(op=op, overload="default", backend="torch-xla", mode="lazy", args=args or [tensor(64, 1)],
                     kwargs={}, case_id=cid, phase="forward", failure="boom", expected="error")


def tree(root: Path) -> dict[str, str]:
    """Every file under ``root`` and a hash of its bytes."""
    return {str(p.relative_to(root)): hashlib.sha1(p.read_bytes()).hexdigest() for p in sorted(root.rglob("*"))
            if p.is_file()}


def sharded_run(root: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Two shards: old-form repros of both kinds, histc without a kernel in four cases over two dtypes,
    a mismatch with a large input, the same log text in both shards and twice in one."""
    for i, shard in enumerate(("shard-1-of-2", "shard-2-of-2")):
        run = RunDir(root / shard, meta={"backend": "torch-xla", "modes": ["lazy"], "shard": f"{i + 1}/2"})
        (run.path / "repros").mkdir()
        for j, dtype in enumerate(("float32", "float32", "bfloat16")):
            spec = f"arch:moe{i}{j}"
            cid = f"{spec}|torch-xla|lazy|{dtype}|train|short"
            call = call_of(cid, args=[tensor(4096, i * 10 + j)])
            link = old_form(run.path, call, f"aten_histc.default-{i}{j}abcdef.py", monkeypatch)
            run.add(record(spec, "fail_unsupported_op", dtype=dtype, repro=link), "no kernel for histc\n")
        cid = f"arch:mm{i}|torch-xla|lazy|float32|train|short"
        big = call_of(cid, op="aten::mm", args=[tensor(8192, 3 + i), tensor(16, 4)])
        link = old_form(run.path, replace(big, expected="mismatch"), f"aten_mm.default-{i}1234567-torch-xla-lazy.py",
                        monkeypatch)
        run.add(record(f"arch:mm{i}", "fail_accuracy", repro=link), "mm is off\n")
        run.add(record(f"arch:twin{i}", "fail_error"), "mm is off\n")  # the same text, another case of the shard
    return root


def test_repros_take_the_current_form_and_value_independent_ones_are_shared(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = sharded_run(tmp_path / "run", monkeypatch)
    before = figures(root)
    old_calls = {case_id_of(r): read_repro(load_run(root).locate(r["repro"], r))  # type: ignore[arg-type]
                 for r in load_run(root).records if r.get("repro")}
    done = compact_run(root)
    run = load_run(root)
    assert figures(root) == before and done.lines_after == len(run.records) == 10
    histc = {r["repro"] for r in run.records if r["status"] == "fail_unsupported_op"}
    assert len(histc) == 2  # one per dtype, for six cases in two shards
    for name in histc:
        assert (root / name).is_file() and not list(root.glob(f"shard-*/{name}"))  # in the run directory itself
    for r in run.records:
        if not r.get("repro"):
            continue
        path = run.locate(r["repro"], r)
        assert path is not None
        now, then = read_repro(path), old_calls[case_id_of(r)]
        assert now is not None and then is not None
        if r["status"] == "fail_unsupported_op":
            assert now.shared_dtype == r["dtype"] and '"values": ' not in path.read_text()
        else:  # a value-dependent failure keeps every value, the large one in its sidecar
            assert replace(now, shared_dtype=None) == then and sidecar_of(path) is not None
    assert not list(root.rglob("aten_histc.default-*abcdef.py")) and not list(root.rglob("*-torch-xla-lazy.py"))
    assert not list(root.glob("shard-*/repros/*"))  # a sharded run's repros are in the run directory


def test_identical_files_are_kept_once_and_compacting_again_changes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = sharded_run(tmp_path / "run", monkeypatch)
    compact_run(root)
    run = load_run(root)
    contents = [p.read_bytes() for p in root.rglob("*") if p.is_file() and p.name not in ("meta.json", "records.jsonl")]
    assert len(contents) == len(set(contents))  # no two files with the same bytes, across the shards too
    logs = {r["case_id"]: run.log_of(r) for r in run.records}
    assert logs["arch:twin0|torch-xla|lazy|float32|train|short"] == logs["arch:mm1|torch-xla|lazy|float32|train|short"]
    assert logs["arch:twin0|torch-xla|lazy|float32|train|short"].parent == root / "logs"  # type: ignore[union-attr]
    assert all(p is not None for p in logs.values())
    once = tree(root)
    again = compact_run(root)
    assert tree(root) == once and again.written == 0 and sum(again.removed.values()) == 0


def test_a_plain_run_shares_a_value_independent_script_in_its_own_repros(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run = RunDir(tmp_path / "r", meta={"backend": "torch-xla", "modes": ["lazy"]})
    (run.path / "repros").mkdir()
    for i in range(3):
        cid = f"arch:moe{i}|torch-xla|lazy|float32|train|short"
        link = old_form(run.path, call_of(cid, args=[tensor(64, i)]), f"aten_histc.default-{i}0a06bb3.py", monkeypatch)
        run.add(record(f"arch:moe{i}", "fail_unsupported_op", repro=link), f"no kernel {i}\n")
    before = figures(run.path)
    compact_run(run.path)
    after = load_run(run.path)
    assert {r["repro"] for r in after.records} == {f"repros/{p.name}" for p in (run.path / "repros").iterdir()}
    assert len(list((run.path / "repros").iterdir())) == 1 and figures(run.path) == before
    assert "From case arch:moe0|" in next((run.path / "repros").iterdir()).read_text()  # the first case's


def test_a_merge_and_a_dashboard_site_carry_a_repros_sidecar(tmp_path: Path) -> None:
    from hfcompat.records.merge import merge_runs
    from hfcompat.reporting.dashboard import build_dashboard

    shards = []
    for i in (1, 2):
        run = RunDir(tmp_path / f"s{i}", meta={"backend": "torch-xla", "modes": ["lazy"], "dtype": "float32"})
        call = replace(call_of(f"arch:mm{i}|torch-xla|lazy|float32|train|short", op="aten::mm",
                               args=[tensor(4096, i), tensor(8, 0)]), expected="mismatch")
        script = write_repro(run.path / "repros", call)
        run.add(record(f"arch:mm{i}", "fail_accuracy", culprit_op="aten::mm", repro=f"repros/{script.name}"), "off\n")
        shards.append((run.path, call))
    merged = merge_runs([p for p, _ in shards], tmp_path / "merged").path
    site = tmp_path / "site"
    build_dashboard([merged], site, tables=False)
    for (_, call), r in zip(shards, sorted(load_run(merged).records, key=case_id_of), strict=True):
        assert read_repro(merged / r["repro"]) == call  # its sidecar came with it
    site_repros = list(site.rglob("repros/*.py"))
    assert site_repros and all((s := sidecar_of(p)) is not None and s.is_file() for p in site_repros)
