"""One case: the case runner, its reference and the reference cache, stability and perf, and the isolated
worker that runs it (the comparison it calls is :mod:`hfcompat.judging`)."""
