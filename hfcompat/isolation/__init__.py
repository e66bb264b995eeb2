"""Process isolation: the worker processes cases run in, so a crash, hang or OOM becomes a record.

- :mod:`.worker`: a worker from its parent's side (:class:`~.worker.Worker`): start it, send it a
  case, wait with a deadline while polling its memory, and turn a death, timeout or OOM into a record;
- :mod:`.child`: the worker process itself (``python -m hfcompat.isolation.child``), which runs the
  case runner (:func:`hfcompat.execution.case.run_case`) on each case it is sent;
- :mod:`.pool`: the workers one process keeps, one per (backend, mode).

Above the case runner, which it runs; below ``hfcompat check`` and the sweep, which run cases through it.
What one case-runner process holds, and leaves for its parent to read after a crash (its adapters,
the phase and op in flight), is :mod:`hfcompat.process`, below the runner and its parallel ranks,
which use it too.
"""
