#!/usr/bin/env bash
# Prepares the bundle for bench/gpu/run-compile-time.sh, which times our
# `tt-translate --compile` against Triton 3.6's `triton.compile` on the GPU
# machine's CPU. The GPU machine has no LLVM/MLIR, so the bundle carries a
# static tt-translate (link-static-translate.sh), with the corpus' TTIR of
# each kernel that tool compiles here (the others are left out and named),
# the corpus' kernels.py for Triton, and the scripts.
#
#   bench/gpu/prepare-compile-bench.sh [--kernels-from KERNEL_DIR GT_DIR] [BUNDLE_DIR]
#                                      (default: build/gpu-compile-bench)
#
# --kernels-from adds kernel files in test/GPU/lowering/'s header format
# (KERNEL_DIR/<name>.py, e.g. bench/dot/gen_dot_bench.py's) with Triton's own
# TTIR of each from a ground-truth folder (GT_DIR/<name>/<kernel>.ttir, as
# bench/gpu/dot-bench-on-gpu.sh's `gt` packs it): both sides compile that
# TTIR with the header's num_warps and num_stages.
#
# On the GPU machine (the bundle is under build/, so carry it):
#   bash build/gpu-compile-bench/run-compile-time.sh build/gpu-compile-bench
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
kernels_from= gt_from=
if [ "${1:-}" = --kernels-from ]; then
  [ $# -ge 3 ] && [ -d "$2" ] && [ -d "$3" ] ||
    { echo "error: --kernels-from needs a kernel folder and a ground-truth folder" >&2; exit 1; }
  kernels_from=$(cd "$2" && pwd) gt_from=$(cd "$3" && pwd)
  shift 3
fi
bundle=${1:-$root/build/gpu-compile-bench}
corpus=${TT_CORPUS_DIR:-$root/../shared/corpus}
[ -d "$corpus" ] || { echo "error: corpus not found at $corpus (set TT_CORPUS_DIR)" >&2; exit 1; }

static=$root/build/static/tt-translate
"$root/bench/gpu/link-static-translate.sh" "$static"

rm -rf "$bundle"
mkdir -p "$bundle/kernels"
cp "$static" "$bundle/tt-translate"
cp "$corpus/kernels.py" "$root/bench/gpu/compile_time.py" "$root/bench/gpu/run-compile-time.sh" \
  "$bundle/"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: > "$bundle/kernels.txt"
for spec in vadd:4 softmax:8 layernorm:8 matmul:8; do
  k=${spec%:*} warps=${spec#*:}
  cp "$corpus/$k/$k.ttir" "$bundle/kernels/"
  start=$(date +%s%N)
  if "$static" --compile "$corpus/$k/$k.ttir" --num-warps="$warps" -o "$work/$k.cubin" \
       2> "$work/$k.log"; then
    echo "$k" >> "$bundle/kernels.txt"
    echo "$k: compiles here in $(( ($(date +%s%N) - start) / 1000000 )) ms (cold, no cache)"
  else
    rm "$bundle/kernels/$k.ttir"
    echo "$k: left out, tt-toolkit does not compile it: $(grep -m1 'error:' "$work/$k.log")"
  fi
done
for py in ${kernels_from:+"$kernels_from"/*.py}; do
  k=$(basename "$py" .py)
  ttir=$(ls "$gt_from/$k"/*.ttir 2>/dev/null | head -1)
  [ -n "$ttir" ] || { echo "$k: left out, no Triton TTIR in $gt_from/$k"; continue; }
  warps=$(sed -n 's/^# launch:.*num_warps *= *\([0-9]*\).*/\1/p' "$py")
  stages=$(sed -n 's/^# launch:.*num_stages *= *\([0-9]*\).*/\1/p' "$py")
  cp "$py" "$bundle/kernels/$k.py"
  cp "$ttir" "$bundle/kernels/$k.ttir"
  start=$(date +%s%N)
  if "$static" --compile "$ttir" --num-warps="$warps" --num-stages="${stages:-3}" -o "$work/$k.cubin" \
       2> "$work/$k.log"; then
    echo "$k" >> "$bundle/kernels.txt"
    echo "$k: compiles here in $(( ($(date +%s%N) - start) / 1000000 )) ms (cold, no cache)"
  else
    rm "$bundle/kernels/$k.py" "$bundle/kernels/$k.ttir"
    echo "$k: left out, tt-toolkit does not compile it: $(grep -m1 'error:' "$work/$k.log")"
  fi
done
size=$(du -sm "$bundle" | cut -f1)
[ "$size" -lt 64 ] || { echo "error: bundle is $size MiB, over the 64 MiB a device run carries" >&2; exit 1; }
echo "bundle ready: $bundle ($size MiB): $(tr '\n' ' ' < "$bundle/kernels.txt")"
