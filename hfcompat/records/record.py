"""Records: one JSON object per case, the single source of truth (DESIGN.md §7, contract).

Fields (more may be added, none removed without a schema bump)::

    schema, run_id, case_id            case_id = "<spec>|<backend>|<mode>|<dtype>|<workload>|<regime>", stable
                                       across runs (an old 4-part id reads as workload train, regime short)
    spec, source, model_type, model_class, task, size, weights, n_params
    backend, device, mode, dtype
    workload, regime                   what the step did (train|infer|generate|generate-static) and at
                                       which shapes (short: the real sequence knobs; long: shrunk below it)
    inputs                             what the step was fed: input name -> shape (list of ints)
    generation                         generate workloads: new_tokens, tokens_match, first_mismatch, tie_at,
                                       compiles_per_step (device, per decode step; null where uncounted),
                                       recompiles_every_step
    status, works                      works = status in (pass, pass_with_fallback)
    phase                              where it stopped: build|inputs|reference|device|forward|
                                       backward|sync|compare (null for a pass)
    culprit_op, culprit_phase, culprit_source   e.g. "aten::histc", "forward", "exception"
    fallback_ops                       list of "aten::..." names that ran on CPU
    error_type, error                  error is one line; longer text goes to logs/<case>.log
    compare                            per group (outputs, loss, grads, params; tokens, logits): ok, n, max_abs, worst,
                                       rmse_ratio, failed, missing
    recompiles                         null or the stability check's counts: same_shape, new_shape, stable
    compiles                           compiles of the checked step (null where the stack cannot count)
    timings                            build_s, reference_s, device_s, compile_s, total_s; first_step_s
                                       (includes compiling), step_s (steady state, with --stability)
    versions                           torch, transformers, the backend's library
    repro                              relative path of the repro script, or null
    started_at, worker, attempt
    error_group                        failures: error type + normalised first line (no numbers, names)
    replay                             when op-by-op replay ran: op, phase, kind, detail, ops_replayed,
                                       cut_short, nearest (the op closest to its tolerance)
    cause                              a named cause when no op is to blame (e.g. accumulated drift)
    recorder_effect                    when the step mismatched only under the op recorder (a dispatch
                                       mode) and passed without it: that mismatch (the verdict is the latter)
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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

DTYPES = ("float32", "bfloat16")

RECORD_FIELDS = (
    "schema", "run_id", "case_id",
    "spec", "source", "model_type", "model_class", "task", "size", "weights", "n_params",
    "backend", "device", "mode", "dtype",
    "status", "works", "phase",
    "culprit_op", "culprit_phase", "culprit_source", "fallback_ops",
    "error_type", "error", "compare", "recompiles", "timings", "versions", "repro",
    "started_at", "worker", "attempt", "error_group", "replay", "cause", "compiles",
    "workload", "regime", "inputs", "generation",
)

#: Workloads (what a user does with the model) and regimes (at which shapes), in report order.
WORKLOADS = ("train", "infer", "generate", "generate-static")
REGIMES = ("short", "long")
DEFAULT_WORKLOAD, DEFAULT_REGIME = "train", "short"


@dataclass(frozen=True, slots=True)
class Case:
    """What is run: (spec, backend, mode, dtype, workload, regime) plus how (size, weights, remote code)."""

    spec: str
    backend: str
    mode: str
    dtype: str = "float32"
    workload: str = DEFAULT_WORKLOAD
    regime: str = DEFAULT_REGIME
    size: str = "tiny"
    weights: str = "random"
    trust_remote_code: bool = False
    stability: bool = False  # also run the stability check (DESIGN.md §5 step 6); not part of case_id

    @property
    def case_id(self) -> str:
        """Stable across runs: what a resumed or baseline run matches cases by."""
        return f"{self.spec}|{self.backend}|{self.mode}|{self.dtype}|{self.workload}|{self.regime}"

    def to_dict(self) -> dict[str, Any]:
        return {f: getattr(self, f) for f in self.__dataclass_fields__}


def new_record(case: Case, **fields: Any) -> dict[str, Any]:
    """A record with every contract field present (null when unknown), ``fields`` filled in."""
    record: dict[str, Any] = dict.fromkeys(RECORD_FIELDS)
    record.update(
        schema=SCHEMA_VERSION, case_id=case.case_id, spec=case.spec, backend=case.backend,
        mode=case.mode, dtype=case.dtype, workload=case.workload, regime=case.regime, size=case.size,
        weights=case.weights, fallback_ops=[], attempt=1,
    )
    record.update(fields)
    record["works"] = record.get("status") in WORKS
    return record


def case_id_of(record: dict[str, Any]) -> str:
    """A record's case id in today's 6-part form, whenever and however it was written.

    Records written before workloads existed carry a 4-part id (``spec|backend|mode|dtype``) and no
    ``workload``/``regime`` fields: they ran a forward + backward step, so they read as the default
    case, ``train``/``short``, and an old baseline still matches today's cases. A record without
    any id gets one rebuilt from its parts."""
    workload = record.get("workload") or DEFAULT_WORKLOAD
    regime = record.get("regime") or DEFAULT_REGIME
    cid = record.get("case_id")
    if not cid:
        return "|".join(str(record.get(k)) for k in ("spec", "backend", "mode", "dtype")) + f"|{workload}|{regime}"
    cid = str(cid)
    # The spec may itself hold no "|"; the last parts are fixed, so count from the right.
    parts = cid.rsplit("|", 5)
    if len(parts) == 6 and parts[4] in WORKLOADS and parts[5] in REGIMES:
        return cid
    return f"{cid}|{workload}|{regime}"


def one_line(text: str, limit: int = 500) -> str:
    """The first non-empty line of an error text, cut to ``limit`` characters.

    A first line that only introduces the next (torch.compile's "backend='openxla' raised:") is
    joined with it, so the line says what was raised."""
    lines = [line.strip() for line in str(text).splitlines() if line.strip()]
    if not lines:
        return ""
    line = f"{lines[0]} {lines[1]}" if lines[0].endswith(":") and len(lines) > 1 else lines[0]
    return line if len(line) <= limit else line[: limit - 1] + "…"


def append_record(path: Path, record: dict[str, Any]) -> None:
    """Append one record as one line and flush it to disk, so a crash after this loses nothing."""
    line = json.dumps(record, sort_keys=False, default=str) + "\n"
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(line)
        fh.flush()
        os.fsync(fh.fileno())


def read_records(path: Path) -> list[dict[str, Any]]:
    """Every complete record of a records.jsonl; a torn last line (a kill mid-write) is ignored."""
    records = []
    if not path.exists():
        return records
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return records
