"""Which kind of model a record ran: a modality / task group read off its model class.

The dashboard's breakdown groups cases by this, not by ``model_type`` (one architecture per type:
hundreds of 1/1 rows say nothing). The group is a pure function of the record's own fields, so a
report never needs transformers installed:

1. the task the factory gave the class (``LlamaForCausalLM`` -> ``causal-lm`` -> text decoder;
   ``WhisperForConditionalGeneration`` -> ``speech-seq2seq`` -> audio), the task being derived
   from the class by :func:`hfcompat.factory.heads.task_of_class`;
2. for a class without a head (task ``base``) or an unnamed one: the words of the class name
   (``Qwen3VLVisionModel`` -> vision, ``CLIPTextModel`` -> text, ``CLIPModel`` -> multimodal),
   then of the model type (records of a model that failed to build name no class);
3. else ``other``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from hfcompat.records.axes import DEFAULT_DTYPE
from hfcompat.records.record import JUDGED
from hfcompat.reporting.rates import Rate, rate_of
from hfcompat.reporting.strategies import dtype_of, dtype_rank, strategy_label, strategy_of, strategy_rank

TEXT_DECODER, TEXT_ENCODER, ENCODER_DECODER = "text decoder", "text encoder", "text encoder-decoder"
TEXT_BASE, VISION, AUDIO, MULTIMODAL = "text (no head)", "vision", "audio", "multimodal"
TIME_SERIES, OTHER = "time series", "other"
#: Report order.
GROUPS = (TEXT_DECODER, TEXT_ENCODER, ENCODER_DECODER, TEXT_BASE, VISION, AUDIO, MULTIMODAL, TIME_SERIES, OTHER)

TASK_GROUPS = {
    "causal-lm": TEXT_DECODER, "masked-lm": TEXT_ENCODER, "sequence-classification": TEXT_ENCODER,
    "token-classification": TEXT_ENCODER, "question-answering": TEXT_ENCODER, "multiple-choice": TEXT_ENCODER,
    "text-encoding": TEXT_ENCODER, "seq2seq-lm": ENCODER_DECODER,
    "image-classification": VISION, "video-classification": VISION, "object-detection": VISION,
    "semantic-segmentation": VISION, "depth-estimation": VISION, "image-segmentation": VISION,
    "backbone": VISION, "keypoint-matching": VISION, "mask-generation": VISION,
    "ctc": AUDIO, "speech-seq2seq": AUDIO, "audio-classification": AUDIO, "rnnt": AUDIO, "tdt": AUDIO,
    "text-to-waveform": AUDIO, "text-to-spectrogram": AUDIO, "audio-frame-classification": AUDIO,
    "image-text-to-text": MULTIMODAL, "multimodal-lm": MULTIMODAL, "visual-question-answering": MULTIMODAL,
    "zero-shot-image-classification": MULTIMODAL, "zero-shot-object-detection": MULTIMODAL,
    "time-series-prediction": TIME_SERIES, "time-series-classification": TIME_SERIES,
}

# Words of a class name, checked in this order: a component's own word first (CLIPVisionModel is
# vision, CLIPTextModel text), then the families whose name says what they take in.
_VOCABULARIES = (
    (AUDIO, "audio speech asr tts wav voice acoustic codec encodec mimi dac univnet hifigan diarization transcribe"
            " whisper parakeet rnnt tdt wavtokenizer xcodec xcodec2 conformer lasr clap bark vits voxtral moonshine"
            " seamless csm clvp neucodec dia musicgen wavlm hubert"),
    (VISION, "vision visual image vit swin convnext dino dinov3 detr sam sam2 sam3 seg depth yolos doclayout glpn"
             " pixtral radio pixio former det rec ocr loftr glue sapiens aimv dinat timm edgetam uvdoc tvp video deim"
             " dpt fine scene table"),
    (TEXT_BASE, "text"),
    (MULTIMODAL, "clip vl vlm blip flava lxmert vilt bridgetower owlvit owlv2 groupvit xclip siglip dual mm omni tips"
                 " layoutlmv lilt bros align perception fast grounding omdet owlv tipsv"),
    (TEXT_ENCODER, "embedding question dpr splinter encoder privacy"),
    (TIME_SERIES, "time series patchtst informer autoformer"),
)
WORD_GROUPS: tuple[tuple[str, frozenset[str]], ...] = tuple((g, frozenset(v.split())) for g, v in _VOCABULARIES)

_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z]|\d|\b|_)|[A-Z]?[a-z]+|[A-Z]+|\d+")


def words(name: str) -> list[str]:
    """Lower-case words of a class or model-type name: ``Qwen2_5_VLTextModel`` -> qwen, 2, 5, vl, text, model."""
    parts: list[str] = []
    for chunk in re.split(r"[_\-\s.]+", name):
        parts.extend(w.lower() for w in _WORD.findall(chunk))
    return parts


def modality_of(record: dict[str, Any]) -> str:
    """The record's group (one of :data:`GROUPS`)."""
    task = str(record.get("task") or "")
    if task in TASK_GROUPS:
        return TASK_GROUPS[task]
    spec = str(record.get("spec") or "")
    spec_type = spec.split(":")[1] if spec.startswith("arch:") and spec.count(":") >= 1 else None
    for name in (record.get("model_class"), record.get("model_type") or spec_type):
        if not name:
            continue
        found = set(words(str(name)))
        for group, vocabulary in WORD_GROUPS:
            if found & vocabulary:
                return group
    return OTHER


@dataclass(frozen=True, slots=True)
class ModalityRow:
    """One group's rate within one (backend, mode, dtype, strategy), and how many distinct models it holds."""

    backend: str
    mode: str
    group: str
    rate: Rate
    n_models: int
    not_judged: int
    parallel: str = "single"
    devices: int = 1
    strategy: str = "single"
    dtype: str = DEFAULT_DTYPE


def modality_rates(cases: Iterable[dict[str, Any]]) -> list[ModalityRow]:
    """Rates per (backend, mode, dtype, strategy, group), groups in :data:`GROUPS` order."""
    groups: dict[tuple[str, str, str, str, int, str], list[dict[str, Any]]] = {}
    for case in cases:
        key = (str(case.get("backend")), str(case.get("mode")), dtype_of(case), *strategy_of(case), modality_of(case))
        groups.setdefault(key, []).append(case)
    order = {g: i for i, g in enumerate(GROUPS)}
    rows = []
    for k in sorted(groups, key=lambda k: (k[0], k[1], dtype_rank(k[2]), strategy_rank(k[3], k[4]), order[k[5]])):
        (backend, mode, dtype, parallel, devices, group), members = k, groups[k]
        rows.append(ModalityRow(
            backend=backend, mode=mode, group=group, rate=rate_of(members),
            n_models=len({str(c.get("spec")) for c in members}),
            not_judged=sum(1 for c in members if c.get("status") not in JUDGED),
            parallel=parallel, devices=devices, strategy=strategy_label(parallel, devices), dtype=dtype,
        ))
    return rows
