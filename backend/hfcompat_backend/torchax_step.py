"""A module's forward and backward run by JAX, seen from torch as one autograd node (torchax backend).

:class:`JaxStep` is what :meth:`hfcompat_backend.torchax_stack.TorchaxBackend.prepare` returns. Called
like the module, it runs the module functionally under torchax (parameters, buffers and tensor
inputs as ``jax.Array``s wrapped in torchax tensors) inside ``jax.vjp`` (eager) or ``jax.jit``
(jit), and returns the module's output rebuilt from tensors that a ``torch.autograd.Function``
produced. ``loss.backward()`` on anything computed from them calls JAX's vjp and the gradients land
in the parameters' ``.grad``. See the torchax_stack module docstring for why torch autograd cannot
be used directly.

Only this module and torchax_stack import torchax or jax, and only after ``TorchaxBackend.setup``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import torch
from torch.utils import _pytree as torch_pytree
from torchax.tensor import Tensor as TorchaxTensor

Arrays = dict[str, jax.Array]


class JaxStep:
    """``module(*args, **kwargs)`` through JAX, differentiable w.r.t. the module's parameters.

    Args:
        module: a module whose parameters and buffers are torchax tensors (moved under the env).
        env: torchax's ``Environment``; its torch modes must be on when the step is called.
        jit: compile the forward and the backward as two ``jax.jit`` programs (per input shapes and
            per non-tensor arguments) instead of dispatching op by op.
        on_arrays: hears every array the step produced (outputs, gradients), for ``sync``.
    """

    def __init__(self, module: torch.nn.Module, env: Any, jit: bool, on_arrays: Callable[[list[Any]], None]):
        self.module, self.env, self.jit, self.on_arrays = module, env, jit, on_arrays
        # named_parameters() lists a tied parameter once; functional_call re-ties the other names.
        params = dict(module.named_parameters())
        self.train_names = [n for n, p in params.items() if p.requires_grad]
        self.state: dict[str, torch.Tensor] = {**params, **dict(module.named_buffers())}
        # Output skeletons and compiled pairs per call signature (tree of the inputs + non-tensor leaves).
        self._skeletons: dict[Any, Any] = {}
        self._compiled: dict[Any, tuple[Callable[..., Any], Callable[..., Any]]] = {}

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        leaves, spec = torch_pytree.tree_flatten((args, kwargs))
        is_tensor = tuple(isinstance(v, torch.Tensor) for v in leaves)
        static = tuple(None if t else v for v, t in zip(leaves, is_tensor))
        key = (str(spec), is_tensor, _hashable(static))
        inputs = [_array(v) for v, t in zip(leaves, is_tensor) if t]
        const = {n: _array(t) for n, t in self.state.items() if n not in self.train_names}
        train = [self.state[n] for n in self.train_names]
        call = _Call(self, key, spec, static, const, inputs)
        flat = _VjpFunction.apply(call, *train)  # type: ignore[no-untyped-call]  # torch's apply is unannotated
        paths = call.paths
        return _rebuild(self._skeletons[key], dict(zip(paths, flat)))

    # -- the pure function JAX traces -------------------------------------------------------------

    def pure(self, call: _Call, train: list[jax.Array], const: Arrays, inputs: list[jax.Array],
             rng: jax.Array) -> Arrays:
        """The module's tensor outputs keyed by path, as a function of arrays only."""
        env = self.env
        state = {**dict(zip(self.train_names, env.j2t_iso(train))), **env.j2t_iso(const)}
        tensors = iter(env.j2t_iso(inputs))
        leaves = [next(tensors) if s is None and t else s for s, t in zip(call.static, call.key[1])]
        args, kwargs = torch_pytree.tree_unflatten(leaves, call.spec)
        # A traced random key, scoped to this call: torchax keeps its key in the env and a key
        # drawn while tracing must not leak out of the trace (dropout, randn in the model).
        with env.override_property(prng=rng):
            out = torch.func.functional_call(self.module, state, args, kwargs, strict=False)
        skeleton, found = _split(out)
        self._skeletons[call.key] = skeleton
        return {path: _array(t) for path, t in found.items()}

    def compiled(self, call: _Call) -> tuple[Callable[..., Any], Callable[..., Any]]:
        """The jitted forward and backward for this call signature.

        The forward program returns the outputs and JAX's pullback (a pytree of residual arrays
        whose structure is fixed per trace), so the backward program only applies it: no torch code
        runs in backward, and both stay cached across steps of the same shapes.
        """
        if call.key not in self._compiled:
            def forward(train: list[jax.Array], const: Arrays, inputs: list[jax.Array], rng: jax.Array) -> Any:
                return jax.vjp(partial(self.pure, call, const=const, inputs=inputs, rng=rng), train)

            def backward(pullback: Callable[[Arrays], Any], cotangents: Arrays) -> Any:
                return pullback(cotangents)

            self._compiled[call.key] = (jax.jit(forward), jax.jit(backward))
        return self._compiled[call.key]


class _Call:
    """One call's non-differentiable data, handed through ``autograd.Function.apply``."""

    def __init__(self, step: JaxStep, key: Any, spec: Any, static: tuple[Any, ...], const: Arrays,
                 inputs: list[jax.Array]):
        self.step, self.key, self.spec, self.static, self.const, self.inputs = step, key, spec, static, const, inputs
        self.rng = jax.random.key(torch.initial_seed() % (1 << 63))
        self.paths: list[str] = []
        self.outputs: Arrays = {}


class _VjpFunction(torch.autograd.Function):
    """Forward: the module through JAX; backward: JAX's vjp, gradients per trainable parameter."""

    @staticmethod
    def forward(ctx: Any, call: _Call, *train: torch.Tensor) -> tuple[torch.Tensor, ...]:
        step = call.step
        train_j = [_array(t) for t in train]
        if step.jit:
            fwd, _ = step.compiled(call)
            outs, ctx.pullback = fwd(train_j, call.const, call.inputs, call.rng)
        else:
            outs, ctx.pullback = jax.vjp(
                partial(step.pure, call, const=call.const, inputs=call.inputs, rng=call.rng), train_j)
        ctx.call = call
        call.paths, call.outputs = list(outs), outs
        step.on_arrays(list(outs.values()))
        result = tuple(TorchaxTensor(a, step.env) for a in outs.values())
        ctx.mark_non_differentiable(*[t for t in result if not (t.dtype.is_floating_point or t.dtype.is_complex)])
        return result

    @staticmethod
    def backward(ctx: Any, *grads: torch.Tensor | None) -> tuple[Any, ...]:
        call: _Call = ctx.call
        cotangents = {path: _cotangent(call.outputs[path], g) for path, g in zip(call.paths, grads)}
        if call.step.jit:
            _, bwd = call.step.compiled(call)
            (train_grads,) = bwd(ctx.pullback, cotangents)
        else:
            (train_grads,) = ctx.pullback(cotangents)
        call.step.on_arrays(list(train_grads))
        return (None, *[TorchaxTensor(g, call.step.env) for g in train_grads])


def _cotangent(out: jax.Array, grad: torch.Tensor | None) -> Any:
    if not jnp.issubdtype(out.dtype, jnp.inexact):  # JAX wants float0 zeros for integer outputs
        return np.zeros(out.shape, dtype=jax.dtypes.float0)
    if grad is None:
        return jnp.zeros_like(out)
    return _array(grad).astype(out.dtype)


def _array(t: torch.Tensor) -> jax.Array:
    if isinstance(t, TorchaxTensor):
        array: jax.Array = t.jax()
        return array
    raise TypeError(f"expected a torchax tensor (moved with the backend), got {type(t).__name__} on {t.device}")


def _hashable(values: tuple[Any, ...]) -> Any:
    try:
        hash(values)
        return values
    except TypeError:  # e.g. a list argument: its repr stands in
        return repr(values)


def _split(out: Any, prefix: str = "") -> tuple[Any, dict[str, torch.Tensor]]:
    """A skeleton of ``out`` (tensors replaced by their path, non-tensors by None) and the tensors by path."""
    if isinstance(out, torch.Tensor):
        path = prefix or "output"
        return path, {path: out}
    found: dict[str, torch.Tensor] = {}
    if isinstance(out, dict) or hasattr(out, "items"):
        fields = {}
        for key, value in out.items():
            fields[key], sub = _split(value, f"{prefix}.{key}" if prefix else str(key))
            found.update(sub)
        return (type(out), fields), found
    if isinstance(out, (list, tuple)):
        items = []
        for i, value in enumerate(out):
            item, sub = _split(value, f"{prefix}.{i}" if prefix else str(i))
            items.append(item)
            found.update(sub)
        return (type(out), items), found
    return None, found  # caches and other objects hold traced values: not returned


def _rebuild(skeleton: Any, tensors: dict[str, torch.Tensor]) -> Any:
    if isinstance(skeleton, str):
        return tensors[skeleton]
    if skeleton is None:
        return None
    cls, body = skeleton
    if isinstance(body, dict):
        fields = {k: _rebuild(v, tensors) for k, v in body.items()}
        kept = {k: v for k, v in fields.items() if v is not None}
        return cls(**kept) if cls is not dict else kept  # ModelOutput subclasses take their fields
    items = [_rebuild(v, tensors) for v in body]
    return tuple(items) if cls is tuple else list(items)
