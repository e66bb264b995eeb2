"""The benchmarks' seeded sample of the matrix: architectures with every family represented (issue 49).

bench/mutations.py plants faults in it and bench/false_alarms.py sweeps a correct device over it; both
take the sample from here, so the same seed names the same architectures in both. A family is a
modality group of hfcompat/reporting/modality.py, read off the class and task ``hfcompat ls archs``
gives each model type.
"""

from __future__ import annotations

import collections
import random


def families() -> dict[str, list[str]]:
    """family -> sorted model types (their arch: class and task, as ``hfcompat ls archs`` gives them)."""
    from hfcompat.factory.arch import class_name_of
    from hfcompat.factory.heads import known_model_types, task_of_class
    from hfcompat.reporting.modality import modality_of

    out: dict[str, list[str]] = collections.defaultdict(list)
    for model_type in known_model_types():
        name = class_name_of(model_type)
        if name:
            task = task_of_class(model_type, name)
            out[modality_of({"task": task, "model_class": name, "model_type": model_type})].append(model_type)
    return {f: sorted(m) for f, m in sorted(out.items())}


def sample(seed: int, n: int, by_family: dict[str, list[str]]) -> dict[str, str]:
    """model type -> family: one of every family first, then drawn from the rest, all by ``seed``."""
    rng = random.Random(seed)
    chosen = {rng.choice(types): family for family, types in by_family.items()}
    rest = sorted((t, f) for f, types in by_family.items() for t in types if t not in chosen)
    for t, f in rng.sample(rest, max(0, min(n - len(chosen), len(rest)))):
        chosen[t] = f
    return dict(sorted(chosen.items()))


def subsample(seed: int, n: int, chosen: dict[str, str]) -> dict[str, str]:
    """:func:`sample` of ``n`` drawn from an earlier sample ``chosen`` (model type -> family): a subset
    of it that still has every one of its families."""
    by_family: dict[str, list[str]] = collections.defaultdict(list)
    for model_type, family in sorted(chosen.items()):
        by_family[family].append(model_type)
    return sample(seed, n, dict(sorted(by_family.items())))


def chosen_sample(seed: int, n: int, models: list[str] | None = None,
                  by_family: dict[str, list[str]] | None = None) -> dict[str, str]:
    """model type -> family of a benchmark's architectures: ``models`` where given (a quick check;
    a type no family lists is "?"), else :func:`sample` of ``n`` by ``seed``."""
    by_family = by_family if by_family is not None else families()
    if models:
        family_of = {m: f for f, types in by_family.items() for m in types}
        return {m: family_of.get(m, "?") for m in models}
    return sample(seed, n, by_family)
