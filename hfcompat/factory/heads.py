"""Which model class an ``arch:`` spec builds: the default head of a model type.

The default is the first task mapping of the installed transformers that lists the model type, in
an order that prefers heads with a loss and the architecture's natural task (a decoder's LM head, an
encoder's masked-LM head, a speech model's seq2seq or CTC head, a vision-language model's full
image-text-to-text model rather than its text-only decoder); the base model is the last resort.
"""

from __future__ import annotations

from dataclasses import dataclass

from transformers.models.auto import modeling_auto

#: (task, mapping name) in order of preference.
TASK_ORDER: tuple[tuple[str, str], ...] = (
    ("speech-seq2seq", "MODEL_FOR_SPEECH_SEQ_2_SEQ_MAPPING_NAMES"),
    ("seq2seq-lm", "MODEL_FOR_SEQ_TO_SEQ_CAUSAL_LM_MAPPING_NAMES"),
    ("ctc", "MODEL_FOR_CTC_MAPPING_NAMES"),
    ("masked-lm", "MODEL_FOR_MASKED_LM_MAPPING_NAMES"),
    ("image-text-to-text", "MODEL_FOR_IMAGE_TEXT_TO_TEXT_MAPPING_NAMES"),
    ("multimodal-lm", "MODEL_FOR_MULTIMODAL_LM_MAPPING_NAMES"),
    ("causal-lm", "MODEL_FOR_CAUSAL_LM_MAPPING_NAMES"),
    ("image-classification", "MODEL_FOR_IMAGE_CLASSIFICATION_MAPPING_NAMES"),
    ("audio-classification", "MODEL_FOR_AUDIO_CLASSIFICATION_MAPPING_NAMES"),
    ("video-classification", "MODEL_FOR_VIDEO_CLASSIFICATION_MAPPING_NAMES"),
    ("time-series-prediction", "MODEL_FOR_TIME_SERIES_PREDICTION_MAPPING_NAMES"),
    ("sequence-classification", "MODEL_FOR_SEQUENCE_CLASSIFICATION_MAPPING_NAMES"),
    ("base", "MODEL_MAPPING_NAMES"),
)


@dataclass(frozen=True, slots=True)
class Head:
    """A model class name and the task it serves."""

    class_name: str
    task: str


def _names(mapping_name: str) -> dict[str, str]:
    mapping = getattr(modeling_auto, mapping_name, {})
    return {k: (v[0] if isinstance(v, (list, tuple)) else v) for k, v in mapping.items()}


def known_model_types() -> list[str]:
    """Every model type with a base model class in the installed transformers, sorted."""
    return sorted(_names("MODEL_MAPPING_NAMES"))


def default_head(model_type: str) -> Head | None:
    """The class an ``arch:<model_type>`` spec builds, or ``None`` for an unknown type."""
    for task, mapping_name in TASK_ORDER:
        cls = _names(mapping_name).get(model_type)
        if cls:
            return Head(cls, task)
    return None


#: Tasks by class-name suffix, for classes no task mapping lists under their model type.
SUFFIX_TASKS = (
    ("ForPrediction", "time-series-prediction"), ("ForCausalLM", "causal-lm"), ("LMHeadModel", "causal-lm"),
    ("ForMaskedLM", "masked-lm"), ("ForSequenceClassification", "sequence-classification"),
    ("ForImageClassification", "image-classification"), ("ForTokenClassification", "token-classification"),
    ("ForQuestionAnswering", "question-answering"), ("ForMultipleChoice", "multiple-choice"), ("ForCTC", "ctc"),
    ("ForAudioClassification", "audio-classification"), ("ForVideoClassification", "video-classification"),
)


def task_of_class(model_type: str, class_name: str) -> str:
    """The task a named class serves: from the task mappings, else from its name's suffix, else ``"base"``."""
    for task, mapping_name in TASK_ORDER:
        if _names(mapping_name).get(model_type) == class_name:
            return task
    for mapping_name in dir(modeling_auto):
        if (mapping_name.startswith("MODEL_FOR_") and mapping_name.endswith("_MAPPING_NAMES")
                and class_name in _names(mapping_name).values()):
            task = mapping_name[len("MODEL_FOR_"):-len("_MAPPING_NAMES")].lower().replace("_", "-")
            return {"seq-to-seq-causal-lm": "seq2seq-lm", "speech-seq-2-seq": "speech-seq2seq"}.get(task, task)
    return next((task for suffix, task in SUFFIX_TASKS if class_name.endswith(suffix)), "base")
