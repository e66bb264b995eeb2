"""One case: the case runner, its comparison and stability check, the reference cache, and the
isolated worker that runs it."""
