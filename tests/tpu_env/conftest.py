"""Set-up for the tests against the real torch_tpu on a machine without a TPU."""

from __future__ import annotations

import os

# Tracing a module with parameters for the "tpu" compile backend asks libtpu for the device count,
# and libtpu, finding no TPU, asks the GCE metadata server for the TPU's settings: 30 tries per key,
# minutes in all (measured). Off a TPU VM there is no such server; this makes libtpu give up at once.
_vfio_groups = [n for n in os.listdir("/dev/vfio") if n != "vfio"] if os.path.isdir("/dev/vfio") else []
if not _vfio_groups:
    os.environ.setdefault("TPU_SKIP_MDS_QUERY", "1")
