#!/usr/bin/env bash
# Set 22's warp-specialized kernels that Triton's binary got wrong or could not compile:
# our warp-specialized binaries against Triton's JIT of the same kernel with
# warp_specialize=False (its well-trodden path), same inputs (same names, same seed),
# memcheck, timed; both outputs kept where they differ.
set -uo pipefail
export PYTHONUNBUFFERED=1
limited() { local secs=$1; shift; setsid "$@" & local pid=$!
  ( sleep "$secs"; kill -9 -- -$pid 2>/dev/null && echo "KILLED after $secs s: $*" ) & local killer=$!
  wait $pid; local rc=$?; kill $killer 2>/dev/null; return $rc; }
nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader
cd .gpu-n22x
for n in $(ls | grep "^dot_ws_"); do echo $n > /tmp/one.txt
  limited 40 python3 lowering_check.py . --names /tmp/one.txt --per-kernel-seed --seed 2222 --bench 5 --memcheck --timeout 25 \
    --save-mismatches /tmp/mm >> $OUT/n22x.log 2>&1
done
tar -C /tmp -cJf $OUT/mm22.tar.xz mm 2>/dev/null
grep -E " (OK|MISMATCH|RUN FAILED|ERROR|TIMEOUT|MEMCHECK FAILED) |KILLED" $OUT/n22x.log | cut -c1-330
