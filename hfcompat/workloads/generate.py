"""``generate`` and ``generate-static``: greedy ``model.generate`` for 8 new tokens, as users decode.

``generate`` uses the model's default cache (dynamic, sliding-window, hybrid or recurrent states,
whatever transformers picks); ``generate-static`` passes ``cache_implementation="static"``, the
fixed-shape cache TPU users choose to avoid recompiling (only for models that support it:
:func:`hfcompat.workloads.supports_static_cache`). Both run ``do_sample=False, num_beams=1,
max_new_tokens=8`` with ``return_dict_in_generate`` and ``output_logits``, on CPU and on the device.

Compared:

- ``tokens``: the new tokens, exactly. Tiny random models have near-flat logits, so where the first
  differing token is one the CPU's own logits rate within noise of its best (a near tie, and the
  step's logits agree), the step is a tie, not a fault: ``generation.tie_at`` says where. Near is
  the selection rule's bound (:func:`hfcompat.judging.tolerance.tie_bound`): the margin
  ``s[cpu pick] - s[device pick]`` on the CPU's scores within the forward tolerance and the dtype's
  resolution times ``1 + |s|``, plus ``m`` times the CPU's own error against float64 at the two
  tokens. In bfloat16 a pair one ulp apart, or one float64 orders the other way, is a tie (the
  logits are kept in the dtype the model computed them in: ``generate`` upcasts them to float32, the
  step casts a bfloat16 model's back, exactly); ``generation.tie_margin`` and ``tie_bound`` give the
  numbers;
- ``logits``: each step's logits up to and including the first differing token (after it the two
  runs condition on different prefixes), at the forward tolerance, with the float64 run as arbiter
  for the steps where its tokens agree with the CPU's.

On the device a streamer reads the backend's compile count as each token comes out
(``generate`` hands every step's tokens to ``streamer.put``), so the record has the compiles per
decode step; ``recompiles_every_step`` flags a stack that compiles again on every new token after
the first decode step (a new sequence length each step on a static-shape compiler), as
``--stability`` flags same-shape recompiles. It is a flag, not a status: the tokens decide that.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import torch
from transformers.generation.streamers import BaseStreamer

from hfcompat.factory.inputs.context import NEW_TOKENS
from hfcompat.factory.model import BuiltModel
from hfcompat.judging import compare
from hfcompat.judging.compare import GroupCheck
from hfcompat.judging.tolerance import tie_bound
from hfcompat.workloads.base import Groups, StepOutput, StepRun, Workload
from hfcompat_backend import Backend

MAX_NEW_TOKENS = NEW_TOKENS  # the factory's prompts are made for it (media as long as the tokens they feed)
#: Step inputs that generate() makes itself or that only a loss needs.
NOT_FED = frozenset({
    "labels", "decoder_input_ids", "decoder_attention_mask", "decoder_inputs_embeds", "start_positions",
    "end_positions", "next_sentence_label", "sentence_order_label", "mc_labels", "return_loss", "use_cache",
})


class CompileCounter(BaseStreamer):
    """A streamer that reads the device's compile count, and the clock, each time generate hands it tokens.

    The first ``put`` is the prompt (before the prefill); each later one follows a decode step whose
    tokens were just copied to the host, so the difference between two reads is that step's compiles
    (and its time: the copy waited for the device)."""

    def __init__(self, compiles: Callable[[], int | None]):
        self.compiles = compiles
        self.seen: list[int | None] = []
        self.at: list[float] = []

    def put(self, value: Any) -> None:
        self.seen.append(self.compiles())
        self.at.append(time.perf_counter())

    def end(self) -> None:
        pass

    def per_step(self) -> list[int] | None:
        if len(self.seen) < 2 or any(c is None for c in self.seen):
            return None
        counts = [int(c) for c in self.seen if c is not None]
        return [b - a for a, b in itertools.pairwise(counts)]


@dataclass(frozen=True, slots=True)
class Agreement:
    """Where device and CPU tokens part, and whether that is a near tie of the CPU's logits."""

    new_tokens: int
    first_mismatch: int | None  # step index; a different number of steps counts from the shorter
    tie: bool
    margin: float | None = None  # the worst differing row's s[cpu pick] - s[device pick], CPU scores
    bound: float | None = None  # what that margin had to stay under (tie_bound)


def recompiles_every_step(per_step: list[int] | None) -> bool | None:
    """Whether every decode step after the first decode step compiled something (None: not counted)."""
    if per_step is None:
        return None
    later = per_step[2:]  # step 0 is the prefill, step 1 the first decode: both compile on any stack
    return bool(later) and all(c > 0 for c in later)


class GenerateWorkload(Workload):
    """Greedy decoding of 8 new tokens, with the default or the static cache."""

    name = "generate"
    repeatable = False  # the decode loop is its own repetition: compiles are counted per step
    cache_implementation: str | None = None

    def inputs(self, built: BuiltModel) -> dict[str, Any]:
        # The factory's prompt (short, batch 2 with one sample left-padded, media included), else
        # the step's inputs without what generate() makes itself.
        if built.gen_inputs is not None:
            return built.gen_inputs
        return {k: v for k, v in built.inputs.items() if k not in NOT_FED}

    def prepare(self, backend: Backend, model: torch.nn.Module, mode: str) -> Callable[..., Any]:
        # generate() calls the module; a compiled mode compiles its forward, the call a user compiles.
        forward = backend.prepare(model.forward, mode)
        if forward != model.forward:
            model.forward = forward
        return model

    def step(self, run: StepRun) -> StepOutput:
        run.model.eval()
        counter = CompileCounter(run.compiles) if run.compiles is not None else None
        options: dict[str, Any] = {"do_sample": False, "num_beams": 1, "max_new_tokens": MAX_NEW_TOKENS,
                                   "return_dict_in_generate": True, "output_logits": True, "streamer": counter}
        if self.cache_implementation:
            options["cache_implementation"] = self.cache_implementation
        run.enter("generate")
        computed: list[torch.dtype] = []  # the dtype of the model's own logits, from its first forward
        hook = run.model.register_forward_hook(
            lambda _m, _a, o: computed.append(_logits_dtype(o)) if not computed else None)
        try:
            out = run.model.generate(**run.inputs, **options)  # type: ignore[operator]
        finally:
            hook.remove()
        run.synced()
        # generate() hands the scores back upcast to float32; a bfloat16 step's are bfloat16 values,
        # cast back exactly, so that the tie bound and the logits' tolerance are bfloat16's, not float32's
        narrow = computed[0] if computed and computed[0].itemsize < 4 else None
        logits = [step.detach().cpu() if narrow is None else step.detach().cpu().to(narrow) for step in out.logits]
        tokens = out.sequences[:, out.sequences.shape[1] - len(logits):].detach().cpu()
        groups: Groups = {"tokens": {"tokens": tokens}, "logits": {f"step{i}": t for i, t in enumerate(logits)}}
        per_step = counter.per_step() if counter is not None else None
        return StepOutput(
            groups, {"compiles_per_step": per_step, "recompiles_every_step": recompiles_every_step(per_step)},
            token_times=counter.at if counter is not None else None,
        )

    def check(self, dev: Groups, ref: Groups, ref64: Groups | None,
              extra: Mapping[str, Any] | None = None) -> dict[str, GroupCheck]:
        found = agreement(dev, ref, ref64)
        last = found.new_tokens - 1 if found.first_mismatch is None else found.first_mismatch
        steps = [f"step{i}" for i in range(last + 1)]
        agree64 = parted_at(ref64, ref) if ref64 is not None else -1
        arbiter = None
        if ref64 is not None:  # the arbiter speaks only for steps whose prefix it shares with the CPU
            upto = last if agree64 is None else min(last, agree64)
            arbiter = {s: ref64["logits"].get(s) for s in steps[: upto + 1]}
        logits = compare.check_group({s: dev["logits"].get(s) for s in steps},
                                     {s: ref["logits"].get(s) for s in steps}, arbiter, compare.TOL_OUTPUTS,
                                     compute=compare.compute_dtype(ref["logits"]))
        ok = found.first_mismatch is None or (found.tie and logits.ok)
        worst = None if found.first_mismatch is None else f"step{found.first_mismatch}"
        tie = None if worst is None else {"name": worst, "method": "near_tie", "ok": found.tie,
                                          "margin": found.margin, "bound": found.bound}
        tokens = GroupCheck(ok=ok, n=found.new_tokens, max_abs=None, worst=worst, rmse_ratio=None,
                            failed=[] if ok or worst is None else [worst], worst_check=tie)
        return {"tokens": tokens, "logits": logits}

    def annotate(self, record: dict[str, Any], dev: StepOutput, ref: Groups, checks: dict[str, GroupCheck]) -> None:
        found = agreement(dev.groups, ref)
        tie = checks["tokens"].worst_check or {}  # the check's measurement, which had the float64 run
        record["generation"] = {
            "cache": self.cache_implementation or "default", "new_tokens": found.new_tokens,
            "tokens_match": found.first_mismatch is None, "first_mismatch": found.first_mismatch,
            "tie_at": found.first_mismatch if tie.get("ok") else None,
            "tie_margin": tie.get("margin"), "tie_bound": tie.get("bound"), **dev.extra,
        }


class StaticGenerateWorkload(GenerateWorkload):
    """``generate`` with ``cache_implementation="static"``."""

    name = "generate-static"
    cache_implementation = "static"


def _logits_dtype(out: Any) -> torch.dtype:
    """The dtype a model's forward computed its logits in (float32 where its output has none)."""
    logits = getattr(out, "logits", None)
    return logits.dtype if isinstance(logits, torch.Tensor) and logits.is_floating_point() else torch.float32


def parted_at(dev: Groups, ref: Groups) -> int | None:
    """The first step where any row's new token differs (None: all agree; a different number of steps
    counts from the shorter)."""
    a, b = dev["tokens"]["tokens"], ref["tokens"]["tokens"]
    assert a is not None and b is not None
    n = min(a.shape[-1], b.shape[-1])
    differs = (
        (a[..., :n] != b[..., :n]).reshape(-1, n).any(0)
        if a.shape[:-1] == b.shape[:-1]
        else torch.ones(n, dtype=torch.bool)
    )
    hits = differs.nonzero()
    return int(hits[0]) if hits.numel() else (None if a.shape == b.shape else n)


def agreement(dev: Groups, ref: Groups, ref64: Groups | None = None) -> Agreement:
    """Compare two runs' new tokens: the first step where any row differs, and whether it is a tie
    (of the CPU's scores ``ref``; ``ref64``'s scores at that step, where given, are the CPU's own error)."""
    a, b = dev["tokens"]["tokens"], ref["tokens"]["tokens"]
    assert a is not None and b is not None
    n = min(a.shape[-1], b.shape[-1])
    first = parted_at(dev, ref)
    new_tokens = max(a.shape[-1], b.shape[-1])
    ref_logits = ref["logits"].get(f"step{first}") if first is not None and first < n else None
    if ref_logits is None or first is None or a.shape[:-1] != b.shape[:-1]:
        return Agreement(new_tokens=new_tokens, first_mismatch=first, tie=False)
    rows = (a[..., first] != b[..., first]).reshape(-1)
    scores = ref_logits.double().reshape(len(rows), -1)[rows]
    picks = (b[..., first].reshape(-1)[rows], a[..., first].reshape(-1)[rows])  # the CPU's, the device's
    own, got = (scores.gather(-1, p[:, None]).squeeze(-1) for p in picks)
    noise = torch.zeros_like(own)
    # float64's scores at this step are the CPU's own error only where its tokens shared the prefix
    parted64 = parted_at(ref64, ref) if ref64 is not None else None
    shared = ref64 is not None and (parted64 is None or parted64 >= first)
    s64 = ref64["logits"].get(f"step{first}") if ref64 is not None and shared else None
    if s64 is not None and s64.numel() == ref_logits.numel():
        err = (scores - s64.double().reshape(len(rows), -1)[rows]).abs()
        noise = err.gather(-1, picks[0][:, None]).squeeze(-1) + err.gather(-1, picks[1][:, None]).squeeze(-1)
    # generate's absolute floor (1 + |s|) is kept: small logits of a float32 step stay ties as before
    scale = 1 + torch.maximum(own.abs(), got.abs())
    margin, bound = own - got, tie_bound(scale, noise, ref_logits.dtype, ref_logits[0].numel())
    worst = int((margin / bound).argmax())
    return Agreement(new_tokens=new_tokens, first_mismatch=first, tie=bool((margin <= bound).all()),
                     margin=float(margin[worst]), bound=float(bound[worst]))
