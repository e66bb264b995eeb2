"""Input recipes: seeded CPU inputs and labels for a built model, by modality and head.

How a step's inputs are made:

1. the main input, by ``main_input_name`` (text ids, images, videos, mel features, waveforms, time
   series...), as one or more candidate layouts;
2. every other *required* forward argument, by name (a recipe per name; none → ``harness_error``);
3. the other modalities the model declares (``input_modalities``): text for a vision model with a
   text tower, images/videos/audio for a language model, with placeholder tokens made to agree with
   the measured media features (:mod:`.multimodal`);
4. decoder inputs for encoder-decoders without labels, then labels by head (:mod:`.labels`);
5. the model type's override adjusts the result, if it has one;
6. the probe keeps the first candidate the model runs with (:mod:`.probe`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import torch

from hfcompat.errors import FactoryError
from hfcompat.factory.inputs import audio, multimodal, tensors, text, timeseries, vision
from hfcompat.factory.inputs.context import InputContext
from hfcompat.factory.inputs.labels import LM_TASKS, make_labels
from hfcompat.factory.inputs.probe import choose

Generator = Callable[[InputContext], list[dict[str, Any]]]
GENERATORS: dict[str, Generator] = {
    **text.GENERATORS, **vision.GENERATORS, **audio.GENERATORS, **timeseries.GENERATORS, **tensors.GENERATORS,
}
LABEL_NAMES = frozenset({"labels", "start_positions", "end_positions", "future_values", "future_time_features"})


def _modalities(model: torch.nn.Module) -> tuple[str, ...]:
    value = getattr(model, "input_modalities", ("text",))
    return (value,) if isinstance(value, str) else tuple(value)


def _is_grid_model(ctx: InputContext) -> bool:
    names = set(ctx.params())
    return bool({"image_grid_thw", "grid_thw"} & names)


def _pixels(ctx: InputContext) -> list[dict[str, Any]]:
    required = ctx.required()
    if "grid_thw" in required:  # a grid vision tower: (patches, C·t·p·p) as `hidden_states` or `pixel_values`
        name = "hidden_states" if "hidden_states" in required else "pixel_values"
        return multimodal.grid_pixels(ctx, name, "grid_thw")
    if _is_grid_model(ctx):
        return multimodal.grid_pixels(ctx)
    modalities = _modalities(ctx.model)
    if "video" in modalities and ("image" not in modalities or not ctx.accepts("pixel_values_videos")):
        return vision.video(ctx, "pixel_values") + vision.pixel_values(ctx)  # a video model's clips come 5-D
    return vision.pixel_values(ctx)


def _main_names(ctx: InputContext) -> list[str]:
    """The main input(s); a ``main_input_name`` that forward does not take (an inherited default) gives
    way to forward's first required argument, or its first argument."""
    main = getattr(ctx.model, "main_input_name", "input_ids")
    names = list(main) if isinstance(main, (list, tuple)) else [main]
    params = [n for n in ctx.params() if n != "self"]
    if all(n in params for n in names) or not params:
        return names
    required = ctx.required()
    return required[:1] if required else params[:1]


#: Required inputs whose layout is uncertain: their candidates multiply with the main input's.
UNCERTAIN_LAYOUT = frozenset({"input_features", "input_values", "pixel_values", "pixel_values_videos", "latents"})


def _main_candidates(ctx: InputContext) -> list[dict[str, Any]]:
    per_name = []
    names = _main_names(ctx)
    names += [n for n in ctx.required() if n not in names and n in UNCERTAIN_LAYOUT]
    for name in names:
        if name in ("pixel_values", "hidden_states") and ({"grid_thw", "image_grid_thw"} & set(ctx.params())):
            per_name.append(_pixels(ctx))
        elif name == "pixel_values":
            per_name.append(_pixels(ctx))
        elif name in GENERATORS:
            per_name.append(GENERATORS[name](ctx))
        else:
            raise FactoryError(f"no input recipe for the main input {name!r} of {ctx.class_name}", phase="inputs")
    return [dict(itertools.chain.from_iterable(d.items() for d in combo)) for combo in itertools.product(*per_name)]


def _media(ctx: InputContext, modality: str) -> list[dict[str, Any]]:
    """Candidate inputs of one medium for a model that also takes text (several layouts where unsure)."""
    if modality == "image" and ctx.accepts("pixel_values") and "pixel_values" not in ctx.inputs:
        return _pixels(ctx)
    if modality == "video" and ctx.accepts("pixel_values_videos") and "pixel_values_videos" not in ctx.inputs:
        if ctx.accepts("video_grid_thw"):
            return multimodal.grid_pixels(ctx, "pixel_values_videos", "video_grid_thw", frames=2)
        return vision.video(ctx, "pixel_values_videos")
    if modality == "audio":
        for name in ("input_features", "input_values", "audio_values"):
            if ctx.accepts(name) and name not in ctx.inputs and name in GENERATORS:
                return GENERATORS[name](ctx)
    return []


def _variants(ctx: InputContext) -> list[dict[str, Any]]:
    """The text companion and media of the candidate in ``ctx.inputs``: every declared modality the
    model takes (each layout), then each modality alone, then none (a tower the config leaves out)."""
    declared = _modalities(ctx.model)
    # media a model takes without declaring them (CLVP's speech features) come after the declared ones
    accepted = [m for m, name in (("image", "pixel_values"), ("video", "pixel_values_videos"),
                                  ("audio", "input_features")) if m not in declared and ctx.accepts(name)]
    modalities = (*declared, *accepted)
    base = dict(ctx.inputs)
    if "text" in modalities and "input_ids" not in base and ctx.accepts("input_ids"):
        base.update(text.input_ids(ctx)[0])
    if "input_ids" not in base:
        return [base]
    ctx.inputs = base
    options = [opts for m in modalities if m in ("image", "video", "audio") and (opts := _media(ctx, m))]
    if not options:
        return [base]
    first = [opts[0] for opts in options]
    variants = [_merge(base, first)]
    for i, opts in enumerate(options):  # one medium's other layouts, the rest at their first
        variants += [_merge(base, [*first[:i], alt, *first[i + 1:]]) for alt in opts[1:]]
    if len(options) > 1:  # each medium alone (a tower the default config leaves out)
        variants += [_merge(base, [opt]) for opts in options for opt in opts]
    return [*variants, base]


def _merge(base: dict[str, Any], parts: list[dict[str, Any]]) -> dict[str, Any]:
    return dict(itertools.chain(base.items(), *(p.items() for p in parts)))


def _complete(ctx: InputContext, companions: bool = True) -> None:
    """Required inputs, placeholder tokens, decoder inputs and labels for the variant in ``ctx.inputs``."""
    for name in ctx.required():
        if name not in ctx.inputs and name not in LABEL_NAMES and name in GENERATORS:
            ctx.inputs.update(GENERATORS[name](ctx)[0])
    for name in OPTIONAL_COMPANIONS if companions else ():
        if name not in ctx.inputs and ctx.accepts(name) and GENERATORS[name] and _companion_due(ctx, name):
            ctx.inputs.update(GENERATORS[name](ctx)[0])
    for modality in ("image", "video", "audio"):
        multimodal.join_media(ctx, modality)
    if ctx.accepts("mm_token_type_ids") and "input_ids" in ctx.inputs:
        ctx.inputs["mm_token_type_ids"] = multimodal.token_types(ctx)
    if ctx.accepts("return_loss"):
        ctx.inputs["return_loss"] = True
    labels = make_labels(ctx)
    no_decoder_labels = not labels or ctx.task not in LM_TASKS
    if ctx.accepts("decoder_input_ids") and "decoder_input_ids" not in ctx.inputs and no_decoder_labels:
        ctx.inputs.update(text.decoder_input_ids(ctx)[0])
        labels = make_labels(ctx)
    ctx.inputs.update(labels)


#: Optional inputs a model quietly depends on (a mask it sums, layout boxes it embeds), added when
#: forward takes them and what they describe is there.
OPTIONAL_COMPANIONS = ("bbox", "input_features_mask", "feature_attention_mask", "pixel_attention_mask",
                       "audio_mel_mask", "attention_mask")


def _companion_due(ctx: InputContext, name: str) -> bool:
    if name == "bbox":
        return "input_ids" in ctx.inputs
    if name in ("input_features_mask", "feature_attention_mask"):
        return "input_features" in ctx.inputs
    if name == "audio_mel_mask":
        return "audio_mel" in ctx.inputs
    if name == "attention_mask":  # a speech encoder's frame mask (text models got theirs with the ids)
        return ("input_features" in ctx.inputs or "input_values" in ctx.inputs) and "input_ids" not in ctx.inputs
    return "pixel_values" in ctx.inputs


def make_inputs(model: torch.nn.Module, task: str, seed: int = 0,
                adjust: Callable[[InputContext], None] | None = None) -> dict[str, Any]:
    """Inputs (and labels, where the head has a loss) for one forward + backward step.

    ``adjust`` is the model type's override hook, applied to every candidate.

    Raises:
        FactoryError: no recipe for the main input or a required input (phase ``inputs``).
    """
    gen = torch.Generator().manual_seed(seed)
    ctx = InputContext(model, task, gen)
    finished = []
    for cand in _main_candidates(ctx):
        ctx.inputs = dict(cand)
        for variant in _variants(ctx):
            for companions in (True, False):  # with the optional masks first; some models take them in a
                if not companions and not added:  # dtype only their processor knows, and run without them
                    break
                ctx.inputs = dict(variant)
                _complete(ctx, companions)
                added = companions and any(n in ctx.inputs and n not in variant for n in OPTIONAL_COMPANIONS)
                if adjust is not None:
                    adjust(ctx)
                missing = [n for n in ctx.required() if n not in ctx.inputs and n not in LABEL_NAMES]
                if missing:
                    raise FactoryError(f"no input recipe for the required input(s) {', '.join(map(repr, missing))} "
                                       f"of {ctx.class_name}", phase="inputs")
                finished.append(ctx.inputs)
    chosen, _errors = choose(model, finished)
    return chosen
