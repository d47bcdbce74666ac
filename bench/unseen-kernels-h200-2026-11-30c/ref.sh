#!/usr/bin/env bash
# The two corpus files whose torch references stand in for a wrong Triton binary
# (set 21's dense/low-rank GEMM, set 23's fp8 KV-cache error): ours against them, memcheck.
set -uo pipefail
cd .gpu-ref && timeout -s KILL 120 python3 lowering_check.py . --per-kernel-seed --seed 2324 --memcheck --timeout 20 > $OUT/ref.log 2>&1
grep -E " (OK|MISMATCH|RUN FAILED|ERROR) " $OUT/ref.log | cut -c1-400; tail -2 $OUT/ref.log
