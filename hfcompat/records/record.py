"""Records: one JSON object per case, the single source of truth (docs/design.md §7, contract).

The fields are :data:`FIELDS`, one :class:`Field` each (name, JSON type, meaning): that table makes
:func:`new_record`, :data:`RECORD_FIELDS`, the parquet/CSV schemas (:mod:`hfcompat.records.tables`) and
the field list of docs/records.md (``scripts/record_fields.py`` rewrites it). Adding a field is one
line there; more may be added, none removed without a schema bump.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hfcompat.records.axes import (
    DEFAULT_PARALLEL,
    DEFAULT_REGIME,
    DEFAULT_SIZE,
    DEFAULT_WEIGHTS,
    DEFAULT_WORKLOAD,
    PARALLEL,
    REGIMES,
    SIZES,
    WORKLOADS,
)
from hfcompat.records.provenance import harness_info

SCHEMA_VERSION = 1

# Statuses (contract), in the order reports list them.
PASS = "pass"
PASS_WITH_FALLBACK = "pass_with_fallback"
FAIL_UNSUPPORTED_OP = "fail_unsupported_op"
FAIL_ERROR = "fail_error"
FAIL_ACCURACY = "fail_accuracy"
FAIL_TIMEOUT = "fail_timeout"
FAIL_CRASH = "fail_crash"
FAIL_OOM = "fail_oom"
HARNESS_ERROR = "harness_error"
REFERENCE_ERROR = "reference_error"
SKIPPED = "skipped"

STATUSES = (
    PASS, PASS_WITH_FALLBACK, FAIL_UNSUPPORTED_OP, FAIL_ERROR, FAIL_ACCURACY, FAIL_TIMEOUT,
    FAIL_CRASH, FAIL_OOM, HARNESS_ERROR, REFERENCE_ERROR, SKIPPED,
)
WORKS = frozenset({PASS, PASS_WITH_FALLBACK})
#: Statuses counted in the headline's denominator: the backend's verdicts, not the harness's.
JUDGED = frozenset(s for s in STATUSES if s.startswith(("pass", "fail_")))


@dataclass(frozen=True, slots=True)
class Field:
    """One record field: its name, the Python type of its JSON value when not null, and what it means.

    ``type`` is one of str, int, float, bool, list (a list of strings) or dict (a nested JSON object,
    ``nested``: one JSON text column in the tables).
    """

    name: str
    type: type
    doc: str

    @property
    def nested(self) -> bool:
        return self.type is dict


#: Every record field, in the order records are written (contract). Null means unknown or not applicable.
FIELDS = (
    Field("schema", int, "version of the record format (SCHEMA_VERSION)"),
    Field("run_id", str, "the run the record belongs to (meta.json's run_id)"),
    Field("case_id", str, "spec, backend, mode, dtype, workload and regime joined by a vertical bar, then "
          "SIZE[:lLAYERS][:bBATCH][:sSEQ] for a full-size case or one at shapes asked for (--layers, --batch, "
          "--seq-len; a tiny case "
          "at its default shapes has no size part), then PARALLEL:DEVICES for a parallel case; stable across runs "
          "(an old 4-part id reads as train/short)"),
    Field("spec", str, "what was checked: arch:MODEL_TYPE[:CLASS], ORG/NAME[@REVISION], or a directory"),
    Field("source", str, "arch, hub or local: where the config came from"),
    Field("model_type", str, "the config's model_type (e.g. llama)"),
    Field("model_class", str, "the transformers class built (e.g. LlamaForCausalLM)"),
    Field("task", str, "the head's task (e.g. causal-lm, image-classification)"),
    Field("size", str, "tiny (the real config shrunk) or full"),
    Field("weights", str, "random or pretrained"),
    Field("layers", int, "--layers K at --size full: the real config with K layers per stack (one of every kind "
          "kept: config_changes names which); null for the whole model. Never counted as full size"),
    Field("batch", int, "samples per step: --batch, else the size's default (tiny 2, full 1)"),
    Field("seq_len", int, "text tokens per sample: --seq-len, else the size's default (tiny 16, full 512), at "
          "most the model's max positions (the inputs field has every input's shape)"),
    Field("config_changes", list, "what the harness changed in the real config to make the step deterministic "
          "at --size full (e.g. 'attn_pdrop 0.1 -> 0.0'), and at any size what a head's users set that the config "
          "lacks (a classifier's pad token: 'pad_token_id None -> 2 (...)'); a tiny config is shrunk as a whole"),
    Field("n_params", int, "parameters of the model as built"),
    Field("dims", dict, "the model's widths as built: every width, feed-forward, layer, head, KV-head, head-dim, "
          "vocabulary and expert count its config holds, a sub-config's as 'text_config.hidden_size' (a --layers "
          "case: the real widths beside the layers kept)"),
    Field("backend", str, "the backend's registered name (e.g. torch-xla)"),
    Field("device", str, "the device the step ran on (e.g. XLA:CPU)"),
    Field("mode", str, "the backend's mode (e.g. lazy, eager, compile)"),
    Field("dtype", str, "float32, bfloat16, or bfloat16-autocast (float32 weights, each forward under "
                        "torch.autocast to bfloat16)"),
    Field("workload", str, "what the step did: train, infer, generate or generate-static"),
    Field("regime", str, "at which shapes: short (the real sequence knobs) or long"),
    Field("parallel", str, "how many devices run the step and how: single, ddp, fsdp, tp, or spmd (torch_xla's "
          "own API, stack-specific) (records "
          "written before the axis read as single)"),
    Field("devices", int, "the devices (ranks) the step ran on: 1 for single"),
    Field("rank", int, "parallel cases: the rank a failure happened on (null: every rank, or unknown)"),
    Field("collectives", list, "parallel cases: the collectives the ranks ran (e.g. c10d::allreduce_)"),
    Field("not_compared", list, "data-parallel cases: outputs left out of the comparison, per-sample lists a "
          "rank holds only its part of (the loss and gradients still judge them)"),
    Field("inputs", dict, "what the step was fed: input name -> shape (list of ints)"),
    Field("train_loss", str, "train: the loss the step trained on, model (the head's own) or weighted-outputs "
          "(a model without one: its floating outputs times fixed random weights, averaged and summed; "
          "records written before the field trained those on the sum of the outputs' means)"),
    Field("generation", dict, "generate workloads: new_tokens, tokens_match, first_mismatch, tie_at, "
          "tie_margin and tie_bound (the first differing token's margin on the CPU's scores and its near-tie "
          "bound), compiles_per_step, recompiles_every_step"),
    Field("selection", dict, "train/infer: top-k, sort or argmax calls and ReLU kinks the device decided otherwise "
          "than the CPU: "
          "tie_at (the first near tie of the CPU's own scores), all_ties, rejudged (the verdict against references "
          "that took the device's choices), differences (op, call, positions, margin, bound, used, tie, dtype)"),
    Field("reduction_order", dict, "train/infer, a failed comparison: the CPU reference run again with another "
          "thread count (threads: first, second), each tensor judged against the CPU run further from float64; "
          "accounted (tensors the second run's error accounts for, the first 10), n_accounted, ok (the verdict "
          "after), or error"),
    Field("status", str, "the verdict, one of the statuses"),
    Field("works", bool, "status is pass or pass_with_fallback (derived from status)"),
    Field("phase", str, "where it stopped: build, inputs, reference, device, forward, backward, optimizer, "
          "generate, sync or compare (null for a pass)"),
    Field("culprit_op", str, "the ATen op blamed for the failure, e.g. aten::histc (none for fail_oom: see oom; "
          "records written before oom named the op in flight)"),
    Field("culprit_phase", str, "forward, backward, optimizer or generate: where the culprit ran (for a lowering "
          "error, the phase whose sync lowered it)"),
    Field("culprit_source", str, "how the culprit was found: exception, message, traceback (the ATen op whose "
          "Python or C++ front raised the error, e.g. torch.cdist), replay, device_replay (the "
          "device's own op sequence), in_flight (a crash or hang) or collective (a parallel step's mismatch after "
          "that phase's collectives)"),
    Field("culprit_context", str, "the composite op the culprit ran inside (e.g. aten::_safe_softmax around "
          "aten::_softmax), when found inside one; for a lowering error, the op in flight when the graph holding the "
          "culprit was lowered (e.g. aten::masked_scatter_backward around aten::masked_scatter)"),
    Field("culprit_kernels", dict, "where the device ran the culprit as kernels other than the op itself: cpu and "
          "device, the kernels each ran. A stack's own ops under the CPU's (torch_xla runs aten::split_with_sizes as "
          "aten::split_with_sizes_copy), or a composite in place of a kernel the device lacks (replay ran "
          "aten::scaled_dot_product_attention for aten::_scaled_dot_product_flash_attention_for_cpu)"),
    Field("oom", dict, "fail_oom: where memory ran out, in place of a culprit op: phase and op (in flight then), "
          "peak_mb (the most memory seen), limit_mb (the bound passed), memory_kind (host_rss or device), "
          "source (rss_bound: the worker was killed at the bound; device_error: the stack said so)"),
    Field("fallback_ops", list, "ATen ops that ran on the CPU instead of the device"),
    Field("error_type", str, "the exception's type name"),
    Field("error", str, "the error's first line; the full text is in the run's logs/ folder"),
    Field("compare", dict, "per group (outputs, loss, grads, params; tokens, logits): ok, n, max_abs, worst, "
          "rmse_ratio, failed, missing; and arbiter: float64, float64-widened (the model's own float32 "
          "tensors broke its plain float64 run: hfcompat.execution.widening), or same() where there was no "
          "float64 run (records written before 2026-12-06 say cosine: hfcompat.judging.verdict.arbiter_of)"),
    Field("recompiles", dict, "with --stability: same_shape, new_shape, stable"),
    Field("perf", dict, "with --perf, a passing case's steady state: measured, cold_step_s, compile_s, warmup_steps, "
          "settled, steps, step_s_median, step_s_iqr, step_s_min, step_s_max, samples_per_s, tokens_per_s "
          "(generate: the decode rate), prefill_s_median and decode_steps (generate), peak_memory_mb, "
          "memory_kind (device or host_rss), memory_scope, recompiled, timed_compiles; or measured false with a "
          "reason (a parallel case) or an error"),
    Field("compiles", int, "graph compiles of the checked step (null where the stack cannot count)"),
    Field("timings", dict, "seconds: build_s, reference_s (of which reference_case_s, the case dtype's step, and "
          "arbiter_s, the float64 one), device_s, replay_s, total_s; in device: first_step_s, "
          "plain_step_s, selection_s, reduction_order_s, stability_s, compare_s, triage_s; in the first step: "
          "compile_s, execute_s, transfer_s, recorder_s, host_s; step_s (steady state, --stability); perf_s (what "
          "--perf cost)"),
    Field("versions", dict, "torch, transformers and the backend's library versions"),
    Field("harness", dict, "the hfcompat that judged the case: commit (git HEAD of its checkout, null when it "
          "ran from no checkout, e.g. an installed wheel), dirty (its hfcompat/ or backend/ source differed from "
          "that commit; null: unknown) and version (the installed distribution's); records written before "
          "the field have none, and read as an unknown harness"),
    Field("repro", str, "path of the repro script, relative to the run directory"),
    Field("log", str, "path of the case's log, relative to the run directory, where it is not logs/CASE.log: "
          "a log is stored once per content, so a case whose log text another case's file already holds names "
          "that file"),
    Field("started_at", str, "ISO time the case started"),
    Field("worker", str, "the worker that ran it"),
    Field("attempt", int, "1, or 2 for a recheck (a regression or a crash run once more)"),
    Field("error_group", str, "failures: error type + first line with numbers and names normalised"),
    Field("replay", dict, "when op-by-op replay ran: op (the first out of line), phase, kind, detail, max_abs, "
          "tolerance_used (its error / its bound), also_out_of_line (the other ops out of line, most first: "
          "op, phase, tolerance_used), ops_replayed, cut_short, nearest, "
          "kernels (as culprit_kernels), unjudged (CPU-only kernels with no known equivalent, why); "
          "device: the same for the device's own op sequence, where it was checked"),
    Field("cause", str, "a named cause when no single op is to blame (e.g. accumulated numeric drift)"),
    Field("recorder_effect", str, "a mismatch seen only under the op recorder, whose plain rerun passed "
          "(the verdict is the plain rerun's)"),
    Field("shard_run_id", str, "merged runs: the run id of the shard the record came from"),
    Field("rerun", str, "--rerun: the statuses whose cases were run again ('all': whatever their status); "
          "this record supersedes the case's earlier ones (kept, not counted, not taken for flakiness)"),
    Field("flaky", bool, "compacted runs (hfcompat compact): the case's earlier records, dropped, disagreed "
          "on whether it works, so the case still reads as flaky"),
)
RECORD_FIELDS = tuple(f.name for f in FIELDS)


def type_problems(record: dict[str, Any]) -> list[str]:
    """Fields of ``record`` whose value is not null and not of the field's type (empty: it conforms)."""
    problems = []
    for f in FIELDS:
        value = record.get(f.name)
        if value is None:
            continue
        ok = isinstance(value, f.type) and (f.type is not int or not isinstance(value, bool))
        if f.type is float:
            ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        if f.type is list:
            ok = ok and all(isinstance(item, str) for item in value)
        if not ok:
            problems.append(f"{f.name}: {type(value).__name__} {value!r:.60}, expected {f.type.__name__}")
    return problems


def fields_markdown() -> str:
    """The field table of docs/records.md, made from :data:`FIELDS`."""
    lines = ["| field | type | meaning |", "|---|---|---|"]
    for f in FIELDS:
        kind = "object" if f.nested else "list of strings" if f.type is list else f.type.__name__
        lines.append(f"| `{f.name}` | {kind} | {f.doc.replace('|', '&#124;')} |")
    return "\n".join(lines) + "\n"


#: Case fields that say how a case is run, not what is run: in no case id, reference-cache key or baseline match.
HOW_ONLY = ("stability", "perf", "perf_warmup")


@dataclass(frozen=True, slots=True)
class Case:
    """What is run: (spec, backend, mode, dtype, workload, regime[, parallel on devices]) plus how
    (size, weights, remote code). A ``single`` case runs on one device (``devices`` 1)."""

    spec: str
    backend: str
    mode: str
    dtype: str = "float32"
    workload: str = DEFAULT_WORKLOAD
    regime: str = DEFAULT_REGIME
    size: str = DEFAULT_SIZE
    weights: str = DEFAULT_WEIGHTS
    trust_remote_code: bool = False
    stability: bool = False  # also run the stability check (docs/design.md §5 step 6); not part of case_id
    parallel: str = DEFAULT_PARALLEL
    devices: int = 1
    # --perf (hfcompat.execution.perf): timed steps (0: not measured) and the warm-up bound; how, not what
    perf: int = 0
    perf_warmup: int = 20
    # --batch / --seq-len: the step's shapes (None: the size's default, hfcompat.factory.full_size)
    batch: int | None = None
    seq_len: int | None = None
    # --layers (--size full): the real config with this many layers per stack (None: all of them)
    layers: int | None = None

    @property
    def case_id(self) -> str:
        """Stable across runs: what a resumed or baseline run matches cases by. A tiny single-device
        case at its default shapes keeps the 6-part id it had before the size and parallel axes, so old
        runs still match it; a full-size case (or one at asked-for shapes) adds its size part."""
        base = f"{self.spec}|{self.backend}|{self.mode}|{self.dtype}|{self.workload}|{self.regime}"
        sized = size_part(self.size, self.batch, self.seq_len, self.layers)
        base = f"{base}|{sized}" if sized else base
        return base if self.parallel == DEFAULT_PARALLEL else f"{base}|{self.parallel}:{self.devices}"

    def to_dict(self) -> dict[str, Any]:
        return {f: getattr(self, f) for f in self.__dataclass_fields__}


def new_record(case: Case, **fields: Any) -> dict[str, Any]:
    """A record with every contract field present (null when unknown), ``fields`` filled in.

    Every record is made here, so every record names the harness that made it (``harness``:
    :func:`hfcompat.records.provenance.harness_info`, this process's)."""
    record: dict[str, Any] = dict.fromkeys(RECORD_FIELDS)
    record.update(
        schema=SCHEMA_VERSION, case_id=case.case_id, spec=case.spec, backend=case.backend,
        mode=case.mode, dtype=case.dtype, workload=case.workload, regime=case.regime, size=case.size,
        weights=case.weights, layers=case.layers, fallback_ops=[], attempt=1, parallel=case.parallel,
        devices=case.devices,
        harness=harness_info(),
    )
    record.update(fields)
    record["works"] = record.get("status") in WORKS
    return record


def case_id_of(record: dict[str, Any]) -> str:
    """A record's case id in today's form, whenever and however it was written (6 parts, and a 7th,
    ``parallel:devices``, for a parallel case).

    Records written before workloads existed carry a 4-part id (``spec|backend|mode|dtype``) and no
    ``workload``/``regime`` fields: they ran a forward + backward step, so they read as the default
    case, ``train``/``short``, and an old baseline still matches today's cases. A record without
    any id gets one rebuilt from its parts."""
    workload, regime = workload_of(record), regime_of(record)
    cid = record.get("case_id")
    parallel = record.get("parallel") or DEFAULT_PARALLEL
    axis = "" if parallel == DEFAULT_PARALLEL else f"|{parallel}:{record.get('devices')}"
    if not cid:
        sized = size_part(str(record.get("size") or "tiny"), None, None)
        return ("|".join(str(record.get(k)) for k in ("spec", "backend", "mode", "dtype"))
                + f"|{workload}|{regime}" + (f"|{sized}" if sized else "") + axis)
    cid = str(cid)
    if split_case_id(cid) is not None:
        return cid
    return f"{cid}|{workload}|{regime}"


def split_case_id(cid: str) -> tuple[str, str] | None:
    """``(spec|backend|mode|dtype, workload|regime[|size][|parallel])`` of a case id in today's form
    (6 parts, then an optional size part and an optional parallel part); None for an older form.
    The spec holds no "|", and the last parts are recognisable, so they are counted from the right."""
    parts = cid.split("|")
    tail = 0
    if len(parts) > 6 and parallel_part(parts[-1]):
        tail += 1
    if len(parts) - tail > 6 and size_of_part(parts[-1 - tail]):
        tail += 1
    head, fixed = parts[: len(parts) - tail], parts[len(parts) - tail:]
    if len(head) >= 6 and head[-2] in WORKLOADS and head[-1] in REGIMES:
        return "|".join(head[:-2]), "|".join([*head[-2:], *fixed])
    return None


def spec_of_case_id(cid: str) -> str:
    """The spec a case id names (its first part), whatever its tail."""
    split = split_case_id(cid)
    return (split[0] if split else cid).rsplit("|", 3)[0]


#: --batch / --seq-len bounds: above them a step is no check (its inputs alone would not fit).
MAX_BATCH, MAX_SEQ = 1024, 1 << 20


def size_part(size: str, batch: int | None, seq_len: int | None, layers: int | None = None) -> str:
    """A case id's size part: ``full``, ``full:b4:s128``, ``full:l2:s128``, ``tiny:s64``; empty for a
    tiny case at its default shapes (the id it had before the axis)."""
    shapes = ((f":l{layers}" if layers is not None else "") + (f":b{batch}" if batch is not None else "")
              + (f":s{seq_len}" if seq_len is not None else ""))
    return "" if size == "tiny" and not shapes else f"{size}{shapes}"


def size_of_part(part: str) -> tuple[str, int | None, int | None] | None:
    """``("full", 4, 128)`` from a size part ``full:b4:s128`` (a layer count ``:lK`` is read and not
    returned); None when the part is not one."""
    size, *rest = part.split(":")
    if size not in SIZES:
        return None
    found: dict[str, int] = {}
    for item in rest:
        key, value = item[:1], item[1:]
        if key not in ("b", "s", "l") or key in found or not value.isdigit():
            return None
        found[key] = int(value)
    return size, found.get("b"), found.get("s")


def parallel_part(part: str) -> tuple[str, int] | None:
    """``("ddp", 2)`` from a case id's last part ``ddp:2``; None when the part is not one."""
    name, sep, n = part.partition(":")
    return (name, int(n)) if sep and name in PARALLEL and n.isdigit() else None


def parallel_of(record: dict[str, Any]) -> tuple[str, int]:
    """(strategy, devices) of a record; records written before the axis ran on one device."""
    return str(record.get("parallel") or DEFAULT_PARALLEL), int(record.get("devices") or 1)


def workload_of(record: dict[str, Any]) -> str:
    """A record's workload; records written before the axis ran the train step."""
    return str(record.get("workload") or DEFAULT_WORKLOAD)


def regime_of(record: dict[str, Any]) -> str:
    """A record's regime; records written before the axis ran the short one."""
    return str(record.get("regime") or DEFAULT_REGIME)


def one_line(text: str, limit: int = 500) -> str:
    """The first non-empty line of an error text, cut to ``limit`` characters.

    A first line that only introduces the next (torch.compile's "backend='openxla' raised:") is
    joined with it, so the line says what was raised."""
    lines = [line.strip() for line in str(text).splitlines() if line.strip()]
    if not lines:
        return ""
    line = f"{lines[0]} {lines[1]}" if lines[0].endswith(":") and len(lines) > 1 else lines[0]
    return line if len(line) <= limit else line[: limit - 1] + "…"


#: significant digits a record's measured numbers keep on disk: more than any rule reads, and the
#: float's repr (17) made a third of records.jsonl's bytes
DIGITS = 6
#: fields kept as written: the report sums them (times written to the millisecond already)
UNROUNDED = ("timings", "perf")


def _rounded(value: Any) -> Any:
    """``value`` as a line keeps it: numbers to :data:`DIGITS` significant digits, and a null inside
    an object left out (a reader's ``.get`` gives it back; issue 47: a comparison's unset figures were
    a twentieth of the committed records' bytes)."""
    if isinstance(value, float):
        return float(f"{value:.{DIGITS}g}")
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_rounded(v) for v in value]
    return value


#: Fields a line leaves to its run's meta.json where it has the same value there: every line of a
#: run carries its run id, the harness that started the run unless a ``--rerun``'s judged it
#: (whose line keeps its own), and the library versions of its first record (a later record on
#: other versions keeps its own). Kept once, in the meta (issue 47: 4% and 2% of a record's bytes).
FROM_META = ("run_id", "harness", "versions")


def meta_fields(meta: dict[str, Any] | None) -> dict[str, Any]:
    """The :data:`FROM_META` values a run's meta gives its lines (those it has, not null)."""
    return {k: meta[k] for k in FROM_META if meta and meta.get(k) is not None}


#: Keys of a comparison group's ``worst_check`` that a line leaves to the group itself, where they
#: say the same: the worst tensor's name is the group's ``worst``, and its verdict the group's ``ok``
#: (the worst tensor is a failing one where any fails). Issue 47: 0.6 MiB of the committed records.
FROM_GROUP = {"name": "worst", "ok": "ok"}


def _worst_checks(compare: Any) -> Iterator[tuple[str, dict[str, Any], dict[str, Any]]]:
    """(group, its check, its worst_check) of each group of a record's ``compare`` that has one."""
    for group, check in (compare.items() if isinstance(compare, dict) else ()):
        worst = check.get("worst_check") if isinstance(check, dict) else None
        if isinstance(worst, dict):
            yield group, check, worst


def _compare_on_disk(compare: Any) -> Any:
    """A record's ``compare`` as its line keeps it: :data:`FROM_GROUP`'s keys left to their group."""
    kept = dict(compare) if isinstance(compare, dict) else compare
    for group, check, worst in _worst_checks(compare):
        kept[group] = {**check, "worst_check": {
            k: v for k, v in worst.items() if not (k in FROM_GROUP and v == check.get(FROM_GROUP[k]))}}
    return kept


def _fill_compare(compare: Any) -> None:
    """A line's ``compare`` as read, in place: :data:`FROM_GROUP`'s keys given back from their group."""
    for _, check, worst in _worst_checks(compare):
        for key, source in FROM_GROUP.items():
            worst.setdefault(key, check.get(source))


def record_line(record: dict[str, Any], inherited: dict[str, Any] | None = None) -> str:
    """``record`` as its line of records.jsonl: compact JSON, measured numbers to :data:`DIGITS`
    significant digits (but :data:`UNROUNDED`'s, which a report adds up), a field whose value is
    null left out (issue 47: a record's nulls were a seventh of its bytes; inside an object too), and
    so is a top-level field whose value is its run's (``inherited``: :func:`meta_fields` of the run's
    meta), and a worst check's keys its group says (:data:`FROM_GROUP`); every reader fills them
    back (:func:`filled`)."""
    inherited = {k: _rounded(v) for k, v in (inherited or {}).items()}
    kept = {}
    for k, v in record.items():
        on_disk = v if k in UNROUNDED else _rounded(_compare_on_disk(v) if k == "compare" else v)
        if v is not None and not (k in inherited and on_disk == inherited[k]):
            kept[k] = on_disk
    return json.dumps(kept, separators=(",", ":"), default=str) + "\n"


def filled(record: dict[str, Any], inherited: dict[str, Any] | None = None) -> dict[str, Any]:
    """A record as read: every contract field present, its run's value where its line left one of
    :data:`FROM_META` out (``inherited``), else null where its line left it out; a worst check's
    keys its line left to its group (:data:`FROM_GROUP`) given back."""
    _fill_compare(record.get("compare"))
    if not inherited and all(name in record for name in RECORD_FIELDS):
        return record
    return {**dict.fromkeys(RECORD_FIELDS), **(inherited or {}), **record}


def append_record(path: Path, record: dict[str, Any], inherited: dict[str, Any] | None = None) -> None:
    """Append one record as one line and flush it to disk, so a crash after this loses nothing;
    ``inherited``: what the line may leave to its run's meta (:func:`record_line`)."""
    line = record_line(record, inherited)
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(line)
        fh.flush()
        os.fsync(fh.fileno())


def read_records(path: Path) -> list[dict[str, Any]]:
    """Every complete record of a records.jsonl; a torn last line (a kill mid-write) is ignored. A
    field a line left to its run (:data:`FROM_META`) is read from the meta.json beside it."""
    records: list[dict[str, Any]] = []
    if not path.exists():
        return records
    inherited = meta_fields(_meta_beside(path))
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError:
            continue
        records.append(filled(value, inherited) if isinstance(value, dict) else value)
    return records


def _meta_beside(path: Path) -> dict[str, Any] | None:
    """The meta.json beside a records.jsonl, or None where there is none or it cannot be read."""
    try:
        meta = json.loads((path.parent / "meta.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return meta if isinstance(meta, dict) else None
