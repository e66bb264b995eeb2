"""Overrides for vision models: image and video classifiers, backbones, detectors, segmenters."""

from __future__ import annotations

from hfcompat.factory.overrides import Override

OVERRIDES: dict[str, Override] = {
}
