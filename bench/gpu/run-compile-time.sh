#!/usr/bin/env bash
# Runs on the GPU machine, from a bundle of bench/gpu/prepare-compile-bench.sh:
# times our static `tt-translate --compile` (cold cache, and a cache hit)
# against Triton 3.6's `triton.compile` (cold cache, from the same .ttir and
# from the Python kernel) for each kernel of the bundle, in the same run, on
# this machine's CPU. Prints a table; writes compile-time.json to $OUT.
#
#   bash BUNDLE/run-compile-time.sh BUNDLE [--runs N] [--kernels a,b] [--timeout S]
set -uo pipefail
bundle=$(cd "${1:?usage: run-compile-time.sh BUNDLE_DIR [options]}" && pwd)
shift
out=${OUT:-/tmp/compile-bench-out}
mkdir -p "$out"
chmod +x "$bundle/tt-translate"
if ! "$bundle/tt-translate" --version > /dev/null 2>&1; then
  echo "error: the bundled static tt-translate does not start on this machine:" >&2
  "$bundle/tt-translate" --version >&2
  exit 1
fi
python3 "$bundle/compile_time.py" --bundle "$bundle" --out "$out" "$@"
