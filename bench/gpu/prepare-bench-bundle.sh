#!/usr/bin/env bash
# Prepares the bundle for bench/gpu/run-bench.sh: for vadd, softmax and
# layernorm, the cubins tt-toolkit compiles with its own tools only
# (utils/compile-stages.sh: make-ttir, make-ttgir, make-llir, tt-translate)
# from the corpus' raw <k>.source.ttir (ours/) and from tt-front's TTIR of
# examples/<k>.py (front/), from Triton's own <k>.ttgir with tt-translate
# --compile (ttgir/), and the cubin of Triton's own PTX with the same
# ptxas (triton/), all with metadata tt-run reads; plus tt-run, its sources
# and the corpus' kernels.py (for Triton's JIT timing there). Prints how long
# our compile of each kernel took on this machine.
#
#   bench/gpu/prepare-bench-bundle.sh [BUNDLE_DIR]    (default: .gpu-bench)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bundle=${1:-$root/.gpu-bench}
corpus=${TT_CORPUS_DIR:-$root/../shared/corpus}
cuda=${TT_CUDA_HOME:-/usr/local/cuda}
kernels="vadd softmax layernorm"

[ -x "$root/build/bin/tt-run" ] || { echo "error: build/bin/tt-run missing: run 'make' first" >&2; exit 1; }
[ -d "$corpus" ] || { echo "error: corpus not found at $corpus (set TT_CORPUS_DIR)" >&2; exit 1; }
rm -rf "$bundle"
mkdir -p "$bundle/ours" "$bundle/front" "$bundle/ttgir" "$bundle/triton" "$bundle/src"

stages() { # IN.ttir DIR NAME: our chain, intermediate stages kept under DIR/stages
  "$root/utils/compile-stages.sh" "$1" "$2/stages/$3" "$3" "$4"
  cp "$2/stages/$3/$3.cubin" "$2/stages/$3/$3.json" "$2/"
}
for k in $kernels; do
  warps=$(sed -n 's/^# launch:.*num_warps = \([0-9]*\).*/\1/p' "$root/examples/$k.py")
  sig=$(sed -n 's/^# signature: //p' "$root/examples/$k.py")
  t0=$(date +%s.%N)
  stages "$corpus/$k/$k.source.ttir" "$bundle/ours" "$k" "${warps:-4}"
  t1=$(date +%s.%N)
  echo "$k: raw TTIR -> cubin with tt-toolkit in $(python3 -c "print('%.3f' % ($t1 - $t0))") s"
  "$root/build/bin/tt-front" "$root/examples/$k.py" --kernel "$k" --signature "$sig" \
    -o "$bundle/front/$k.front.ttir"
  stages "$bundle/front/$k.front.ttir" "$bundle/front" "$k" "${warps:-4}"
  # Triton's own TTGIR, resumed from by our end-to-end compile.
  "$root/build/bin/tt-translate" --compile "$corpus/$k/$k.ttgir" -o "$bundle/ttgir/$k.cubin"
  "$cuda/bin/ptxas" -arch=sm_90a "$corpus/$k/$k.ptx" -o "$bundle/triton/$k.cubin"
  # Triton's metadata with our argument list (the signature is the same).
  python3 - "$corpus/$k/$k.json" "$bundle/ours/$k.json" "$bundle/triton/$k.json" <<'PY'
import json, sys
theirs, ours, out = sys.argv[1:]
meta = json.load(open(theirs))
meta["args"] = json.load(open(ours))["args"]
json.dump(meta, open(out, "w"), indent=1)
PY
done
cp "$root/build/bin/tt-run" "$bundle/tt-run"
cp "$root"/tools/tt-run/*.c "$root"/tools/tt-run/*.h "$bundle/src/"
cp "$corpus/kernels.py" "$root/bench/gpu/bench_ours.py" "$root/bench/gpu/run-bench.sh" \
  "$root/bench/gpu/ttrun-on-gpu-machine.sh" "$bundle/"
"$cuda/bin/ptxas" --version | tail -1 > "$bundle/PTXAS_VERSION"
echo "bundle ready: $bundle ($(du -sh "$bundle" | cut -f1))"
