#!/usr/bin/env bash
# GPU-machine half of the tensor-core benchmarks (bench/dot/gen_dot_bench.py),
# in one device call:
#   gt        Triton 3.6's ground truth for every kernel (.ttir, .ttgir, the IR
#             before every pass) -> $OUT/dotbench-gt.tar.xz, for the TTGIR
#             comparison here (utils/compare-passes, the conformance test);
#   check     ours against Triton's JIT on fresh inputs, both timed through the
#             same tt-run --bench (medians, L2 flushed) -> dotbench-check.json;
#   memcheck  ours under compute-sanitizer memcheck -> dotbench-memcheck.json;
#   baselines cuBLAS / flash attention at the same shapes -> dotbench-baselines.json.
#
#   bench/gpu/dot-bench-on-gpu.sh BUNDLE gt|check|memcheck|baselines...
#
# BUNDLE: bench/gpu/prepare-lowering-bundle.sh --from DIR BUNDLE, DIR holding
# gen_dot_bench.py's files. bench/dot/table.py makes the table from the JSON.
set -uo pipefail
bundle=${1:?usage: $0 BUNDLE gt|check|memcheck|baselines...}
shift
source "$(dirname "$0")/on-gpu-common.sh"

for part in "$@"; do
  case $part in
  gt)
    echo "== Triton 3.6's ground truth"
    gt=$(mktemp -d)/dotbench-gt
    python3 "$root/bench/gpu/triton_ground_truth.py" "$gt" "$bundle"/*/*.py --dump --jobs 16 2>&1 | tail -3
    tar -C "$(dirname "$gt")" -cJf "$out/dotbench-gt.tar.xz" dotbench-gt;;
  check)
    echo "== ours vs Triton, timed"
    python3 "$bundle/lowering_check.py" "$bundle" --bench 5 --json "$out/dotbench-check.json" \
      > "$out/dotbench-check.log" 2>&1
    summary "$out/dotbench-check.log"
    grep -E "time ours" "$out/dotbench-check.log" | cut -c1-200;;
  memcheck)
    echo "== memcheck"
    python3 "$bundle/lowering_check.py" "$bundle" --memcheck --json "$out/dotbench-memcheck.json" \
      > "$out/dotbench-memcheck.log" 2>&1
    summary "$out/dotbench-memcheck.log";;
  baselines)
    echo "== cuBLAS and flash attention, same shapes"
    python3 "$root/bench/gpu/dot_baselines.py" "$bundle" --json "$out/dotbench-baselines.json";;
  *) echo "$0: error: unknown part '$part' (gt, check, memcheck, baselines)" >&2; exit 1;;
  esac
done
