"""The dashboard's templates (``templates/``), static assets (``static/``) and data files.

This folder is the home of those files (docs/design.md §2) and ships inside the wheel as the package
``hfcompat.reporting.dashboard_assets`` (pyproject.toml maps it), so an installed hfcompat finds them
with :mod:`importlib.resources` and never reads the source tree.
"""
