"""``sweep --all-classes`` and ``hfcompat ls classes``: every class the auto mappings name, with its head kind."""

from __future__ import annotations

import subprocess
import sys

from hfcompat.specs.classes import class_specs, imported_mappings, model_classes, read_mappings
from hfcompat.sweep import expand_sources

#: measured 1606 with transformers 5.24 (622 base classes, 984 others); a floor, not the count
MIN_CLASSES = 1500
HEAD_ONLY = ("pp_lcnet", "shieldgemma2", "pp_doclayout_v2", "pp_ocrv5_mobile_det", "pp_ocrv5_server_det")


def test_every_class_once_with_its_head_kind() -> None:
    kinds = {m.spec: m.head_kind for m in model_classes()}
    specs = class_specs()
    assert len(specs) == len(set(specs)) == len(kinds) >= MIN_CLASSES
    assert kinds["arch:llama:LlamaForSequenceClassification"] == "sequence-classification"
    assert kinds["arch:bert:BertForQuestionAnswering"] == "question-answering"
    assert kinds["arch:bert:BertForTokenClassification"] == "token-classification"
    assert kinds["arch:bert:BertForMultipleChoice"] == "multiple-choice"
    assert kinds["arch:llama:LlamaForCausalLM"] == "causal-lm"
    assert kinds["arch:llama:LlamaModel"] == "base"
    assert kinds["arch:deit:DeiTForImageClassificationWithTeacher"] == "image-classification"  # second of a tuple
    assert {spec.split(":")[1] for spec in specs} >= set(HEAD_ONLY)
    assert kinds["arch:pp_doclayout_v2:PPDocLayoutV2ForObjectDetection"] == "object-detection"


def test_read_from_source_as_imported() -> None:
    """The torch-free reading of modeling_auto.py gives what the imported module holds."""
    assert read_mappings() == imported_mappings()


def test_head_kind_is_the_records_task() -> None:
    from hfcompat.factory.heads import task_of_class

    assert all(task_of_class(m.model_type, m.class_name) == m.head_kind for m in model_classes())


def test_all_classes_selection_is_torch_free() -> None:
    code = ("import sys; from hfcompat.sweep import expand_sources; s = expand_sources([], False, True); "
            "print(len(s), 'torch' in sys.modules, 'transformers' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == [str(len(class_specs())), "False", "False"]


def test_all_classes_adds_to_all_archs_without_duplicates() -> None:
    both = expand_sources(["arch:bert:BertForQuestionAnswering"], True, True)
    assert len(both) == len(set(both))
    assert "arch:llama" in both and "arch:llama:LlamaForSequenceClassification" in both


def test_a_head_only_type_validates_by_its_class() -> None:
    import pytest

    from hfcompat.errors import UsageError
    from hfcompat.specs.archs import validate_spec

    assert validate_spec("arch:pp_lcnet:PPLCNetForImageClassification").class_name == "PPLCNetForImageClassification"
    with pytest.raises(UsageError):
        validate_spec("arch:pp_lcnet")  # no base model: named by a class only


def test_ls_classes_lists_them() -> None:
    out = subprocess.run([sys.executable, "-m", "hfcompat.cli", "ls", "classes"], capture_output=True, text=True,
                         check=True).stdout
    rows = {line.split()[0]: line.split()[1] for line in out.splitlines()[1:-1]}
    assert rows["arch:llama:LlamaForSequenceClassification"] == "sequence-classification"
    assert rows["arch:pp_ocrv5_server_det:PPOCRV5ServerDetForObjectDetection"] == "object-detection"
    assert len(rows) == len(class_specs())
    assert out.splitlines()[-1].startswith(f"{len(class_specs())} classes of ")


def test_head_kind_narrows_all_classes() -> None:
    import pytest

    from hfcompat.errors import UsageError

    kinds = {m.spec: m.head_kind for m in model_classes()}
    qa = expand_sources([], False, True, ["question-answering", "multiple-choice"])
    assert qa and {kinds[s] for s in qa} == {"question-answering", "multiple-choice"}
    assert len(qa) == sum(k in ("question-answering", "multiple-choice") for k in kinds.values())
    with pytest.raises(UsageError, match=r"'questionanswering'; did you mean 'question-answering'.*choose from"):
        expand_sources([], False, True, ["questionanswering"])
    with pytest.raises(UsageError, match="add --all-classes"):
        expand_sources([], False, False, ["question-answering"])


def test_except_main_class_leaves_out_what_all_archs_judges() -> None:
    import pytest

    from hfcompat.errors import UsageError
    from hfcompat.specs.own_class import main_class

    every = expand_sources([], False, True, ["causal-lm"])
    others = expand_sources([], False, True, ["causal-lm"], except_main=True)
    assert "arch:llama:LlamaForCausalLM" in every and "arch:llama:LlamaForCausalLM" not in others
    left_out = set(every) - set(others)
    assert left_out and all(main_class(s.split(":")[1]) == s.split(":")[2] for s in left_out)
    assert all(main_class(s.split(":")[1]) != s.split(":")[2] for s in others) and set(others) < set(every)
    with pytest.raises(UsageError, match="add --all-classes"):
        expand_sources([], False, False, except_main=True)
