#!/usr/bin/env bash
# Set 23 (36 unseen kernels: language features; pipelining and warp counts): Triton 3.6's ground truth
# with every pass dumped (CPU, 12 jobs), then ours against Triton's JIT (fresh inputs, memcheck,
# 5 rounds). Every step runs in its own process group, killed whole at its limit; the
# warp-specialized kernels one at a time (a hang in Triton's binary is in-process).
set -uo pipefail
export PYTHONUNBUFFERED=1
limited() { local secs=$1; shift; setsid "$@" & local pid=$!
  ( sleep "$secs"; kill -9 -- -$pid 2>/dev/null && echo "KILLED after $secs s: $*" ) & local killer=$!
  wait $pid; local rc=$?; kill $killer 2>/dev/null; return $rc; }
nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader
(cd .gpu-n23 && python3 triton_ground_truth.py $OUT/gt ../.gpu-n23src/*.py --dump --jobs 12 > $OUT/gt23.log 2>&1; tar -C $OUT -cJf $OUT/new23-gt.tar.xz gt; rm -rf $OUT/gt) &
cd .gpu-n23
start=$SECONDS
for n in $(ls | grep "^dot_ws_"); do
  [ $((SECONDS - start)) -gt 230 ] && { echo "not tried (time): $n" >> $OUT/n23ws.log; continue; }
  echo $n > /tmp/one.txt
  limited 30 python3 lowering_check.py . --names /tmp/one.txt --per-kernel-seed --seed 2323 --bench 5 --memcheck --timeout 20 >> $OUT/n23ws.log 2>&1
done
ls | grep -v "^dot_ws_" | grep "_" | grep -v "\.py$" > /tmp/rest.txt
left=$((250 - (SECONDS - start)))
limited $((left + 20)) python3 lowering_check.py . --names /tmp/rest.txt --per-kernel-seed --seed 2323 --bench 5 --memcheck --timeout 60 \
  --deadline $((left - 40)) --json $OUT/n23.json > $OUT/n23.log 2>&1
wait
tail -2 $OUT/gt23.log
for f in $OUT/n23.log $OUT/n23ws.log; do echo "== $f"; grep -E " (MISMATCH|RUN FAILED|ERROR|NOT COMPILED|SETUP|TIMEOUT|MEMCHECK FAILED) |KILLED" $f | cut -c1-300; grep -E "kernels match|not tried" $f | tail -3; done
grep -hoE "ratio [0-9.]+" $OUT/n23.log $OUT/n23ws.log | awk '{print $2}' | sort -n | awk '{a[NR]=$1} END {print NR " timed, median " a[int((NR+1)/2)] ", max " a[NR]}'
