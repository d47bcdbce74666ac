#!/usr/bin/env bash
# Set 21, third call. Every step runs in its own process group, killed whole
# at its limit (a sanitizer's child outlives subprocess.run's timeout).
set -uo pipefail
export PYTHONUNBUFFERED=1
limited() { local secs=$1; shift; setsid "$@" & local pid=$!
  ( sleep "$secs"; kill -9 -- -$pid 2>/dev/null && echo "KILLED after $secs s: $*" ) & local killer=$!
  wait $pid; local rc=$?; kill $killer 2>/dev/null; return $rc; }
nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader
echo dot_kblock_flag_ifelse_dense_w_or_lowrank_xu_then_v_chained_ktail_f16_sm90 > /tmp/mm.txt
echo dot_ws_tlrange_devdesc3d_attn_fwd_kv_tail_zero_fill_mask_online_softmax_4warps_f16_sm90 > /tmp/attn.txt
# 1. The mismatch, its inputs and both outputs kept (numpy decides which is right).
(cd .gpu-n21 && limited 60 python3 lowering_check.py . --names /tmp/mm.txt --per-kernel-seed --seed 2126 --timeout 20 \
   --save-mismatches /tmp/mm > $OUT/c-mm.log 2>&1; tar -C /tmp -cJf $OUT/mm.tar.xz mm)
# 2. The rank-3 WS matmuls (two consumers; one), ours against torch, memcheck.
(cd .gpu-n21vr && limited 90 python3 lowering_check.py . --per-kernel-seed --seed 2128 --memcheck --timeout 20 > $OUT/c-ref.log 2>&1)
# 3. The rank-3 WS attention (Q through shared memory now) against Triton, memcheck, timed.
(cd .gpu-n21v && limited 120 python3 lowering_check.py . --names /tmp/attn.txt --per-kernel-seed --seed 2126 --bench 5 --memcheck --timeout 30 > $OUT/c-attn.log 2>&1)
# 4. Triton's JIT alone on the two rank-3 WS matmuls, then ours timed against it.
for n in $(ls .gpu-n21v | grep bmm); do echo $n > /tmp/$n.txt
  (cd .gpu-n21v && limited 50 python3 lowering_check.py . --names /tmp/$n.txt --per-kernel-seed --seed 2126 --bench 5 --timeout 20 >> $OUT/c-bmm.log 2>&1)
done
for f in $OUT/c-*.log; do echo "== $f"; grep -E " (OK|MISMATCH|RUN FAILED|ERROR|TIMEOUT|MEMCHECK FAILED) |KILLED" $f | cut -c1-330; done
