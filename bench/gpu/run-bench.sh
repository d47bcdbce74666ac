#!/usr/bin/env bash
# Runs on the GPU machine, from a bundle of bench/gpu/prepare-bench-bundle.sh:
# checks our cubins and Triton's against numpy references on fresh random
# data, runs compute-sanitizer memcheck on ours, and times both with tt-run
# (and Triton's JIT with do_bench) in the same run. Writes bench.json to $OUT.
#
#   bash BUNDLE/run-bench.sh BUNDLE
set -uo pipefail
bundle=$(cd "${1:?usage: run-bench.sh BUNDLE_DIR}" && pwd)
out=${OUT:-/tmp/bench-out}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$bundle/ttrun-on-gpu-machine.sh"
ttrun=$(ttrun_binary "$bundle" "$work") || exit 1
python3 "$bundle/bench_ours.py" --bundle "$bundle" --tt-run "$ttrun" --work "$work" --out "$out"
