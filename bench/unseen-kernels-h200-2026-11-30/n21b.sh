#!/usr/bin/env bash
# Set 21, second call: the kernels the first call's hang left untried.
# Every step runs in its own process group, killed whole at its limit
# (a sanitizer's child survives subprocess.run's timeout and holds the pipes).
set -uo pipefail
export PYTHONUNBUFFERED=1
limited() { local secs=$1; shift; setsid "$@" & local pid=$!
  ( sleep "$secs"; kill -9 -- -$pid 2>/dev/null && echo "KILLED after $secs s: $*" ) & local killer=$!
  wait $pid; local rc=$?; kill $killer 2>/dev/null; return $rc; }
nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader
# 1. Ours against torch references: the mismatch, and the rank-3 WS matmul (no Triton JIT).
cd .gpu-n21r
limited 60 python3 lowering_check.py . --per-kernel-seed --seed 2127 --timeout 20 > $OUT/n21r.log 2>&1
limited 60 python3 lowering_check.py . --per-kernel-seed --seed 2127 --memcheck --timeout 20 > $OUT/n21r-mc.log 2>&1
cd ../.gpu-n21
# 2. Triton's JIT on the rank-3 WS matmul, then ours against it, timed (no sanitizer).
limited 60 python3 lowering_check.py . --names ../.gpu-s14/n21-mine.txt --per-kernel-seed --seed 2126 --bench 5 --timeout 20 > $OUT/n21m.log 2>&1
# 3. The rest of the set, as the first call.
limited 300 python3 lowering_check.py . --names ../.gpu-s14/n21-rest.txt --per-kernel-seed --seed 2126 --bench 5 --memcheck --timeout 60 \
  --deadline 230 --json $OUT/n21b.json > $OUT/n21b.log 2>&1
for f in $OUT/n21r.log $OUT/n21r-mc.log $OUT/n21m.log; do echo "== $f"; grep -E " (OK|MISMATCH|RUN FAILED|ERROR|TIMEOUT|MEMCHECK FAILED) |KILLED" $f | cut -c1-400; tail -2 $f | cut -c1-300; done
grep -E " (MISMATCH|RUN FAILED|ERROR|NOT COMPILED|SETUP|TIMEOUT) |KILLED" $OUT/n21b.log | cut -c1-300
grep -E "kernels match|not tried" $OUT/n21b.log | tail -3
