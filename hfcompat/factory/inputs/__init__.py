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
6. the probe keeps the first candidate the model runs with (:mod:`.probe`) among those that feed every
   tower the model has: one that runs only without its images or audio is a ``harness_error`` naming
   the modality, never a silent text-only step;
7. a prompt for ``generate()`` in the chosen layout (:func:`make_input_sets`).

Before all that, a head that pools by a special token gets what its users set (:mod:`.head_tokens`):
a pad token, an end-of-sequence token closing each sample.

Text is batch 2 with sample 1 padded (:mod:`.context`): on the right for a step, on the left for a
decoder-only model's prompt.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch

from hfcompat.errors import FactoryError
from hfcompat.factory.inputs import audio, multimodal, patches, tensors, text, tiling, timeseries, vision
from hfcompat.factory.inputs.context import BATCH, PROMPT, SEQ, InputContext
from hfcompat.factory.inputs.head_tokens import set_pad_token
from hfcompat.factory.inputs.labels import LM_TASKS, make_labels
from hfcompat.factory.inputs.probe import first_running

Generator = Callable[[InputContext], list[dict[str, Any]]]
GENERATORS: dict[str, Generator] = {
    **text.GENERATORS, **vision.GENERATORS, **audio.GENERATORS, **timeseries.GENERATORS, **tensors.GENERATORS,
    "video_second_per_grid": multimodal.video_seconds,
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
    if tiling.is_anyres(ctx):
        return tiling.anyres_pixels(ctx)
    if patches.is_naflex(ctx):
        return patches.naflex_pixels(ctx, int(ctx.cfg("downsample_factor", default=2) or 1))
    modalities = _modalities(ctx.model)
    if "video" in modalities and ("image" not in modalities or not ctx.accepts("pixel_values_videos")):
        return vision.video(ctx, "pixel_values") + vision.pixel_values(ctx)  # a video model's clips come 5-D
    if ctx.accepts("input_ids"):  # a language model's images may come as flat patches (Fuyu, NeoMME)
        return vision.pixel_values(ctx) + patches.flat_patches(ctx)
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
        gridded = name == "hidden_states" and bool({"grid_thw", "image_grid_thw"} & set(ctx.params()))
        if name == "pixel_values" or gridded:
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


Variant = tuple[dict[str, Any], frozenset[str]]  # inputs, and the media they leave out


def _variants(ctx: InputContext) -> list[Variant]:
    """The text companion and media of the candidate in ``ctx.inputs``: every declared modality the
    model takes (each layout), then each modality alone, then none; each with the media it leaves out
    (:func:`_keeps_towers` decides which of those may be used)."""
    declared = _modalities(ctx.model)
    # media a model takes without declaring them (CLVP's speech features) come after the declared ones
    accepted = [m for m, name in (("image", "pixel_values"), ("video", "pixel_values_videos"),
                                  ("audio", "input_features")) if m not in declared and ctx.accepts(name)]
    modalities = (*declared, *accepted)
    base = dict(ctx.inputs)
    if "text" in modalities and "input_ids" not in base and ctx.accepts("input_ids"):
        base.update(text.input_ids(ctx)[0])
    if "input_ids" not in base:
        return [(base, frozenset())]
    ctx.inputs = base
    media = [(m, opts) for m in modalities if m in ("image", "video", "audio") and (opts := _media(ctx, m))]
    if not media:
        return [(base, frozenset())]
    every = frozenset(m for m, _ in media)
    first = [opts[0] for _, opts in media]
    variants: list[Variant] = [(_merge(base, first), frozenset())]
    for i, (_, opts) in enumerate(media):  # one medium's other layouts, the rest at their first
        variants += [(_merge(base, [*first[:i], alt, *first[i + 1:]]), frozenset()) for alt in opts[1:]]
    if len(media) > 1:  # every medium at its k-th layout: images and videos of one tower share it (Kimi-K2.5)
        variants += [(_merge(base, [opts[k] for _, opts in media]), frozenset())
                     for k in range(1, min(len(opts) for _, opts in media))]
    if len(media) > 1:  # each medium alone
        variants += [(_merge(base, [opt]), every - {m}) for m, opts in media for opt in opts]
    return [*variants, (base, every)]


#: Which tower reads each medium: images and videos share the vision tower.
TOWERS = {"image": ("vision", "vision_config"), "video": ("vision", "vision_config"),
          "audio": ("audio", "audio_config")}


def _keeps_towers(ctx: InputContext, left_out: frozenset[str], offered: frozenset[str]) -> bool:
    """Whether a variant still feeds every tower the model has: a medium may be left out only when
    another medium of its tower is fed (a VLM's videos when its images are) or the config builds
    no such tower (``vision_config=None``)."""
    fed_towers = {TOWERS[m][0] for m in offered - left_out}
    for medium in left_out:
        tower, config_name = TOWERS[medium]
        absent = config_name in (getattr(type(ctx.config), "sub_configs", None) or {}) and \
            getattr(ctx.config, config_name, None) is None
        if tower not in fed_towers and not absent:
            return False
    return True


def _merge(base: dict[str, Any], parts: list[dict[str, Any]]) -> dict[str, Any]:
    return dict(itertools.chain(base.items(), *(p.items() for p in parts)))


def _complete(ctx: InputContext, companions: bool = True) -> None:
    """Required inputs, placeholder tokens, decoder inputs and labels for the variant in ``ctx.inputs``."""
    for name in ctx.required():
        if name not in ctx.inputs and name not in LABEL_NAMES and name in GENERATORS:
            ctx.inputs.update(GENERATORS[name](ctx)[0])
    for name in OPTIONAL_COMPANIONS if companions else ():
        if name not in ctx.inputs and ctx.accepts(name) and name in GENERATORS and _companion_due(ctx, name):
            ctx.inputs.update(GENERATORS[name](ctx)[0])
    for modality in ("image", "video", "audio"):
        multimodal.join_media(ctx, modality)
    if ctx.accepts("mm_token_type_ids") and "input_ids" in ctx.inputs:
        ctx.inputs["mm_token_type_ids"] = multimodal.token_types(ctx)
    if ctx.prompt:  # generate() makes the decoder's inputs itself and takes no labels
        return
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
                       "audio_mel_mask", "attention_mask", "image_sizes", "padding_mask", "video_second_per_grid",
                       "chunk_sample_lengths", "high_res_pixel_values")


def _companion_due(ctx: InputContext, name: str) -> bool:
    if name == "bbox":
        return "input_ids" in ctx.inputs
    if name in ("input_features_mask", "feature_attention_mask", "chunk_sample_lengths"):
        return "input_features" in ctx.inputs
    if name == "padding_mask":  # an audio-language model's raw-audio sample mask (its feature method reads it)
        return "input_ids" in ctx.inputs and ("input_features" in ctx.inputs or "input_values" in ctx.inputs)
    if name == "video_second_per_grid":  # an omni model's video timing, beside the video grid
        return "video_grid_thw" in ctx.inputs
    if name == "audio_mel_mask":
        return "audio_mel" in ctx.inputs
    if name == "attention_mask":  # a speech encoder's frame mask (text models got theirs with the ids)
        return ("input_features" in ctx.inputs or "input_values" in ctx.inputs) and "input_ids" not in ctx.inputs
    return "pixel_values" in ctx.inputs


@dataclass(slots=True)
class InputSets:
    """A built model's inputs: one step's (with labels), a prompt for ``generate()`` (or None), and
    what was set on the config for the head as its users set it (:mod:`.head_tokens`)."""

    step: dict[str, Any]
    prompt: dict[str, Any] | None
    config_changes: tuple[str, ...] = ()


@dataclass(slots=True)
class _Finished:
    inputs: dict[str, Any]
    recipe: tuple[int, int, bool]  # (main candidate, variant, with optional companions)
    keeps_towers: bool
    left_out: frozenset[str]


def _finish(ctx: InputContext, adjust: Callable[[InputContext], None] | None,
            only: tuple[int, int, bool] | None = None) -> list[_Finished]:
    """Every candidate input set (or the one of recipe ``only``), completed and adjusted."""
    finished = []
    for i, cand in enumerate(_main_candidates(ctx)):
        if only is not None and i != only[0]:
            continue
        ctx.inputs = dict(cand)
        variants = _variants(ctx)
        offered = frozenset().union(*(left for _, left in variants))
        for j, (variant, left_out) in enumerate(variants):
            if only is not None and j != only[1]:
                continue
            added = True
            for companions in (True, False):  # with the optional masks first; some models take them in a
                if not companions and not added:  # dtype only their processor knows, and run without them
                    break
                if only is not None and companions != only[2]:
                    continue
                ctx.inputs = dict(variant)
                _complete(ctx, companions)
                added = companions and any(n in ctx.inputs and n not in variant for n in OPTIONAL_COMPANIONS)
                if adjust is not None:
                    adjust(ctx)
                missing = [n for n in ctx.required() if n not in ctx.inputs and n not in LABEL_NAMES]
                if missing:
                    raise FactoryError(f"no input recipe for the required input(s) {', '.join(map(repr, missing))} "
                                       f"of {ctx.class_name}", phase="inputs")
                finished.append(_Finished(ctx.inputs, (i, j, companions), _keeps_towers(ctx, left_out, offered),
                                          left_out))
    return finished


def _choose(model: torch.nn.Module, finished: list[_Finished]) -> _Finished:
    """The first candidate that feeds every tower and runs; a model that runs only without one of its
    towers is the factory's failure, named; if nothing runs at all, the first (the reference shows why).

    Raises:
        FactoryError: only candidates that leave a tower out run (phase ``inputs``).
    """
    whole = [f for f in finished if f.keeps_towers]
    partial = [f for f in finished if not f.keeps_towers]
    if len(whole) == 1 and not partial:
        return whole[0]
    index, errors = first_running(model, [f.inputs for f in whole])
    if index is not None:
        return whole[index]
    if partial:
        index, _ = first_running(model, [f.inputs for f in partial])
        if index is not None:
            left_out = ", ".join(sorted(partial[index].left_out))
            raise FactoryError(f"{type(model).__name__} could not be fed all its modalities: it runs without its "
                               f"{left_out} input(s), but no candidate with them ran ({errors[0] if errors else '?'})",
                               phase="inputs")
    return whole[0] if whole else finished[0]


def _can_generate(model: torch.nn.Module) -> bool:
    try:
        cls: Any = type(model)  # a transformers class: can_generate() comes with the generation mixin
        return bool(cls.can_generate())
    except Exception:  # noqa: BLE001  (a class without the generation mixin's contract does not generate)
        return False


def _prompt(model: torch.nn.Module, task: str, seed: int, adjust: Callable[[InputContext], None] | None,
            recipe: tuple[int, int, bool], batch: int = BATCH) -> dict[str, Any] | None:
    """Inputs for ``generate()`` in the chosen step's layout: a short prompt (left-padded as for a
    decoder-only model; an encoder-decoder's encoder inputs padded on the right, as its tokenizer pads),
    the media a multimodal model needs, no labels. None when the model cannot generate."""
    if not _can_generate(model):
        return None
    encoder_decoder = bool(getattr(model.config, "is_encoder_decoder", False))
    ctx = InputContext(model, task, torch.Generator().manual_seed(seed + 1), seq=PROMPT, batch=batch,
                       padding="right" if encoder_decoder else "left", prompt=True)
    try:
        found = _finish(ctx, adjust, only=recipe)
    except FactoryError:
        return None
    if not found:
        return None
    return {k: v for k, v in found[0].inputs.items()
            if k not in LABEL_NAMES and k != "return_loss" and not k.startswith("decoder_")}


def make_input_sets(model: torch.nn.Module, task: str, seed: int = 0,
                    adjust: Callable[[InputContext], None] | None = None, padded: bool = True,
                    batch: int = BATCH, seq: int = SEQ) -> InputSets:
    """Inputs (and labels, where the head has a loss) for one forward + backward step, and a prompt.

    ``adjust`` is the model type's override hook, applied to every candidate. ``padded=False``
    pads no sample of the step's batch (parallel cases: equal tokens per rank). ``batch`` and
    ``seq`` are the step's samples and text tokens (the prompt keeps its :data:`PROMPT` tokens).

    Raises:
        FactoryError: no recipe for the main input or a required input, or the model runs only
            without one of its modalities (phase ``inputs``).
    """
    ctx = InputContext(model, task, torch.Generator().manual_seed(seed), padding="right" if padded else "none",
                       batch=batch, seq=seq)
    # before any ids are drawn: the pad token is then both what padded positions hold and a special id
    # that real tokens avoid
    changes = set_pad_token(ctx)
    chosen = _choose(model, _finish(ctx, adjust))
    return InputSets(chosen.inputs, _prompt(model, task, seed, adjust, chosen.recipe, batch), tuple(changes))


def make_inputs(model: torch.nn.Module, task: str, seed: int = 0,
                adjust: Callable[[InputContext], None] | None = None) -> dict[str, Any]:
    """The step's inputs of :func:`make_input_sets`."""
    return make_input_sets(model, task, seed, adjust).step
