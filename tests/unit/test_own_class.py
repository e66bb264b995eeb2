"""The class a Hub model loads (hfcompat.specs.own_class), checked against the installed transformers."""

from __future__ import annotations

from pathlib import Path

import pytest

from hfcompat.specs.classes import auto_mappings
from hfcompat.specs.model_list import read_entries
from hfcompat.specs.own_class import NO_CLASS, TAG_MAPPINGS, config_classes, main_class, own_class

ROOT = Path(__file__).resolve().parents[2]


def test_every_tag_names_mappings_the_installed_transformers_has() -> None:
    mappings = auto_mappings()
    missing = {tag: name for tag, names in TAG_MAPPINGS.items() for name in names if name not in mappings}
    assert missing == {}
    assert not set(TAG_MAPPINGS) & set(NO_CLASS)  # a tag is mapped or said to fall back, never both


def test_every_pipeline_task_maps_to_the_auto_classes_its_pipeline_loads_in_their_order() -> None:
    # transformers' own table: each task's AutoModelFor* classes, each one over one *_MAPPING_NAMES.
    from transformers.models.auto import modeling_auto
    from transformers.pipelines import SUPPORTED_TASKS, TASK_ALIASES

    def name_of(auto_class: type) -> str:
        names = auto_class._model_mapping._model_mapping  # type: ignore[attr-defined]
        return next(n for n in dir(modeling_auto) if n.endswith("_NAMES") and getattr(modeling_auto, n) is names)

    # An alias that is also a Hub tag (text-to-speech) maps as its task; the others (ner, ...) are not Hub tags.
    tasks = {**{alias: SUPPORTED_TASKS[task] for alias, task in TASK_ALIASES.items() if alias in TAG_MAPPINGS},
             **SUPPORTED_TASKS}
    assert "text-to-speech" in tasks
    for task, spec in tasks.items():
        wanted = [name_of(c) for c in spec["pt"]]
        assert task in TAG_MAPPINGS, f"pipeline task {task} is not mapped"
        ours = [n for n in TAG_MAPPINGS[task] if n in wanted]  # ours may add mappings the pipeline also accepts
        assert ours == wanted, task


def test_every_tag_of_the_hub_list_is_mapped_or_said_to_fall_back() -> None:
    tags = {e.pipeline_tag for e in read_entries(ROOT / "model_lists" / "hub_top.txt")}
    assert tags and tags <= set(TAG_MAPPINGS) | set(NO_CLASS), tags - set(TAG_MAPPINGS) - set(NO_CLASS)


@pytest.mark.parametrize(("model_type", "tag", "expected"), [
    ("bert", "text-classification", "BertForSequenceClassification"),
    ("bert", "text-ranking", "BertForSequenceClassification"),  # a cross-encoder
    ("bert", "sentence-similarity", "BertModel"),
    ("bert", "token-classification", "BertForTokenClassification"),
    ("bert", "fill-mask", "BertForMaskedLM"),
    ("llama", "text-generation", "LlamaForCausalLM"),
    ("t5", "translation", "T5ForConditionalGeneration"),
    ("vit", "image-classification", "ViTForImageClassification"),
    ("detr", "object-detection", "DetrForObjectDetection"),
    ("whisper", "automatic-speech-recognition", "WhisperForConditionalGeneration"),
    ("wav2vec2", "automatic-speech-recognition", "Wav2Vec2ForCTC"),  # CTC is tried before seq2seq
    ("mask2former", "image-segmentation", "Mask2FormerForUniversalSegmentation"),
])
def test_the_pipeline_tag_gives_the_class_its_users_load(model_type: str, tag: str, expected: str) -> None:
    got = own_class(model_type, tag)
    assert (got.class_name, got.basis, got.why_main) == (expected, "pipeline tag", None)


def test_a_real_configs_class_wins_and_the_main_class_stands_in_where_none_is_known() -> None:
    assert own_class("bert", "fill-mask", "BertForSequenceClassification").class_name == (
        "BertForSequenceClassification")
    assert own_class("bert", "fill-mask", "BertForSequenceClassification").basis == "config"
    diffusers = own_class("StableDiffusionXLPipeline", "text-to-image")
    assert (diffusers.class_name, diffusers.basis) == (None, "main class")
    assert diffusers.why_main == "pipeline tag text-to-image: a diffusers pipeline's tag"
    assert own_class("bert", None).why_main == "pipeline tag unknown: the Hub names no pipeline tag"
    assert own_class("bert", "brand-new-task").why_main == "pipeline tag brand-new-task: not in the tag table"
    assert own_class("clap", "audio-classification").why_main == "pipeline tag audio-classification: no class for clap"


def test_main_class_is_what_an_arch_spec_builds() -> None:
    from hfcompat.factory.heads import default_head, known_model_types

    differ = {t: (main_class(t), head.class_name) for t in known_model_types()
              if (head := default_head(t)) is not None and main_class(t) != head.class_name}
    assert differ == {}
    assert main_class("no_such_type") is None


def test_config_classes_read_org_name_folders(tmp_path: Path) -> None:
    for name, body in (("org--a", '{"architectures": ["AForCausalLM", "Other"]}'), ("org--b", "{}"),
                       ("org--c", "not json"), ("plain", '{"architectures": ["X"]}')):
        (tmp_path / name).mkdir()
        (tmp_path / name / "config.json").write_text(body)
    assert config_classes([tmp_path, tmp_path / "missing"]) == {"org/a": "AForCausalLM"}
    ours = config_classes([ROOT / "tests" / "data" / "hub-configs"])
    assert ours["Qwen/Qwen3-0.6B"] == "Qwen3ForCausalLM" and ours["openai-community/gpt2"] == "GPT2LMHeadModel"
