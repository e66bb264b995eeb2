"""Model lists: parsing (comments, blanks, malformed lines), the committed lists, and hub-top with a fake Hub."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from hfcompat.cli import main
from hfcompat.errors import UsageError
from hfcompat.specs.model_list import hub_top, parse_model_list, read_model_list, write_hub_top

LISTS = Path(__file__).resolve().parents[2] / "model_lists"


def test_specs_comments_and_blank_lines() -> None:
    text = "# a header\n\narch:llama\nQwen/Qwen3-0.6B@main   # trailing comment\n  \narch:bert:BertForMaskedLM\n"
    assert parse_model_list(text) == ["arch:llama", "Qwen/Qwen3-0.6B@main", "arch:bert:BertForMaskedLM"]


@pytest.mark.parametrize("bad", ["arch:llama arch:bert", "not a spec", "arch:Bad Type", "org/name@"])
def test_malformed_line_names_file_line_and_forms(tmp_path: Path, bad: str) -> None:
    path = tmp_path / "list.txt"
    path.write_text(f"arch:llama\n# fine\n{bad}\n")
    with pytest.raises(UsageError) as info:
        read_model_list(path)
    message = str(info.value)
    assert f"{path}:3" in message and "arch:<model_type>" in message and "<org>/<name>[@revision]" in message


def test_unreadable_list_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="cannot read model list"):
        read_model_list(tmp_path / "missing.txt")


@pytest.mark.parametrize("path", sorted(LISTS.rglob("*.txt")), ids=lambda p: str(p.relative_to(LISTS)))
def test_committed_lists_parse_and_are_sorted(path: Path) -> None:
    specs = read_model_list(path)
    assert specs and specs == sorted(specs) and len(specs) == len(set(specs))


def test_core_list_is_the_most_used_architectures() -> None:
    from hfcompat.factory.heads import known_model_types

    specs = read_model_list(LISTS / "core.txt")
    types = known_model_types()
    assert 35 <= len(specs) <= 60
    assert all(s.startswith("arch:") and s[5:] in types for s in specs)
    for must in ("llama", "qwen3", "gpt2", "bert", "t5", "vit", "whisper", "clip", "mixtral"):
        assert f"arch:{must}" in specs


@dataclass
class FakeModel:
    id: str


class FakeApi:
    """Records the query and answers with a fixed ranking (no network)."""

    def __init__(self) -> None:
        self.kwargs: dict[str, Any] = {}

    def list_models(self, **kwargs: Any) -> list[FakeModel]:
        self.kwargs = kwargs
        return [FakeModel("zeta/model"), FakeModel("alpha/model"), FakeModel("mid/model")][: kwargs["limit"]]


def test_hub_top_queries_by_downloads_and_filters() -> None:
    api = FakeApi()
    assert hub_top(2, task="text-generation", api=api) == ["zeta/model", "alpha/model"]
    assert api.kwargs == {"filter": "transformers", "sort": "downloads", "limit": 2, "gated": False,
                          "pipeline_tag": "text-generation"}


def test_hub_top_writes_a_sorted_list_that_reads_back(tmp_path: Path) -> None:
    out = write_hub_top(3, tmp_path / "top.txt", task="fill-mask", api=FakeApi())
    lines = out.read_text().splitlines()
    assert lines[0].startswith("# top 3 transformers models by downloads, task fill-mask")
    assert read_model_list(out) == ["alpha/model", "mid/model", "zeta/model"]


def test_cli_lists_hub_top_with_a_fake_hub(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    import huggingface_hub

    monkeypatch.setattr(huggingface_hub, "HfApi", FakeApi)
    assert main(["lists", "hub-top", "2", "--out", str(tmp_path / "l.txt")]) == 0
    assert read_model_list(tmp_path / "l.txt") == ["alpha/model", "zeta/model"]
    assert "wrote" in capsys.readouterr().out


def test_cli_hub_top_without_network_is_one_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    import huggingface_hub

    class OfflineApi:
        def list_models(self, **kwargs: Any) -> list[FakeModel]:
            raise ConnectionError("no route to huggingface.co")

    monkeypatch.setattr(huggingface_hub, "HfApi", OfflineApi)
    assert main(["lists", "hub-top", "5", "--out", str(tmp_path / "l.txt")]) == 2
    err = capsys.readouterr().err
    assert "could not be queried" in err and "no route" in err and not (tmp_path / "l.txt").exists()
