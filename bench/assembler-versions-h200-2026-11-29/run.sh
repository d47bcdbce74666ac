#!/usr/bin/env bash
# Our PTX through Triton's own ptxas (the one its wheel bundles) as `alt`, timed in the same rounds
# as ours (CUDA 13.0's ptxas, as built here), Triton's JIT binary, and Triton's PTX through our ptxas.
set -uo pipefail
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
PTXAS=$(python3 -c "import triton, os; print(os.path.join(os.path.dirname(triton.__file__), 'backends/nvidia/bin/ptxas'))")
echo "Triton's ptxas: $($PTXAS --version | tail -1)"
echo "toolkit ptxas: $(ptxas --version 2>/dev/null | tail -1) at $(command -v ptxas)"
cd .gpu-asm
for d in */; do
  d=${d%/}; [ -d $d/ptxsrc ] || continue
  for p in $d/ptxsrc/*.ptx; do
    k=$(basename $p .ptx); mkdir -p $d/alt
    $PTXAS -lineinfo -v --gpu-name=sm_90a $p -o $d/alt/$k.cubin > $d/alt/ptxas.log 2>&1 || echo "ptxas failed: $d"
    cp $d/$k.json $d/alt/$k.json
  done
done
TRITON_CACHE_DIR=$(mktemp -d) python3 lowering_check.py . --per-kernel-seed --seed 1517 --bench 11 --same-ptxas --timeout 60 \
  --json $OUT/asm.json > $OUT/asm.log 2>&1
grep -E " (MISMATCH|RUN FAILED|ERROR|NOT COMPILED) " $OUT/asm.log | cut -c1-200
grep -E "kernels match" $OUT/asm.log
grep -hE "ratio" $OUT/asm.log | sed -E 's/out [0-9]+ vs [^;]*; //g; s/memcheck clean; //' | awk '{printf "%-70s", substr($1,1,70); for(i=2;i<=NF;i++) if($i=="ratio") printf " %s", $(i+1); print ""}'
d=red_col_mean_axis0_tile64xN_rowloop_stages3_bf16_f32acc_m300_n200_w16
cuobjdump -sass $d/col_mean_axis0_kernel.cubin > $OUT/colmean.ours.sass 2>&1
cuobjdump -sass $d/alt/col_mean_axis0_kernel.cubin > $OUT/colmean.ourptx-tritonptxas.sass 2>&1
cuobjdump -sass $d/tritonptx.cubin > $OUT/colmean.tritonptx.sass 2>&1
ls -la $d
