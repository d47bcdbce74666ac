#!/usr/bin/env bash
# GPU-machine half of the software-pipelining check, in one or two device
# calls:
#   check  Triton 3.6's ground truth for every kernel of BUNDLE (.ttir, .ttgir
#          and the IR before every pass, packed into $OUT/pipeline-gt.tar.xz),
#          then ours against Triton's JIT (correct, timed beside Triton's own
#          cubin for the same signature), then under memcheck;
#   race   ours under compute-sanitizer racecheck (cp.async groups, waits and
#          barriers are where pipelining races);
#   bench  the timing kernels of BENCH_BUNDLE, ours vs Triton (tt-run --bench
#          medians, L2 flushed), and cuBLAS (torch.matmul) at the same sizes.
#
#   bench/gpu/pipeline-on-gpu.sh BUNDLE BENCH_BUNDLE check|race|bench...
#
# Bundles come from bench/gpu/prepare-lowering-bundle.sh --from DIR, DIR
# holding test/GPU/dot/gen_pipeline_grid.py's kernels (--bench for the
# timing ones).
set -uo pipefail
bundle=${1:?usage: $0 BUNDLE BENCH_BUNDLE check|race|bench...}
bench_bundle=${2:?usage: $0 BUNDLE BENCH_BUNDLE check|race|bench...}
shift 2
source "$(dirname "$0")/on-gpu-common.sh"

for part in "$@"; do
  case $part in
  check)
    echo "== Triton 3.6's ground truth"
    gt=$(mktemp -d)/pipeline-gt
    python3 "$root/bench/gpu/triton_ground_truth.py" "$gt" "$bundle"/*/*.py --dump --jobs 16 2>&1 | tail -5
    tar -C "$(dirname "$gt")" -cJf "$out/pipeline-gt.tar.xz" pipeline-gt
    echo "== ours vs Triton, timed"
    python3 "$bundle/lowering_check.py" "$bundle" --bench 3 --json "$out/pipeline-check.json" \
      > "$out/pipeline-check.log" 2>&1
    summary "$out/pipeline-check.log"
    echo "== memcheck"
    python3 "$bundle/lowering_check.py" "$bundle" --memcheck --json "$out/pipeline-memcheck.json" \
      > "$out/pipeline-memcheck.log" 2>&1
    summary "$out/pipeline-memcheck.log";;
  race)
    echo "== racecheck"
    python3 "$bundle/lowering_check.py" "$bundle" --racecheck --json "$out/pipeline-racecheck.json" \
      > "$out/pipeline-racecheck.log" 2>&1
    summary "$out/pipeline-racecheck.log";;
  bench)
    echo "== timing kernels, ours vs Triton"
    python3 "$bench_bundle/lowering_check.py" "$bench_bundle" --bench 5 --json "$out/pipeline-bench.json" \
      > "$out/pipeline-bench.log" 2>&1
    summary "$out/pipeline-bench.log"
    grep -E "ms" "$out/pipeline-bench.log" | grep -E "OK" | cut -c1-220
    echo "== cuBLAS (torch.matmul), same sizes"
    python3 - <<'PY' 2>&1 | tee "$out/pipeline-cublas.txt"
import torch, triton.testing as tt
for name, dtype, m, n, k in (("f16", torch.float16, 4096, 4096, 4096), ("bf16", torch.bfloat16, 4096, 4096, 4096)):
    a = torch.randint(-3, 4, (m, k), device="cuda").to(dtype)
    b = torch.randint(-3, 4, (k, n), device="cuda").to(dtype)
    ms = tt.do_bench(lambda: torch.matmul(a, b), rep=300)
    print("cublas %s %dx%dx%d: %.4f ms (%.1f TFLOP/s)" % (name, m, n, k, ms, 2 * m * n * k / ms / 1e9))
a = torch.randint(-3, 4, (8192, 1024), device="cuda").to(torch.float8_e4m3fn)
b = torch.randint(-3, 4, (8192, 1024), device="cuda").to(torch.float8_e4m3fn).t()
one = torch.tensor(1.0, device="cuda")
ms = tt.do_bench(lambda: torch._scaled_mm(a, b, one, one, out_dtype=torch.float32), rep=300)
print("cublas e4m3 8192x8192x1024: %.4f ms (%.1f TFLOP/s)" % (ms, 2 * 8192 * 8192 * 1024 / ms / 1e9))
PY
    ;;
  esac
done
