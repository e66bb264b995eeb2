"""Which hfcompat judged a record: the harness's git commit, whether its source was modified, its version.

Every record carries ``harness`` (:func:`harness_info`), and so does a run's ``meta.json`` (the
harness that started the run) and each entry of ``meta.reruns`` (the harness of that ``--rerun``):
a run patched by ``--resume --rerun`` holds verdicts of several rule versions, and these fields tell
them apart (issue 47; docs/design.md §7, contract). Reports count the standing records per commit
(:mod:`hfcompat.reporting.harness_commits`).

The commit is the newest commit that changed the source that decides verdicts (:data:`SOURCE_PATHS`)
in the checkout the running ``hfcompat`` package was imported from, not its ``HEAD``: a run of record
committed between two reruns, or a docs change, moves ``HEAD`` and judges nothing, and a run judged
again after it must still name one harness. It is found from the package's own location,
never from the working directory: a wheel installed in a
virtual environment inside some other checkout has no commit (``None``), and then ``version``, the
installed distribution's version, is what names it. ``dirty`` is whether the source that decides
verdicts (:data:`SOURCE_PATHS`) differs from that commit, tracked changes and new files alike; a
run directory being written under ``reports/`` does not make the tree dirty.

A build repackaged without its ``.git`` (and the tests, whose sweeps run in worker processes) name
the commit with the environment variable :data:`COMMIT_ENV`; ``dirty`` is then unknown (``None``).

Looked up once per process (the source does not change under a running worker), with a short
timeout; any failure (no git, not a checkout, a repository git refuses to read) reads as unknown
and never raises.
"""

from __future__ import annotations

import functools
import os
import re
import subprocess
from importlib import metadata
from pathlib import Path
from typing import Any

#: Names the harness commit where git cannot (a repackaged build); also how the tests plant one.
COMMIT_ENV = "HFCOMPAT_HARNESS_COMMIT"
#: The source that decides verdicts, relative to the checkout's root. A change elsewhere (docs,
#: tests, a run of record under reports/ being appended to) judges nothing.
SOURCE_PATHS = ("hfcompat", "backend")
GIT_TIMEOUT_S = 5.0
#: The checkout's root if the package was imported from one: the folder that holds ``hfcompat/``.
PACKAGE_ROOT = Path(__file__).resolve().parents[2]
_COMMIT = re.compile(r"[0-9a-f]{40}([0-9a-f]{24})?")  # SHA-1 or SHA-256 object names


def harness_info() -> dict[str, Any]:
    """``{"commit": 40 hex or None, "dirty": bool or None, "version": str or None}`` of this process's
    hfcompat (a fresh copy each call; computed once per process).

    >>> sorted(harness_info())
    ['commit', 'dirty', 'version']
    """
    return dict(_harness())


@functools.cache
def _harness() -> dict[str, Any]:
    planted = os.environ.get(COMMIT_ENV, "").strip()
    if planted:
        return {"commit": planted, "dirty": None, "version": _version()}
    commit, dirty = git_state(PACKAGE_ROOT)
    return {"commit": commit, "dirty": dirty, "version": _version()}


def git_state(root: Path) -> tuple[str | None, bool | None]:
    """(the newest commit that changed :data:`SOURCE_PATHS`, whether they differ from ``HEAD``) of the
    checkout whose root is ``root``.

    ``(None, None)`` when ``root`` is not the top of a git checkout (an installed package inside some
    other repository is not that repository's commit) or git cannot say; ``dirty`` is None when only
    the status could not be read.
    """
    top = _git(root, "rev-parse", "--show-toplevel")
    if not top or Path(top).resolve() != root.resolve():
        return None, None
    commit = _git(root, "log", "-1", "--format=%H", "HEAD", "--", *SOURCE_PATHS) or _git(root, "rev-parse", "--verify",
                                                                                       "HEAD")
    if commit is None or not _COMMIT.fullmatch(commit):
        return None, None
    status = _git(root, "status", "--porcelain", "--untracked-files=all", "--", *SOURCE_PATHS)
    return commit, None if status is None else bool(status)


def _git(root: Path, *args: str) -> str | None:
    """git's stripped output in ``root``, or None when git is missing, fails or takes too long."""
    # No optional locks: a status must not take index.lock from a user's git running beside the sweep.
    env = {**os.environ, "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"}
    try:
        proc = subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True, env=env,
                              timeout=GIT_TIMEOUT_S, check=False, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError, ValueError):
        return None
    return proc.stdout.strip() if proc.returncode == 0 else None


def _version() -> str | None:
    """The installed hfcompat distribution's version, or None when it is not installed."""
    try:
        return metadata.version("hfcompat")
    except metadata.PackageNotFoundError:
        return None
