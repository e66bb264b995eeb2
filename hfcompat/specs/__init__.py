"""What to run: model specs, model list files, and which ``arch:`` specs exist (``hfcompat ls`` is
:mod:`hfcompat.listing`)."""
