"""Inputs that are tensors of the model's own width: embeddings, hidden states, latents, agent states.

Some classes are sub-modules of a larger model and take what their parent would hand them (a Q-Former's
query embeddings and the vision features it attends to, a decoder's latents); a decision transformer
takes a trajectory (states, actions, returns-to-go, timesteps).
"""

from __future__ import annotations

from typing import Any

import torch

from hfcompat.factory.inputs.context import SEQ, InputContext


def _width(ctx: InputContext, *names: str) -> int:
    return int(ctx.cfg(*names, "hidden_size", "d_model", "embed_dim", default=32))


def embeddings(ctx: InputContext, name: str, *width_names: str, length: int = SEQ) -> list[dict[str, Any]]:
    return [{name: ctx.randn(ctx.batch, length, _width(ctx, *width_names))}]


def query_embeds(ctx: InputContext) -> list[dict[str, Any]]:
    """A Q-Former's learned queries and the (vision) features they cross-attend to."""
    n = int(ctx.cfg("num_query_tokens", default=8))
    return [{"query_embeds": ctx.randn(ctx.batch, n, _width(ctx)),
             "encoder_hidden_states": ctx.randn(ctx.batch, SEQ, _width(ctx, "encoder_hidden_size"))}]


def latents(ctx: InputContext) -> list[dict[str, Any]]:
    """A codec decoder's latent frames ``(B, dim, T)``, then ``(B, T, dim)``."""
    dim = _width(ctx, "codebook_dim", "latent_dim", "vae_dim", "hidden_size")
    x = ctx.randn(ctx.batch, dim, SEQ)
    return [{"latents": x}, {"latents": x.transpose(1, 2).contiguous()}]


def trajectory(ctx: InputContext) -> list[dict[str, Any]]:
    """A decision transformer's trajectory: states, actions, rewards, returns-to-go, timesteps, mask."""
    steps = 8
    state = int(ctx.cfg("state_dim", default=4))
    action = int(ctx.cfg("act_dim", "action_dim", default=2))
    return [{
        "states": ctx.randn(ctx.batch, steps, state),
        "actions": ctx.randn(ctx.batch, steps, action),
        "rewards": ctx.randn(ctx.batch, steps, 1),
        "returns_to_go": ctx.randn(ctx.batch, steps, 1),
        "timesteps": torch.arange(steps).repeat(ctx.batch, 1),
        "attention_mask": torch.ones(ctx.batch, steps, dtype=torch.long),
    }]


def robot_state(ctx: InputContext) -> list[dict[str, Any]]:
    """A robot policy's proprioceptive state vector."""
    dim = int(ctx.cfg("max_state_dim", "state_dim", default=8))
    return [{"state": ctx.randn(ctx.batch, dim)}]


def action_embeds(ctx: InputContext) -> list[dict[str, Any]]:
    """A robot policy's action expert input, as its policy head embeds it: the state then one
    embedding per step of the action chunk, ``(B, 1 + chunk_size, action-expert width)``."""
    steps = int(ctx.cfg("chunk_size", default=8))
    width = int(ctx.cfg("hidden_size", sub=("dit_config",), default=32))
    return [{"action_embeds": ctx.randn(ctx.batch, 1 + steps, width)}]


GENERATORS = {
    "action_embeds": action_embeds,
    "hidden_states": lambda ctx: embeddings(ctx, "hidden_states"),
    "inputs_embeds": lambda ctx: embeddings(ctx, "inputs_embeds"),
    "encoder_hidden_states": lambda ctx: embeddings(ctx, "encoder_hidden_states", "encoder_hidden_size"),
    "noise_embeds": lambda ctx: embeddings(ctx, "noise_embeds"),
    "context_hidden_states": lambda ctx: embeddings(ctx, "context_hidden_states"),
    "patch_embeds": lambda ctx: embeddings(ctx, "patch_embeds"),
    "query_embeds": query_embeds,
    "latents": latents,
    "states": trajectory,
    "state": robot_state,
}
