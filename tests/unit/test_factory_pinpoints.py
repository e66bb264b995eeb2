"""AnyRes pinpoints follow a shrunk vision tile (issue 22): LLaVA-NeXT cuts images on them."""

from __future__ import annotations

from hfcompat.factory.blocks import scale_pinpoints


def test_pinpoints_scale_with_the_shrunk_tile() -> None:
    out = {"image_grid_pinpoints": [[336, 672], [672, 672]]}
    scale_pinpoints(out, {336: 112})
    assert out["image_grid_pinpoints"] == [[112, 224], [224, 224]]


def test_pinpoints_that_are_not_tile_multiples_are_left_alone() -> None:
    out = {"image_grid_pinpoints": [[384, 768]]}
    scale_pinpoints(out, {336: 112})
    assert out["image_grid_pinpoints"] == [[384, 768]]
