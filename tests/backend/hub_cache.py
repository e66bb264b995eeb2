"""A local Hugging Face cache made by the tests: the real cache layout, no network.

``models--<org>--<name>/snapshots/<40-hex sha>/`` holds what ``save_pretrained`` wrote and
``refs/<branch>`` holds the sha, exactly as ``huggingface_hub`` lays out a download; with
``HF_HUB_OFFLINE=1`` the real resolution code (``hf_hub_download``, ``from_pretrained``) finds it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import torch

REMOTE_CONFIG = '''
from transformers import LlamaConfig


class TinyRemoteConfig(LlamaConfig):
    model_type = "tiny-remote-llama"
'''
REMOTE_MODELING = '''
from transformers import LlamaForCausalLM

from .configuration_tiny_remote import TinyRemoteConfig


class TinyRemoteForCausalLM(LlamaForCausalLM):
    config_class = TinyRemoteConfig
'''


class HubCache:
    """A cache directory and helpers to put models in it."""

    def __init__(self, root: Path):
        self.root = root

    def repo_dir(self, repo_id: str) -> Path:
        return self.root / ("models--" + repo_id.replace("/", "--"))

    def put(self, repo_id: str, model: torch.nn.Module, sha: str, branch: str | None = "main",
            pickle_only: bool = False, config_update: dict[str, Any] | None = None,
            files: dict[str, str] | None = None) -> Path:
        """Save ``model`` as snapshot ``sha`` of ``repo_id`` (and point ``branch`` at it); returns the snapshot."""
        snapshot = self.repo_dir(repo_id) / "snapshots" / sha
        snapshot.mkdir(parents=True, exist_ok=True)
        model.save_pretrained(snapshot)
        if pickle_only:  # what an old checkpoint looks like: pytorch_model.bin and no safetensors
            for weights in snapshot.glob("*.safetensors"):
                weights.unlink()
            torch.save(model.state_dict(), snapshot / "pytorch_model.bin")
        if config_update:
            config_path = snapshot / "config.json"
            config = json.loads(config_path.read_text())
            config.update(config_update)
            config_path.write_text(json.dumps(config))
        for name, text in (files or {}).items():
            (snapshot / name).write_text(text)
        if branch:
            refs = self.repo_dir(repo_id) / "refs"
            refs.mkdir(parents=True, exist_ok=True)
            (refs / branch).write_text(sha)
        return snapshot
