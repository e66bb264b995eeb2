"""hfcompat: does this Hugging Face model run unmodified on this PyTorch backend?

The host side and case runner (docs/design.md §2): specs, the model factory, one case, comparison,
triage, isolation, sweeps, records, reports and the dashboard. The backend adapter layer is the
separate package ``hfcompat_backend``.

The public names below load lazily, so ``import hfcompat`` (which every worker process does) stays
cheap and pulls in neither transformers nor pandas.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "Case": "hfcompat.records.record",
    "CaseSkipped": "hfcompat.errors",
    "FactoryError": "hfcompat.errors",
    "HfcompatError": "hfcompat.errors",
    "ModelSpec": "hfcompat.specs.spec",
    "RunDir": "hfcompat.records.run_writer",
    "SCHEMA_VERSION": "hfcompat.records.record",
    "STATUSES": "hfcompat.records.record",
    "SweepConfig": "hfcompat.sweep",
    "UsageError": "hfcompat.errors",
    "check": "hfcompat.check_command",
    "check_all": "hfcompat.check_command",
    "make_case": "hfcompat.check_command",
    "merge_runs": "hfcompat.records.merge",
    "parse_spec": "hfcompat.specs.spec",
    "read_records": "hfcompat.records.record",
    "run_case": "hfcompat.execution.case",
    "run_sweep": "hfcompat.sweep",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        return getattr(importlib.import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'hfcompat' has no attribute {name!r}")
