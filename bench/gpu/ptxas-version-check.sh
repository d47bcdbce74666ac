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
fail() { echo "ptxas-version-check.sh: error: $1" >&2; exit 1; }
[ $# -ge 2 ] && [ $# -le 4 ] || fail "usage: ptxas-version-check.sh BUNDLE OUT_DIR [ROUNDS] [SEED]"
bundle=$1 out=$2 rounds=${3:-11} seed=${4:-1517}
[[ $rounds =~ ^[1-9][0-9]*$ ]] || fail "ROUNDS must be a positive number, got '$rounds'"
[[ $seed =~ ^[0-9]+$ ]] || fail "SEED must be a number, got '$seed'"
[ -d "$bundle" ] || fail "no bundle $bundle"
compgen -G "$bundle/*/ptxsrc/*.ptx" > /dev/null ||
  fail "no PTX in $bundle (make it with prepare-lowering-bundle.sh --keep-ptx)"
triton_ptxas=$(python3 -c "import triton, os; print(os.path.join(os.path.dirname(triton.__file__), 'backends/nvidia/bin/ptxas'))" 2> /dev/null) ||
  fail "Triton is not importable here (run this on the GPU machine)"
mkdir -p "$out"
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
