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

. "$here/ttrun-on-gpu-machine.sh"
ttrun=$(ttrun_binary "$bundle" "$work") || exit 1

python3 "$here/ttrun_gpu.py" --bundle "$bundle" --tt-run "$ttrun" --work "$work" --out "$out"
