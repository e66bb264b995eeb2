"""Judging a step: its groups against the CPU reference (tolerances, the float64 arbiter), near ties of a
selection or a kink, the CPU's own thread-count error, the second opinion, and the verdict
(docs/comparison.md). Below the workloads: it names their types, never imports them."""
