#!/usr/bin/env bash
# Prepares what the GPU machine needs to check and time tt-run: cubins of the
# corpus kernels (ptxas here, since the GPU machine has no toolkit), their
# metadata with an "args" list, the tt-run binary and its sources (rebuilt
# there only if the binary cannot start), and the corpus' kernels.py (Triton
# compiles its own vadd from it for comparison). About 200 KB.
#
#   bench/gpu/prepare-ttrun-bundle.sh [BUNDLE_DIR]    (default: .gpu-bundle)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bundle=${1:-$root/.gpu-bundle}
corpus=${TT_CORPUS_DIR:-$root/../shared/corpus}
cuda=${TT_CUDA_HOME:-/usr/local/cuda}
ttrun=$root/build/bin/tt-run

[ -x "$ttrun" ] || { echo "error: $ttrun missing: run 'ninja -C build tt-run' first" >&2; exit 1; }
[ -d "$corpus" ] || { echo "error: corpus not found at $corpus (set TT_CORPUS_DIR)" >&2; exit 1; }
[ -x "$cuda/bin/ptxas" ] || { echo "error: no ptxas in $cuda/bin (set TT_CUDA_HOME)" >&2; exit 1; }

rm -rf "$bundle"
mkdir -p "$bundle/src"
for k in vadd softmax; do
  "$cuda/bin/ptxas" -arch=sm_90a "$corpus/$k/$k.ptx" -o "$bundle/$k.cubin"
  cp "$corpus/$k/$k.ptx" "$bundle/$k.ptx"
done
# Triton's metadata plus the argument list tt-translate will write.
python3 - "$corpus" "$bundle" <<'PY'
import json, sys
corpus, bundle = sys.argv[1:]
args = {
    "vadd": [("x_ptr", "*fp32"), ("y_ptr", "*fp32"), ("out_ptr", "*fp32"), ("n", "i32")],
    "softmax": [("out_ptr", "*fp32"), ("in_ptr", "*fp32"), ("in_stride", "i32"),
                ("out_stride", "i32"), ("n_cols", "i32")],
}
for k, a in args.items():
    meta = json.load(open("%s/%s/%s.json" % (corpus, k, k)))
    meta["args"] = [{"name": n, "type": t} for n, t in a]
    json.dump(meta, open("%s/%s.json" % (bundle, k), "w"), indent=1)
PY
cp "$ttrun" "$bundle/tt-run"
cp "$root"/tools/tt-run/*.c "$root"/tools/tt-run/*.h "$bundle/src/"
cp "$corpus/kernels.py" "$bundle/kernels.py"
"$cuda/bin/ptxas" --version | tail -1 > "$bundle/PTXAS_VERSION"
echo "bundle ready: $bundle ($(du -sh "$bundle" | cut -f1))"
