"""Spec parsing (docs/design.md §4, contract: spec forms)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hfcompat.errors import UsageError
from hfcompat.factory import validate_spec
from hfcompat.specs.spec import parse_spec


def test_arch_forms() -> None:
    s = parse_spec("arch:llama")
    assert (s.source, s.model_type, s.class_name) == ("arch", "llama", None)
    s = parse_spec("arch:bert:BertForSequenceClassification")
    assert (s.source, s.model_type, s.class_name) == ("arch", "bert", "BertForSequenceClassification")


def test_hub_forms() -> None:
    s = parse_spec("Qwen/Qwen3-0.6B")
    assert (s.source, s.repo_id, s.revision) == ("hub", "Qwen/Qwen3-0.6B", None)
    s = parse_spec("fake-org/tiny-bert@0123abcd")
    assert (s.repo_id, s.revision) == ("fake-org/tiny-bert", "0123abcd")


def test_local_directory(tmp_path: Path) -> None:
    (tmp_path / "config.json").write_text("{}")
    s = parse_spec(str(tmp_path))
    assert s.source == "local" and s.path == str(tmp_path.resolve())


def test_local_directory_without_config(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"config\.json"):
        parse_spec(str(tmp_path))


@pytest.mark.parametrize("bad", ["arch:", "arch:Llama Big", "arch:bert:1Class", "just-a-name", "a/b/c", ""])
def test_malformed_specs_are_usage_errors(bad: str) -> None:
    with pytest.raises(UsageError, match="bad spec"):
        parse_spec(bad)


def test_unknown_architecture_suggests_close_names() -> None:
    with pytest.raises(UsageError, match=r"did you mean arch:llama"):
        validate_spec("arch:lama")
    with pytest.raises(UsageError, match="unknown architecture 'no_such_thing'"):
        validate_spec("arch:no_such_thing")
