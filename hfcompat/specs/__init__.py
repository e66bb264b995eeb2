"""What to run: model specs, model list files, and the catalogue of backends, architectures and modes."""
