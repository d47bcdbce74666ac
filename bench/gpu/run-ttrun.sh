#!/usr/bin/env bash
# Runs on the GPU machine: checks tt-run on Triton's vadd and softmax against
# numpy references, runs compute-sanitizer memcheck on a small launch, and
# compares `tt-run --bench` on vadd (2^26 fp32) with Triton's timing of the
# same cubin, in the same run. Prints a table; writes ttrun-gpu.json to $OUT.
#
#   bash bench/gpu/run-ttrun.sh .gpu-bundle
# The bundle comes from bench/gpu/prepare-ttrun-bundle.sh.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bundle=$(cd "${1:?usage: run-ttrun.sh BUNDLE_DIR}" && pwd)
out=${OUT:-${2:-/tmp/ttrun-out}}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The binary was built on Debian 12 (glibc 2.36). If it cannot start here,
# rebuild it from the bundled sources against the cuda.h Triton ships.
ttrun=$work/tt-run
cp "$bundle/tt-run" "$ttrun" && chmod +x "$ttrun"
if ! "$ttrun" --help > /dev/null 2>&1; then
  echo "prebuilt tt-run does not start here; rebuilding from source"
  inc=$(python3 -c 'import os, triton; print(os.path.join(os.path.dirname(triton.__file__), "backends/nvidia/include"))')
  cc -std=gnu11 -O2 -Wall -Wextra -isystem "$inc" "$bundle"/src/*.c -ldl -lm -o "$ttrun" || exit 1
fi

python3 "$here/ttrun_gpu.py" --bundle "$bundle" --tt-run "$ttrun" --work "$work" --out "$out"
