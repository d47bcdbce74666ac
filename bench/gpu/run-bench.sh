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
ttrun=$work/tt-run
cp "$bundle/tt-run" "$ttrun" && chmod +x "$ttrun"
if ! "$ttrun" --help > /dev/null 2>&1; then
  echo "prebuilt tt-run does not start here; rebuilding from source"
  inc=$(python3 -c 'import os, triton; print(os.path.join(os.path.dirname(triton.__file__), "backends/nvidia/include"))')
  cc -std=gnu11 -O2 -Wall -Wextra -isystem "$inc" "$bundle"/src/*.c -ldl -lm -o "$ttrun" || exit 1
fi
python3 "$bundle/bench_ours.py" --bundle "$bundle" --tt-run "$ttrun" --work "$work" --out "$out"
