#!/usr/bin/env bash
# Prepares the GPU check of the ahead-of-time examples (examples/aot):
# builds them here -- tt-front, tt-translate --compile, tt-aot, tt-aot
# --link, then cc against the toolkit's libcuda stub -- into a bundle that
# the GPU machine runs with neither the CUDA toolkit nor tt-toolkit: the
# programs, the generated C and the example sources (run.sh rebuilds a
# program that cannot start there). About 1 MB.
#
#   bench/gpu/prepare-aot-bundle.sh [BUNDLE_DIR]     here (default: .gpu-aot)
#   bash BUNDLE_DIR/bin/run.sh                        on the GPU machine:
#                                                     PASS/FAIL per kernel
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bundle=${1:-$root/.gpu-aot}

"$root/examples/aot/build.sh" "$bundle"
git -C "$root" rev-parse --short HEAD > "$bundle/COMMIT" 2>/dev/null || true
echo "bundle ready: $bundle ($(du -sh "$bundle" | cut -f1)); on the GPU machine: bash ${bundle#"$root"/}/bin/run.sh"
