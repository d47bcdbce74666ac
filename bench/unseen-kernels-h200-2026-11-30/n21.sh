#!/usr/bin/env bash
# Set 21 (42 kernels: 41 unseen, 1 rerun): Triton 3.6's ground truth with every pass dumped (CPU, 12 jobs),
# then ours against Triton's JIT (fresh inputs, memcheck, 5 rounds, 60 s a run at most).
set -uo pipefail
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader
(cd .gpu-n21 && python3 triton_ground_truth.py $OUT/gt ../.gpu-n21src/*.py --dump --jobs 12 > $OUT/gt21.log 2>&1; tar -C $OUT -cJf $OUT/new21-gt.tar.xz gt; rm -rf $OUT/gt) &
cd .gpu-n21 && TRITON_CACHE_DIR=$(mktemp -d) python3 lowering_check.py . --per-kernel-seed --seed 2126 --bench 5 --memcheck --timeout 60 \
  --deadline ${1:-330} --json $OUT/n21.json > $OUT/n21.log 2>&1
wait
tail -3 $OUT/gt21.log
grep -E " (MISMATCH|RUN FAILED|ERROR|NOT COMPILED|SETUP|TIMEOUT) " $OUT/n21.log | cut -c1-300
grep -E "kernels match|not tried" $OUT/n21.log | tail -3
grep -hoE "ratio [0-9.]+" $OUT/n21.log | awk '{print $2}' | sort -n | awk '{a[NR]=$1} END {print NR " timed, median " a[int((NR+1)/2)] ", max " a[NR]}'
grep -hE "ratio (1\.0[3-9]|1\.[1-9]|[2-9]\.)" $OUT/n21.log | sed -E 's/out [0-9]+ vs [^;]*; //g' | cut -c1-200
