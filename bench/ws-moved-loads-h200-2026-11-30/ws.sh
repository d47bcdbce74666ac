#!/usr/bin/env bash
# Every warp-specialized kernel of the corpus and the bench dirs (18), after
# loads before the loop moved into the one consumer: ours against Triton's
# JIT (or, where the file says so, Triton's JIT without the specialization,
# or torch), memcheck, 5 rounds. One process group a kernel, killed whole at
# its limit.
set -uo pipefail
export PYTHONUNBUFFERED=1
limited() { local secs=$1; shift; setsid "$@" & local pid=$!
  ( sleep "$secs"; kill -9 -- -$pid 2>/dev/null && echo "KILLED after $secs s: $*" ) & local killer=$!
  wait $pid; local rc=$?; kill $killer 2>/dev/null; return $rc; }
nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader
cd .gpu-ws
for n in $(ls | grep "^dot_ws_"); do echo $n > /tmp/one.txt
  limited 35 python3 lowering_check.py . --names /tmp/one.txt --per-kernel-seed --seed 2301 --bench 5 --memcheck --timeout 20 >> $OUT/ws.log 2>&1
done
grep -E " (OK|MISMATCH|RUN FAILED|ERROR|TIMEOUT|MEMCHECK FAILED) |KILLED" $OUT/ws.log | sed -E 's/out [0-9]+ vs [^;]*; //g' | cut -c1-230
