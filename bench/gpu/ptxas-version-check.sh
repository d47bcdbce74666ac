#!/usr/bin/env bash
# On the GPU machine: how much of a kernel's gap to Triton is the assembler's.
# Each kernel's PTX (BUNDLE/<name>/ptxsrc/, from prepare-lowering-bundle.sh
# --keep-ptx) is assembled with the ptxas Triton's wheel bundles, with the
# options tt-translate gives its own (-lineinfo -v --gpu-name=sm_90a), into
# BUNDLE/<name>/alt/; lowering_check.py then times ours (the toolkit's
# ptxas, as built), Triton's JIT binary, that `alt` and Triton's PTX through
# the toolkit's ptxas (`tritonptx`) in the same rounds.
#
#   bench/gpu/ptxas-version-check.sh BUNDLE OUT_DIR [ROUNDS] [SEED]
set -uo pipefail
bundle=${1:?usage: ptxas-version-check.sh BUNDLE OUT_DIR [ROUNDS] [SEED]}
out=${2:?usage: ptxas-version-check.sh BUNDLE OUT_DIR [ROUNDS] [SEED]}
rounds=${3:-11} seed=${4:-1517}
[ -d "$bundle" ] || { echo "ptxas-version-check.sh: error: no bundle $bundle" >&2; exit 1; }
mkdir -p "$out"
triton_ptxas=$(python3 -c "import triton, os; print(os.path.join(os.path.dirname(triton.__file__), 'backends/nvidia/bin/ptxas'))") ||
  { echo "ptxas-version-check.sh: error: Triton is not importable here" >&2; exit 1; }
echo "Triton's ptxas: $("$triton_ptxas" --version | tail -1)"
echo "toolkit ptxas: $(ptxas --version 2>/dev/null | tail -1)"
for ptx in "$bundle"/*/ptxsrc/*.ptx; do
  [ -f "$ptx" ] || continue
  dir=$(dirname "$(dirname "$ptx")") kernel=$(basename "$ptx" .ptx)
  mkdir -p "$dir/alt"
  "$triton_ptxas" -lineinfo -v --gpu-name=sm_90a "$ptx" -o "$dir/alt/$kernel.cubin" > "$dir/alt/ptxas.log" 2>&1 ||
    echo "ptxas failed on $ptx"
  cp "$dir/$kernel.json" "$dir/alt/$kernel.json"
done
cd "$bundle" && TRITON_CACHE_DIR=$(mktemp -d) python3 lowering_check.py . --per-kernel-seed --seed "$seed" \
  --bench "$rounds" --same-ptxas --timeout 60 --json "$out/asm.json" > "$out/asm.log" 2>&1
grep -E "kernels match" "$out/asm.log"
# ours/Triton, alt (our PTX, Triton's ptxas)/Triton, ours/tritonptx
grep -hE "ratio" "$out/asm.log" | awk '{printf "%-70s", substr($1, 1, 70); for (i = 2; i <= NF; i++) if ($i == "ratio") printf " %s", $(i+1); print ""}'
