#!/usr/bin/env bash
# GPU-machine half of the conformance corpus check (test/Conformance/): in
# one device call, Triton 3.6's own compilation of every kernel file (its
# .ttir and .ttgir, and the IR before every pass for utils/compare-passes),
# packed into $OUT/conformance-gt.tar.xz; then our kernels against Triton's
# JIT (correct, timed beside Triton's own cubin), then under memcheck.
#
#   bench/gpu/conformance-on-gpu.sh BUNDLE [gt|check|all]
#
# BUNDLE comes from `bench/gpu/prepare-lowering-bundle.sh --from
# test/Conformance/kernels BUNDLE`. Results go to $OUT (or ./gpu-out).
set -uo pipefail
bundle=${1:?usage: $0 BUNDLE [gt|check|all]}
part=${2:-all}
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${OUT:-$PWD/gpu-out}
mkdir -p "$out"
export PYTHONUNBUFFERED=1 TRITON_CACHE_DIR=$(mktemp -d)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader

if [ "$part" != check ]; then
  echo "== Triton 3.6's ground truth (ttir, ttgir, IR before every pass)"
  gt=$(mktemp -d)/conformance-gt
  python3 "$root/bench/gpu/triton_ground_truth.py" "$gt" "$root"/test/Conformance/kernels/*.py \
    --dump --jobs 16 2>&1 | tail -15
  tar -C "$(dirname "$gt")" -cJf "$out/conformance-gt.tar.xz" conformance-gt
  ls -la "$out/conformance-gt.tar.xz"
fi
[ "$part" = gt ] && exit 0

echo "== conformance kernels vs Triton's JIT, timed beside Triton's cubin"
python3 "$bundle/lowering_check.py" "$bundle" --bench 3 --json "$out/conformance-check.json" \
  > "$out/conformance-check.log" 2>&1
grep -E " (OK|MISMATCH|RUN FAILED|NOT COMPILED|ERROR|SETUP) " "$out/conformance-check.log" | \
  sed -E 's/out [0-9]+ vs [^;]*; //g' | cut -c1-150
grep -E "kernels match" -A12 "$out/conformance-check.log"

echo "== under compute-sanitizer memcheck"
python3 "$bundle/lowering_check.py" "$bundle" --memcheck --json "$out/conformance-memcheck.json" \
  > "$out/conformance-memcheck.log" 2>&1
grep -vE " OK " "$out/conformance-memcheck.log" | grep -E "FAILED|MISMATCH|ERROR" | cut -c1-200
grep -E "kernels match" "$out/conformance-memcheck.log"
exit 0
