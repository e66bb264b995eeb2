"""The class a Hub model loads: its real config's ``architectures``, else the class its pipeline tag loads.

The Hub-weighted headline (:mod:`hfcompat.reporting.hub_weight`) credits each popular model with the
verdict of the class its users load, not only its architecture's main class (the class an
``arch:<model_type>`` spec builds, :func:`main_class`). That class is, in order:

1. the first class of ``architectures`` in the model's real ``config.json``, where one is known
   (:func:`config_classes` reads folders named ``org--name``, as ``tests/data/hub-configs`` and
   ``../shared/data/hub-configs`` hold them; the model list carries it, :mod:`hfcompat.specs.model_list`);
2. otherwise the class its Hub pipeline tag loads for its model type: :data:`TAG_MAPPINGS` names,
   per tag, the auto mappings (``MODEL_FOR_*_MAPPING_NAMES`` of ``modeling_auto.py``, read torch-free by
   :mod:`hfcompat.specs.classes`) in the order transformers' pipeline tries their ``AutoModelFor*``
   classes (``SUPPORTED_TASKS`` in ``transformers/pipelines/__init__.py``); the first mapping that lists
   the model type gives the class. Tags transformers 5 removed from its pipelines (translation,
   summarization, question answering, ...) and Hub-only tags (sentence similarity, text ranking, ...)
   map to the auto class their users load (``AutoModelForSeq2SeqLM``, ``AutoModel`` for
   sentence-transformers, ``AutoModelForSequenceClassification`` for cross-encoders, ...);
3. otherwise none: a tag in :data:`NO_CLASS` (no transformers class serves it), a tag this table does
   not know, or a model type none of the tag's mappings lists. Such a model is credited with its
   architecture's main class, and the report says why (:attr:`OwnClass.why_main`).

A test checks the table against the installed transformers' pipelines and the committed Hub list.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from hfcompat.specs.classes import TASK_ORDER, Classes, auto_mappings

_BASE = "MODEL_MAPPING_NAMES"


def _m(*tasks: str) -> tuple[str, ...]:
    return tuple(f"MODEL_FOR_{t}_MAPPING_NAMES" for t in tasks)


#: Hub pipeline tag -> the auto mappings whose class a user of that tag loads, in the order tried.
TAG_MAPPINGS: dict[str, tuple[str, ...]] = {
    # transformers' pipelines (SUPPORTED_TASKS, with TASK_ALIASES' text-to-speech)
    "audio-classification": _m("AUDIO_CLASSIFICATION"),
    "automatic-speech-recognition": _m("CTC", "TDT", "SPEECH_SEQ_2_SEQ"),
    "text-to-audio": _m("TEXT_TO_WAVEFORM", "TEXT_TO_SPECTROGRAM"),
    "text-to-speech": _m("TEXT_TO_WAVEFORM", "TEXT_TO_SPECTROGRAM"),
    "feature-extraction": (_BASE,),
    "text-classification": _m("SEQUENCE_CLASSIFICATION"),
    "token-classification": _m("TOKEN_CLASSIFICATION"),
    "table-question-answering": _m("TABLE_QUESTION_ANSWERING"),
    "document-question-answering": _m("DOCUMENT_QUESTION_ANSWERING"),
    "fill-mask": _m("MASKED_LM"),
    "text-generation": _m("CAUSAL_LM"),
    "zero-shot-classification": _m("SEQUENCE_CLASSIFICATION"),  # an NLI classifier
    "zero-shot-image-classification": _m("ZERO_SHOT_IMAGE_CLASSIFICATION"),
    "zero-shot-audio-classification": (_BASE,),
    "image-classification": _m("IMAGE_CLASSIFICATION"),
    "image-feature-extraction": (_BASE,),
    # the pipeline's check_model_type also accepts instance and universal segmentation models
    "image-segmentation": _m("IMAGE_SEGMENTATION", "SEMANTIC_SEGMENTATION", "INSTANCE_SEGMENTATION",
                             "UNIVERSAL_SEGMENTATION"),
    "image-text-to-text": _m("IMAGE_TEXT_TO_TEXT"),
    "object-detection": _m("OBJECT_DETECTION"),
    "zero-shot-object-detection": _m("ZERO_SHOT_OBJECT_DETECTION"),
    "decision": _m("DECISION", "IMAGE_TEXT_TO_TEXT", "CAUSAL_LM"),
    "depth-estimation": _m("DEPTH_ESTIMATION"),
    "video-classification": _m("VIDEO_CLASSIFICATION"),
    "mask-generation": _m("MASK_GENERATION"),
    "keypoint-matching": _m("KEYPOINT_MATCHING"),
    "any-to-any": _m("MULTIMODAL_LM"),
    # removed from transformers 5's pipelines, still Hub tags: the auto class their users load
    "image-to-text": _m("IMAGE_TEXT_TO_TEXT"),  # the pipeline redirects it to image-text-to-text
    "translation": _m("SEQ_TO_SEQ_CAUSAL_LM"),
    "summarization": _m("SEQ_TO_SEQ_CAUSAL_LM"),
    "text2text-generation": _m("SEQ_TO_SEQ_CAUSAL_LM"),
    "question-answering": _m("QUESTION_ANSWERING"),
    "visual-question-answering": _m("VISUAL_QUESTION_ANSWERING", "IMAGE_TEXT_TO_TEXT"),
    "image-to-image": _m("IMAGE_TO_IMAGE"),
    # Hub-only tags
    "sentence-similarity": (_BASE,),  # sentence-transformers loads AutoModel and pools
    "text-ranking": _m("SEQUENCE_CLASSIFICATION"),  # cross-encoders and rerankers
    "multiple-choice": _m("MULTIPLE_CHOICE"),
    "video-text-to-text": _m("IMAGE_TEXT_TO_TEXT"),
    "audio-text-to-text": _m("MULTIMODAL_LM", "SEQ_TO_SEQ_CAUSAL_LM", "SPEECH_SEQ_2_SEQ"),
    "keypoint-detection": _m("KEYPOINT_DETECTION", "KEYPOINT_MATCHING", "POSE_ESTIMATION"),
    "time-series-forecasting": _m("TIME_SERIES_PREDICTION"),
    "visual-document-retrieval": _m("RETRIEVAL"),
    "reinforcement-learning": _m("DECISION"),
}

#: Tags no transformers class serves: their models are credited with the main class, for this reason.
NO_CLASS: dict[str, str] = {
    "unknown": "the Hub names no pipeline tag",
    "text-to-image": "a diffusers pipeline's tag",
    "text-to-video": "a diffusers pipeline's tag",
    "unconditional-image-generation": "a diffusers pipeline's tag",
    "audio-to-audio": "no transformers auto class serves it",
}


@dataclass(frozen=True, slots=True)
class OwnClass:
    """The class a Hub model loads, and where that was learnt (``None``: not known; ``why_main`` says why)."""

    class_name: str | None
    basis: str  # "config" (its architectures), "pipeline tag", or "main class"
    why_main: str | None = None  # why the main class stands in for it, where it does


def main_class(model_type: str, mappings: Mapping[str, Classes] | None = None) -> str | None:
    """The class ``arch:<model_type>`` builds: the first of :data:`~hfcompat.specs.classes.TASK_ORDER`'s
    mappings that lists the type (as :func:`hfcompat.factory.heads.default_head`, torch-free)."""
    mappings = auto_mappings() if mappings is None else mappings
    for _task, name in TASK_ORDER:
        names = mappings.get(name, {}).get(model_type)
        if names:
            return names[0]
    return None


def own_class(model_type: str, pipeline_tag: str | None = None, architecture: str | None = None,
              mappings: Mapping[str, Classes] | None = None) -> OwnClass:
    """The class a model of ``model_type`` loads, given its pipeline tag and its real config's class."""
    if architecture:
        return OwnClass(architecture, "config")
    tag = pipeline_tag or "unknown"
    if tag in NO_CLASS or tag not in TAG_MAPPINGS:
        return OwnClass(None, "main class", f"pipeline tag {tag}: {NO_CLASS.get(tag, 'not in the tag table')}")
    mappings = auto_mappings() if mappings is None else mappings
    for name in TAG_MAPPINGS[tag]:
        names = mappings.get(name, {}).get(model_type)
        if names:
            return OwnClass(names[0], "pipeline tag")
    return OwnClass(None, "main class", f"pipeline tag {tag}: no class for {model_type}")


def config_classes(dirs: Iterable[str | Path]) -> dict[str, str]:
    """Model id -> the first class of ``architectures`` in ``DIR/org--name/config.json``, for every such
    folder of ``dirs`` (a missing dir, an unreadable config or one without architectures is skipped)."""
    out: dict[str, str] = {}
    for root in dirs:
        for config in sorted(Path(root).glob("*--*/config.json")):
            try:
                classes = json.loads(config.read_text(encoding="utf-8")).get("architectures")
            except (OSError, ValueError, AttributeError):
                continue
            if isinstance(classes, list) and classes and isinstance(classes[0], str):
                out[config.parent.name.replace("--", "/", 1)] = classes[0]
    return out
