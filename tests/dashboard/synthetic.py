"""Records and run directories made programmatically, for the dashboard and report tests and the
load benchmark: no model runs, every field a real sweep would write."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from hfcompat.records.record import STATUSES, Case, new_record
from hfcompat.records.run_writer import RunDir

FAMILIES = ("llama", "bert", "gpt2", "t5", "vit", "whisper", "mistral", "qwen3", "clip", "wav2vec2")
TASKS = {"llama": "causal-lm", "bert": "masked-lm", "gpt2": "causal-lm", "t5": "seq2seq-lm",
         "vit": "image-classification", "whisper": "speech-seq2seq", "mistral": "causal-lm", "qwen3": "causal-lm",
         "clip": "zero-shot-image", "wav2vec2": "ctc"}
OPS = ("aten::histc", "aten::_unique2", "aten::nonzero", "aten::bucketize", "aten::searchsorted", "aten::kthvalue",
       "aten::_embedding_bag", "aten::complex", "aten::fft_rfft", "aten::median")


def record(spec: str, status: str, backend: str = "torch-xla", mode: str = "lazy", dtype: str = "float32",
           parallel: str = "single", devices: int = 1, **fields: Any) -> dict[str, Any]:
    """A record as a finished case writes it, with plausible defaults for what ``fields`` leaves out.

    ``parallel``/``devices`` make a parallel case (its id ends ``|ddp:2``), as the case runner writes it;
    ``workload``/``regime`` in ``fields`` are the case's too."""
    model_type = spec.split(":")[1] if spec.startswith("arch:") else None
    defaults: dict[str, Any] = {
        "status": status, "model_type": model_type, "model_class": f"{(model_type or 'X').title()}Model",
        "task": TASKS.get(model_type or ""), "device": "XLA:CPU", "source": "arch", "n_params": 84128,
        "versions": {"torch": "2.9.0", "transformers": "5.24.0", "torch_xla": "2.9.0"},
        "timings": {"build_s": 1.2, "reference_s": 0.02, "device_s": 0.5, "total_s": 2.0},
        "started_at": "2026-11-30T10:00:00+00:00", "worker": "gw0",
    }
    if status.startswith("fail_") or status in ("harness_error", "reference_error"):
        defaults.update(phase="forward", error_type="RuntimeError", error=f"{status} in {spec}")
    if parallel != "single":
        defaults.update(rank=None, collectives=["c10d::allreduce_"])
    defaults.update(fields)
    # None: an old record's; a size other than tiny is in the case id too
    axes = {k: defaults.pop(k) for k in ("workload", "regime", "size", "batch", "seq_len", "layers") if defaults.get(k)}
    return new_record(Case(spec, backend, mode, dtype, parallel=parallel, devices=devices, **axes), **defaults)


def write_run(path: Path, records: list[dict[str, Any]], started_at: str = "2026-11-30T10:00:00+00:00",
              **meta: Any) -> Path:
    """A run directory holding ``records`` (in order), its meta saying when it started."""
    run = RunDir(path, meta={"backend": "torch-xla", "modes": ["lazy"], "started_at": started_at, **meta})
    for r in records:
        run.add(dict(r))
    run.write_meta(ended_at=started_at)
    return path


def synthetic_records(n: int, seed: int = 0) -> list[dict[str, Any]]:
    """``n`` varied cases (statuses, ops, families, fallbacks), the same for the same seed."""
    rng = random.Random(seed)
    weights = [40, 10, 12, 10, 6, 2, 2, 1, 5, 3, 4]  # in STATUSES order: mostly passes, some of everything
    out = []
    for i in range(n):
        family = FAMILIES[i % len(FAMILIES)]
        status = rng.choices(STATUSES, weights)[0]
        fields: dict[str, Any] = {}
        if status in ("fail_unsupported_op", "fail_error", "fail_accuracy") and rng.random() < 0.9:
            op = OPS[min(int(rng.expovariate(0.5)), len(OPS) - 1)]
            fields.update(culprit_op=op, culprit_phase=rng.choice(("forward", "backward")), culprit_source="exception",
                          repro=f"repros/{op.replace('::', '_')}.py",
                          error=f"operator '{op}' is not implemented for XLA")
        if status == "pass_with_fallback":
            fields["fallback_ops"] = rng.sample(OPS, 2)
        if status.startswith("pass") or status == "fail_accuracy":
            fields["compare"] = {g: {"ok": status != "fail_accuracy" or g != "grads", "n": 12, "max_abs": 1e-5,
                                     "worst": "model.layers.0.weight", "rmse_ratio": 1.1, "failed": [], "missing": []}
                                 for g in ("outputs", "loss", "grads")}
        out.append(record(f"arch:{family}-{i:04d}", status, model_type=family, task=TASKS[family], **fields))
    return out
