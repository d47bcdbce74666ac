#!/usr/bin/env bash
# GPU-machine half of the tensor-core check, in two parts that each fit one
# device call: `check` runs the dot grid against Triton's JIT, make demo's
# cubins (the corpus matmul included) against numpy, and the corpus matmul's
# speed against Triton's JIT and cuBLAS; `sanitizers` runs the grid under
# compute-sanitizer memcheck and a subset under racecheck. Results go to
# $OUT (or ./gpu-out).
#
#   bench/gpu/dot-check-on-gpu.sh BUNDLE DEMO_DIR [check|sanitizers|all]
#
# BUNDLE comes from `bench/gpu/prepare-lowering-bundle.sh --from GRID BUNDLE`
# (GRID written by test/GPU/dot/gen_dot_grid.py), DEMO_DIR from make demo.
set -uo pipefail
bundle=${1:?usage: $0 BUNDLE DEMO_DIR}
demo=${2:?usage: $0 BUNDLE DEMO_DIR}
part=${3:-all}
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${OUT:-$PWD/gpu-out}
mkdir -p "$out"
export PYTHONUNBUFFERED=1 TRITON_CACHE_DIR=$(mktemp -d)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
"$bundle/tt-run" --list-devices || exit 1

if [ "$part" != sanitizers ]; then
echo "== dot grid vs Triton's JIT"
python3 "$bundle/lowering_check.py" "$bundle" --json "$out/dot-check.json" 2>&1 | tee "$out/dot-check.log" | tail -45

echo "== make demo's cubins (corpus matmul included) against numpy"
python3 "$root/bench/gpu/bench_ours.py" --demo-dir "$demo" --tt-run "$bundle/tt-run" \
  --work "$(mktemp -d)" --out "$out" 2>&1 | tee "$out/demo-check.log" | tail -12

echo "== corpus matmul: ours vs Triton's JIT vs cuBLAS"
python3 "$root/bench/gpu/matmul_bench.py" "$demo/matmul/matmul.cubin" "$bundle/tt-run" \
  "$root/examples" --json "$out/matmul-bench.json" 2>&1 | tail -4
fi
[ "$part" = check ] && exit 0

echo "== dot grid under compute-sanitizer memcheck"
python3 "$bundle/lowering_check.py" "$bundle" --memcheck --json "$out/dot-memcheck.json" > "$out/dot-memcheck.log" 2>&1
grep -E "kernels match|did not compile" -A3 "$out/dot-memcheck.log" | head -8
grep -E "MISMATCH|FAILED|ERROR" "$out/dot-memcheck.log" | head -10
echo "== racecheck (K loops and chains: shared memory reused across iterations)"
for only in kloop_f16_w4 kloop_bf16_tb kloop_tf32_w8 chain_f16 kloop_i8_w4; do
  python3 "$bundle/lowering_check.py" "$bundle" --racecheck --only "$only" 2>&1 | grep -E "^(kloop|chain)|kernels match"
done > "$out/dot-racecheck.log"
cat "$out/dot-racecheck.log"

