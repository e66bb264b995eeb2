"""What one process of the case runner holds: its backend adapters (one per device stack, set up once)
and the phase and op in flight, kept where the process's parent (:mod:`hfcompat.isolation`, or a
parallel case's launcher) can read them after a crash.

Below the case runner, its parallel ranks and triage, which all reach for them; imports none of them."""
