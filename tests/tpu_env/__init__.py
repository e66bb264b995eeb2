"""Tests that run in the second environment, .venv-tpu, against the real torch_tpu package."""
