#!/usr/bin/env bash
# GPU-machine half of a slow-kernel triage: for each kernel of BUNDLE (made by
# prepare-lowering-bundle.sh), ours against Triton's JIT, timed beside
# Triton's own cubin and its PTX put through our ptxas (--same-ptxas), one
# launch of each under Nsight Compute, and the SASS of both cubins; all of it
# packed into $OUT/triage.tar.xz (per kernel: Triton's .ptx/.cubin/.json,
# ours.sass, triton.sass, the ncu CSVs) with the check's JSON beside it.
#
#   bench/gpu/triage-on-gpu.sh BUNDLE [ROUNDS]
#
# Locally: tar -xJf triage.tar.xz, then diff the PTX (ours in the bundle,
# Triton's in triage/<kernel>/triton.ptx) and the SASS.
set -uo pipefail
bundle=${1:?usage: $0 BUNDLE [ROUNDS]}
rounds=${2:-3}
source "$(dirname "$0")/on-gpu-common.sh"
work=$(mktemp -d)/triage
mkdir -p "$work"
python3 "$bundle/lowering_check.py" "$bundle" --bench "$rounds" --same-ptxas --ncu "$work/ncu" \
  --json "$out/triage-check.json" > "$out/triage-check.log" 2>&1
summary "$out/triage-check.log"
grep -E " OK " "$out/triage-check.log" | sed -E 's/out [0-9]+ vs [^;]*; //g' | cut -c1-200
cuobjdump=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
for d in "$bundle"/*/; do
  name=$(basename "$d")
  mkdir -p "$work/$name"
  cp "$d"/triton.* "$work/$name/" 2>/dev/null
  for cubin in "$d"/*.cubin; do
    case $(basename "$cubin") in
      triton.cubin) "$cuobjdump" -sass "$cubin" > "$work/$name/triton.sass" 2>&1 ;;
      tritonptx.cubin) ;;
      *) "$cuobjdump" -sass "$cubin" > "$work/$name/ours.sass" 2>&1 ;;
    esac
  done
done
tar -C "$(dirname "$work")" -cJf "$out/triage.tar.xz" triage
ls -la "$out/triage.tar.xz"
