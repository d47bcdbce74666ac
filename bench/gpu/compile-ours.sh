#!/usr/bin/env bash
# Compiles one kernel with tt-toolkit's own lowering, TTIR or TTGIR to cubin,
# and writes what tt-run needs into a bundle folder:
#
#   <bundle>/<k>.cubin  <k>.json  (+ every stage: <k>.ttgir <k>.llir.mlir
#   <k>.ll <k>.opt.ll <k>.ptx)
#
#   bench/gpu/compile-ours.sh KERNEL.ttgir|KERNEL.ttir [BUNDLE_DIR] [--num-warps N]
#
# Stages: [tt-opt --make-ttir (from the front end's .source.ttir)],
# [tt-opt --make-ttgir (from .ttir)], tt-opt --make-llir,
# mlir-translate --mlir-to-llvmir, opt -O3 (NVPTX triple and Triton's data
# layout: 32-bit shared pointers), llc -O3 (sm_90a, PTX 8.7, short pointers,
# FP contraction as Triton's enable_fp_fusion), ptxas -arch=sm_90a. The JSON carries
# Triton's field names plus the "args" list tt-run reads
# (tools/tt-run/README.md). TT_OPT, TT_LLVM_BIN and TT_CUDA_HOME override the
# tools.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
llvm=${TT_LLVM_BIN:-/usr/lib/llvm-22/bin}
cuda=${TT_CUDA_HOME:-/usr/local/cuda}
ttopt=${TT_OPT:-$root/build/bin/tt-opt}
arch=sm_90a
target=cuda:90
ptx=87
datalayout="e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

input=""
bundle=""
num_warps=""
while [ $# -gt 0 ]; do
  case "$1" in
    --num-warps) num_warps=$2; shift 2 ;;
    --num-warps=*) num_warps=${1#*=}; shift ;;
    -h|--help) sed -n 2,15p "$0"; exit 0 ;;
    *) if [ -z "$input" ]; then input=$1; elif [ -z "$bundle" ]; then bundle=$1;
       else echo "error: unexpected argument '$1'" >&2; exit 1; fi; shift ;;
  esac
done
[ -n "$input" ] || { echo "usage: $0 KERNEL.ttgir|KERNEL.ttir [BUNDLE_DIR] [--num-warps N]" >&2; exit 1; }
[ -f "$input" ] || { echo "error: $input: no such file" >&2; exit 1; }
[ -x "$ttopt" ] || { echo "error: $ttopt missing: run 'ninja -C build tt-opt' first" >&2; exit 1; }
for tool in mlir-translate opt llc; do
  [ -x "$llvm/$tool" ] || { echo "error: $llvm/$tool missing (set TT_LLVM_BIN)" >&2; exit 1; }
done
[ -x "$cuda/bin/ptxas" ] || { echo "error: no ptxas in $cuda/bin (set TT_CUDA_HOME)" >&2; exit 1; }
bundle=${bundle:-$root/.gpu-bundle-ours}
mkdir -p "$bundle"

base=$(basename "$input")
k=${base%%.*}
case "$base" in
  *.ttgir) cp "$input" "$bundle/$k.ttgir" ;;
  *.source.ttir)
    "$ttopt" "$input" --make-ttir="target=$target" | \
      "$ttopt" --make-ttgir="target=$target num-warps=${num_warps:-4}" -o "$bundle/$k.ttgir" ;;
  *.ttir)
    "$ttopt" "$input" --make-ttgir="target=$target num-warps=${num_warps:-4}" \
      -o "$bundle/$k.ttgir" ;;
  *) echo "error: $input: expected a .ttgir or .ttir file" >&2; exit 1 ;;
esac

"$ttopt" "$bundle/$k.ttgir" --make-llir="target=$target ptx-version=$ptx" -o "$bundle/$k.llir.mlir"
"$llvm/mlir-translate" --mlir-to-llvmir "$bundle/$k.llir.mlir" -o "$bundle/$k.ll"
if grep -q '@__nv_' "$bundle/$k.ll"; then
  echo "error: $k calls libdevice functions; linking libdevice is not done here yet" >&2
  exit 1
fi
"$llvm/opt" -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=$arch --data-layout="$datalayout" \
  "$bundle/$k.ll" -S -o "$bundle/$k.opt.ll"
"$llvm/llc" -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=$arch -mattr=+ptx$ptx \
  --nvptx-short-ptr --fp-contract=fast "$bundle/$k.opt.ll" -o "$bundle/$k.ptx"
"$cuda/bin/ptxas" -arch=$arch "$bundle/$k.ptx" -o "$bundle/$k.cubin"

python3 - "$bundle/$k.ttgir" "$bundle/$k.llir.mlir" "$bundle/$k.json" "$target" <<'PY'
import json, re, sys
ttgir_path, llir_path, json_path, target = sys.argv[1:]
ttgir = open(ttgir_path).read()
llir = open(llir_path).read()

def module_int(text, name, default):
    m = re.search(r'"?%s"?\s*=\s*(\d+)\s*:\s*i32' % re.escape(name), text)
    return int(m.group(1)) if m else default

m = re.search(r'tt\.func\s+public\s+@([\w$.]+)\s*\(', ttgir)
if not m:
    sys.exit("error: %s: no public tt.func (kernel)" % ttgir_path)
name = m.group(1)
# The argument list: up to the matching parenthesis.
depth, i = 1, m.end()
while depth:
    depth += {"(": 1, ")": -1}.get(ttgir[i], 0)
    i += 1
params = ttgir[m.end():i - 1]
scalars = {"f16": "fp16", "bf16": "bf16", "f32": "fp32", "f64": "fp64", "i1": "i1",
           "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64"}
args = []
for am in re.finditer(r'%([\w$.-]+)\s*:\s*(!tt\.ptr<(\w+)[^>]*>|\w+)', params):
    arg, ty, pointee = am.group(1), am.group(2), am.group(3)
    if pointee:
        args.append({"name": arg, "type": "*" + scalars.get(pointee, pointee)})
    else:
        args.append({"name": arg, "type": scalars.get(ty, ty)})
meta = {
    "name": name,
    "num_warps": module_int(ttgir, "ttg.num-warps", 4),
    "num_ctas": module_int(ttgir, "ttg.num-ctas", 1),
    "shared": module_int(llir, "ttg.shared", 0),
    "global_scratch_size": 0, "global_scratch_align": 1,
    "profile_scratch_size": 0, "profile_scratch_align": 1,
    "target": target, "warp_size": 32, "compiler": "tt-toolkit",
    "args": args,
}
json.dump(meta, open(json_path, "w"), indent=1)
PY
echo "$k: $bundle/$k.cubin ($(grep -c 'ld.global\|st.global' "$bundle/$k.ptx") global accesses," \
  "shared=$(python3 -c "import json;print(json.load(open('$bundle/$k.json'))['shared'])"))"
