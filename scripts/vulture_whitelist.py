"""Names scripts/lint.sh's dead-code check (vulture, configured in pyproject.toml [tool.vulture]) cannot
see used, each with where the use is. vulture reads this file as code that uses them; nothing runs it.

pytest's own names (hooks, ``test_*``, ``pytestmark``, fixtures) are ignored by the config, not listed
here. A name goes here only when something outside Python's name lookup uses it; dead code is removed.
"""

# Classes the lazy "module:Class" tables name as strings (backends, strategies, workloads, executors),
# and the test-only ones their tests plant into those tables or into an entry point.
TorchaxBackend  # hfcompat_backend.BUILTIN_BACKENDS
DdpStrategy  # hfcompat.parallel.BUILTINS
FsdpStrategy
SpmdStrategy
TpStrategy
TrainWorkload  # hfcompat.workloads' table
InferWorkload
StaticGenerateWorkload
RayExecutor  # hfcompat.sweep's executor table
FaultyBackend  # tests/plugins: the hfcompat.backends entry points of the test-only backends
FaultyXlaBackend
FakeExecutor  # tests/unit/test_compact.py: monkeypatched into the executor table
CtcLoss  # tests/backend/test_torchax_stack.py: imported by the child script it runs from a string

# Module __getattr__ (PEP 562): the lazy exports of hfcompat and hfcompat_backend.
__getattr__

# Fields of dataclasses read by asdict() / to_dict() into records, JSON and the dashboard.
cosine  # judging.compare.TensorCheck
slope_ref
noise_draws
ended_at  # reporting.summary
native_pct  # reporting.rates.Rate
downloads_covered  # reporting.hub_weight.HubHeadline
downloads_works

# Parameters a signature must have because someone else calls it by that signature.
repo_type  # records.export.HubApi: huggingface_hub.HfApi's keywords
exist_ok
commit_message
folder_path
logsumexp  # triage.equivalents: aten::_scaled_dot_product_*_backward's arguments
example_inputs  # tests: a torch.compile backend's (gm, example_inputs)
attention_mask  # tests: a model forward transformers calls with attention_mask=
_get_feat_extract_output_lengths  # tests: the method names transformers' audio towers have, read by getattr
get_encoded_length

# Unused today: the default --devices of a parallel strategy, which hfcompat/parallel/__init__.py still
# writes as a literal 2 (the axis table of issue 47 is where the two meet).
DEFAULT_DEVICES

# Called by name in a process of their own (bench/mutations.py's isolated()).
device_trace
device_effect
plant_type  # read by getattr in bench/mutation_trace.py
