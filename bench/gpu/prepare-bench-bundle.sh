#!/usr/bin/env bash
# Prepares the bundle for bench/gpu/run-bench.sh: for vadd, softmax and
# layernorm, the cubin tt-toolkit compiles from Triton's TTGIR (tt-opt
# --make-llir, LLVM NVPTX, ptxas: bench/gpu/compile-ours.sh) and the cubin of
# Triton's own PTX (same ptxas), both with metadata tt-run reads; plus tt-run,
# its sources and the corpus' kernels.py (for Triton's JIT timing there).
# Prints how long our compile of each kernel took on this machine.
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
mkdir -p "$bundle/ours" "$bundle/triton" "$bundle/src"

for k in $kernels; do
  t0=$(date +%s.%N)
  "$root/bench/gpu/compile-ours.sh" "$corpus/$k/$k.ttgir" "$bundle/ours" > /dev/null
  t1=$(date +%s.%N)
  echo "$k: ttgir -> cubin with tt-toolkit in $(python3 -c "print('%.3f' % ($t1 - $t0))") s"
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
cp "$corpus/kernels.py" "$root/bench/gpu/bench_ours.py" "$root/bench/gpu/run-bench.sh" "$bundle/"
"$cuda/bin/ptxas" --version | tail -1 > "$bundle/PTXAS_VERSION"
echo "bundle ready: $bundle ($(du -sh "$bundle" | cut -f1))"
