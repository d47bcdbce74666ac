#!/usr/bin/env bash
# Our PTX through Triton's bundled ptxas into <kernel>/alt/, versions, SASS.
set -u
TP=$(python3 -c "import triton,os;print(os.path.join(os.path.dirname(triton.__file__),'backends/nvidia/bin/ptxas'))")
{ echo "triton ptxas: $TP"; $TP --version | tail -1; echo "toolkit ptxas: $(which ptxas)"; ptxas --version | tail -1; nvidia-smi --query-gpu=name,driver_version --format=csv; } > $OUT/versions.txt
for d in */; do
  c=$(ls $d*.cubin 2>/dev/null | head -1)
  [ -n "$c" ] || continue
  b=$(basename $c .cubin)
  mkdir -p $d/alt
  $TP -lineinfo -v --gpu-name=sm_90a $d/stages/$b.ptx -o $d/alt/$b.cubin > $d/alt/ptxas.log 2>&1
  cp $d/$b.json $d/alt/
done
