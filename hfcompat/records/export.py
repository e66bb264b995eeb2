"""Publishing a run as a Hugging Face dataset: the ``datasets``-loadable export and its Hub push.

A run is published as a dataset repository laid out as::

    README.md                      dataset card: what the columns mean, one config per table
    runs/<run_id>/meta.json
    runs/<run_id>/records.jsonl    the source of truth, as written
    runs/<run_id>/{cases,timings,errors}.{parquet,csv}   (hfcompat.records.tables)

Pushing more runs adds folders next to the first; the card's configs glob over every run, so::

    datasets.load_dataset("<org>/<name>", "cases")                 # every run's cases
    datasets.load_dataset("parquet", data_files="RUN/cases.parquet")  # one local run

The parquet files have a fixed schema (:data:`hfcompat.records.tables.CASE_SCHEMA`), which is what lets runs
concatenate. Logs are not uploaded unless asked (they hold local paths and long tracebacks).
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any, Protocol

from hfcompat.errors import UsageError
from hfcompat.records.run_reader import Run, load_run
from hfcompat.records.run_writer import META, RECORDS
from hfcompat.records.tables import TABLES, write_tables

CARD = """---
configs:
{configs}
---

# hfcompat results

Runs of hfcompat, which checks whether Hugging Face models run unmodified on a
PyTorch backend. One folder per run under `runs/`: `records.jsonl` is the source of truth (one JSON
record per case); `cases` has one row per case, `timings` and `errors` are tidy long tables.

Headline: works-unmodified % = (pass + pass_with_fallback) / judged cases (pass* and fail_*);
harness_error, reference_error and skipped are not counted.
"""


class HubApi(Protocol):
    """The part of ``huggingface_hub.HfApi`` the push uses (tests pass a fake)."""

    def create_repo(self, repo_id: str, *, repo_type: str | None = None, private: bool | None = None,
                    exist_ok: bool = False) -> Any: ...

    def upload_folder(self, *, repo_id: str, folder_path: str | Path, commit_message: str | None = None,
                      repo_type: str | None = None) -> Any: ...


def validate_repo_id(repo_id: str) -> str:
    """``<namespace>/<name>`` as the Hub allows it, else a one-line UsageError."""
    from huggingface_hub.utils import HFValidationError
    from huggingface_hub.utils import validate_repo_id as hub_validate

    if not isinstance(repo_id, str) or repo_id.count("/") != 1:
        raise UsageError(f"dataset repo id must be '<namespace>/<name>', got {repo_id!r}")
    try:
        hub_validate(repo_id)
    except HFValidationError as exc:
        raise UsageError(f"invalid dataset repo id {repo_id!r}: {exc}") from exc
    return repo_id


def stage_run(run: Run, dest: Path, include_logs: bool = False) -> Path:
    """Lay the run out under ``dest`` as the dataset repo holds it; returns the run's folder."""
    folder = dest / "runs" / run.run_id
    folder.mkdir(parents=True, exist_ok=True)
    for name in (META, RECORDS):
        if (run.path / name).exists():
            shutil.copy2(run.path / name, folder / name)
    write_tables(run, folder)
    if include_logs and (run.path / "logs").is_dir():
        shutil.copytree(run.path / "logs", folder / "logs", dirs_exist_ok=True)
    configs = "\n".join(
        f"- config_name: {table}\n  data_files: runs/*/{table}.parquet"
        + ("\n  default: true" if table == "cases" else "")
        for table in TABLES
    )
    (dest / "README.md").write_text(CARD.format(configs=configs), encoding="utf-8")
    return folder


def push_run_to_hub(
    run_dir: str | Path,
    repo_id: str,
    *,
    token: str | None = None,
    private: bool = False,
    include_logs: bool = False,
    api: HubApi | None = None,
) -> Any:
    """Upload a run to the dataset repo ``repo_id`` (created if missing) as one commit.

    Validates everything before touching the network: a bad ``repo_id`` or a directory that is not
    a readable run raises UsageError. Returns ``upload_folder``'s commit info. Needs network and a
    token with write access (``token`` or ``HF_TOKEN``/``hf auth login``).
    """
    repo_id = validate_repo_id(repo_id)
    run = load_run(run_dir)
    if not run.records:
        raise UsageError(f"run directory {str(run_dir)!r} has no records to publish")
    hub: HubApi
    if api is None:
        from huggingface_hub import HfApi

        hub = HfApi(token=token)
    else:
        hub = api
    with tempfile.TemporaryDirectory(prefix="hfcompat-push-") as tmp:
        stage_run(run, Path(tmp), include_logs=include_logs)
        hub.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True)
        return hub.upload_folder(
            repo_id=repo_id, repo_type="dataset", folder_path=tmp,
            commit_message=f"hfcompat run {run.run_id}",
        )
