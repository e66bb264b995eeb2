"""Which ``arch:`` specs exist, answered without importing transformers (or torch).

An ``arch:<model_type>`` spec names a model type with a base model class in the installed
transformers: a key of its ``MODEL_MAPPING_NAMES``. Importing that mapping imports torch and much of
transformers (2 s here, more on a loaded machine), which ``hfcompat check`` and the sweep parent
would pay in their own processes only to refuse a typo before a worker starts (issue 24). The mapping
is a literal in ``transformers/models/auto/modeling_auto.py``, so it is read from that file. Where the
file is not what this expects (moved, built at run time, changed after its definition), the mapping
is imported after all (as :func:`hfcompat.factory.heads.known_model_types` reads it; specs sit below
the factory and import none of it); a test asserts the three give the same list for the installed
transformers.
"""

from __future__ import annotations

import ast
import difflib
import functools
from pathlib import Path

from hfcompat.errors import UsageError
from hfcompat.specs.classes import class_specs, mapping_file
from hfcompat.specs.spec import ModelSpec, parse_spec

MAPPING_NAME = "MODEL_MAPPING_NAMES"


def validate_spec(text: str) -> ModelSpec:
    """Parse a spec and check what can be checked without building (the architecture exists).

    Raises:
        UsageError: a malformed spec or an unknown architecture (with close matches).
    """
    spec = parse_spec(text)
    if spec.source == "arch":
        types = known_model_types()
        if spec.model_type not in types and not _named_head(spec):
            close = difflib.get_close_matches(spec.model_type or "", types, n=3, cutoff=0.6)
            hint = f"; did you mean {' or '.join(f'arch:{c}' for c in close)}?" if close else ""
            raise UsageError(f"unknown architecture {spec.model_type!r} in spec {text!r}{hint} "
                             f"({len(types)} are known: list them with `hfcompat ls archs`)")
    return spec


def _named_head(spec: ModelSpec) -> bool:
    """Whether the spec names a class that an auto mapping gives its model type: a type with no base
    model (``arch:pp_lcnet:PPLCNetForImageClassification``) is known through its heads."""
    if not spec.class_name:
        return False
    return f"arch:{spec.model_type}:{spec.class_name}" in class_specs()


@functools.cache
def known_model_types() -> list[str]:
    """Every model type with a base model class in the installed transformers, sorted."""
    found = read_model_types()
    if found is None:
        from transformers.models.auto.modeling_auto import MODEL_MAPPING_NAMES

        return sorted(MODEL_MAPPING_NAMES)
    return found


def read_model_types(source: Path | None = None) -> list[str] | None:
    """The keys of ``MODEL_MAPPING_NAMES`` read from ``source`` (default: the installed transformers'
    ``modeling_auto.py``), sorted; None when the file is missing, the mapping is not one literal list
    of pairs, or the module changes it after defining it."""
    if source is None:
        source = mapping_file()
        if source is None:
            return None
    try:
        tree = ast.parse(source.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return None
    definitions = [node for node in tree.body if isinstance(node, ast.Assign)
                   and any(isinstance(t, ast.Name) and t.id == MAPPING_NAME for t in node.targets)]
    if len(definitions) != 1 or _changed_later(tree):
        return None
    call = definitions[0].value  # MODEL_MAPPING_NAMES = OrderedDict([("afmoe", "AfmoeModel"), ...])
    if not (isinstance(call, ast.Call) and len(call.args) == 1 and not call.keywords):
        return None
    try:
        pairs = ast.literal_eval(call.args[0])
    except ValueError:
        return None
    if not (isinstance(pairs, list) and pairs and all(isinstance(p, tuple) and len(p) == 2 for p in pairs)):
        return None
    return sorted({str(key) for key, _cls in pairs})


def _changed_later(tree: ast.Module, name: str = MAPPING_NAME) -> bool:
    """Whether the module mutates the mapping ``name`` after defining it (``.update(...)``, ``[k] = v``, ``+=``)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == name:
            return True
        if (isinstance(node, ast.Subscript) and isinstance(node.ctx, (ast.Store, ast.Del))
                and isinstance(node.value, ast.Name) and node.value.id == name):
            return True
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
            return True
    return False
