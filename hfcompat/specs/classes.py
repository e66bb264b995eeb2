"""Every model class the installed transformers' auto mappings name, and its head kind (``--all-classes``).

An ``arch:<model_type>:<ClassName>`` spec builds a named class of a model type. The auto mappings
(``MODEL_*_NAMES`` in ``transformers/models/auto/modeling_auto.py``: model type → class name, one
mapping per task) name every such class: the base models, their heads (sequence classification,
question answering, ...) and the model types that exist only as a head (``pp_lcnet``,
``shieldgemma2``, ``pp_doclayout_v2``, ``pp_ocrv5_mobile_det``, ``pp_ocrv5_server_det``, and
sub-model types such as ``trocr``). They are read from the file, as :mod:`hfcompat.specs.archs`
reads the base mapping, so the sweep's parent lists them without importing torch; where the file is
not one literal per mapping they are imported after all.

The **head kind** of a class is the task of the first mapping that lists it, in a fixed order
(:func:`head_kind`, the contract of the record's ``task`` field, which
:func:`hfcompat.factory.heads.task_of_class` computes with the same function): first
:data:`TASK_ORDER` (the default heads' order of preference, base model last), then every other
``MODEL_FOR_*_MAPPING_NAMES`` in alphabetical order of its name, then the class name's suffix
(:data:`SUFFIX_TASKS`), else ``base``.
"""

from __future__ import annotations

import ast
import functools
import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from hfcompat_backend.registry import unknown_name_message

MAPPING_FILE = ("models", "auto", "modeling_auto.py")  # under the transformers package

#: model type → the class names a mapping gives it (a mapping may give one type several classes).
Classes = Mapping[str, tuple[str, ...]]

#: (task, mapping name) in order of preference: the default head of a model type is the first found.
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

#: Tasks by class-name suffix, for classes no task mapping lists.
SUFFIX_TASKS: tuple[tuple[str, str], ...] = (
    ("ForPrediction", "time-series-prediction"), ("ForCausalLM", "causal-lm"), ("LMHeadModel", "causal-lm"),
    ("ForMaskedLM", "masked-lm"), ("ForSequenceClassification", "sequence-classification"),
    ("ForImageClassification", "image-classification"), ("ForTokenClassification", "token-classification"),
    ("ForQuestionAnswering", "question-answering"), ("ForMultipleChoice", "multiple-choice"), ("ForCTC", "ctc"),
    ("ForAudioClassification", "audio-classification"), ("ForVideoClassification", "video-classification"),
)

_RENAMED = {"seq-to-seq-causal-lm": "seq2seq-lm", "speech-seq-2-seq": "speech-seq2seq"}


@dataclass(frozen=True, slots=True)
class ModelClass:
    """One class of one model type, as an ``arch:`` spec names it, and its head kind."""

    model_type: str
    class_name: str
    head_kind: str

    @property
    def spec(self) -> str:
        return f"arch:{self.model_type}:{self.class_name}"


def mapping_file() -> Path | None:
    """The installed transformers' ``modeling_auto.py`` (None when transformers is not installed)."""
    found = importlib.util.find_spec("transformers")
    if found is None or found.origin is None:
        return None
    return Path(found.origin).parent.joinpath(*MAPPING_FILE)


def mapping_task(mapping_name: str) -> str:
    """The task a mapping is named for: ``MODEL_FOR_TOKEN_CLASSIFICATION_MAPPING_NAMES`` → ``token-classification``."""
    if mapping_name == "MODEL_MAPPING_NAMES":
        return "base"
    core = mapping_name.removeprefix("MODEL_FOR_").removeprefix("MODEL_")
    core = core.removesuffix("_NAMES").removesuffix("_MAPPING")
    task = core.lower().replace("_", "-")
    return _RENAMED.get(task, task)


def head_kind(model_type: str, class_name: str, mappings: Mapping[str, Classes]) -> str:
    """The head kind (task) of a class of a model type: the first mapping that lists it, in the
    order of the module docstring."""
    for task, mapping_name in TASK_ORDER:
        if class_name in mappings.get(mapping_name, {}).get(model_type, ()):
            return task
    for mapping_name in sorted(mappings):
        if (mapping_name.startswith("MODEL_FOR_") and mapping_name.endswith("_MAPPING_NAMES")
                and any(class_name in names for names in mappings[mapping_name].values())):
            return mapping_task(mapping_name)
    return next((task for suffix, task in SUFFIX_TASKS if class_name.endswith(suffix)), "base")


@functools.cache
def auto_mappings() -> dict[str, Classes]:
    """Every ``MODEL_*_NAMES`` mapping of the installed transformers, read from its source (torch-free),
    or imported where the source is not what this expects."""
    found = read_mappings()
    return found if found is not None else imported_mappings()


def imported_mappings() -> dict[str, Classes]:
    """The mappings as the imported ``modeling_auto`` holds them (imports torch)."""
    from transformers.models.auto import modeling_auto

    out: dict[str, Classes] = {}
    for name in dir(modeling_auto):
        value = getattr(modeling_auto, name)
        if name.startswith("MODEL_") and name.endswith("_NAMES") and isinstance(value, dict):
            out[name] = {str(k): _as_names(v) for k, v in value.items()}
    return out


def read_mappings(source: Path | None = None) -> dict[str, Classes] | None:
    """The ``MODEL_*_NAMES`` mappings read from ``source`` (default: the installed ``modeling_auto.py``);
    None when the file is missing, one of them is not one literal list of pairs, or is changed later."""
    source = source or mapping_file()
    if source is None:
        return None
    try:
        tree = ast.parse(source.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return None
    out: dict[str, Classes] = {}
    for node in tree.body:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
            continue
        name = node.targets[0].id
        if not (name.startswith("MODEL_") and name.endswith("_NAMES")):
            continue
        call = node.value  # NAME = OrderedDict([("type", "Class"), ("type", ("ClassA", "ClassB")), ...])
        if name in out or _mutated(tree, name) or not (
                isinstance(call, ast.Call) and len(call.args) == 1 and not call.keywords
                and isinstance(call.args[0], ast.List)):
            return None
        pairs = _pairs(call.args[0], out)
        if pairs is None:
            return None
        out[name] = {str(k): _as_names(v) for k, v in pairs}
    return out if "MODEL_MAPPING_NAMES" in out else None


def _pairs(literal: ast.List, earlier: Mapping[str, Classes]) -> list[tuple[str, object]] | None:
    """The (type, class or classes) pairs of a mapping's list literal, where an element may splice an
    earlier mapping (``*list(OTHER_MAPPING_NAMES.items())``); None for anything else."""
    pairs: list[tuple[str, object]] = []
    for element in literal.elts:
        if isinstance(element, ast.Starred):
            spliced = _spliced_name(element.value)
            if spliced is None or spliced not in earlier:
                return None
            pairs.extend(earlier[spliced].items())
            continue
        try:
            pair = ast.literal_eval(element)
        except ValueError:
            return None
        if not (isinstance(pair, tuple) and len(pair) == 2):
            return None
        pairs.append(pair)
    return pairs


def _spliced_name(node: ast.expr) -> str | None:
    """``X`` of ``list(X.items())``, else None."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "list"
            and len(node.args) == 1 and isinstance(inner := node.args[0], ast.Call) and not inner.args
            and isinstance(inner.func, ast.Attribute) and inner.func.attr == "items"
            and isinstance(inner.func.value, ast.Name)):
        return inner.func.value.id
    return None


def _mutated(tree: ast.Module, name: str) -> bool:
    """Whether the module changes the mapping after defining it: a method other than a read
    (``.items()``, ``.get()``, ...), ``[k] = v``, ``del [k]`` or ``+=``."""
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == name
                and node.attr not in ("items", "keys", "values", "get")):
            return True
        if (isinstance(node, ast.Subscript) and isinstance(node.ctx, (ast.Store, ast.Del))
                and isinstance(node.value, ast.Name) and node.value.id == name):
            return True
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
            return True
    return False


def model_classes(mappings: Mapping[str, Classes] | None = None) -> list[ModelClass]:
    """Every (model type, class) the mappings name, once each, sorted by spec, with its head kind."""
    mappings = auto_mappings() if mappings is None else mappings
    pairs = {(t, c) for classes in mappings.values() for t, names in classes.items() for c in names}
    return sorted((ModelClass(t, c, head_kind(t, c, mappings)) for t, c in pairs), key=lambda m: m.spec)


@functools.cache
def class_specs(kinds: tuple[str, ...] = ()) -> list[str]:
    """``arch:<model_type>:<ClassName>`` of every model class, sorted (``sweep --all-classes``);
    with ``kinds``, only the classes of those head kinds (``--head-kind``), which must exist."""
    classes = model_classes()
    known = sorted({m.head_kind for m in classes})
    for kind in kinds:
        if kind not in known:
            raise ValueError(unknown_name_message("head kind", kind, known))
    return [m.spec for m in classes if not kinds or m.head_kind in kinds]


def _as_names(value: object) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, (list, tuple)) else (str(value),)
