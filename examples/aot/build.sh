#!/usr/bin/env bash
# Builds the ahead-of-time examples: each kernel goes from Python to a cubin
# (tt-front, tt-translate --compile), to a C launcher per specialization
# (tt-aot), to one dispatcher per kernel (tt-aot --link); each program is
# then plain C linked with cc and -lcuda, nothing else.
#
#   examples/aot/build.sh [OUT]       (default: out/aot)
#   bash OUT/bin/run.sh               runs them on a GPU: PASS/FAIL each
#
# OUT/gen holds the generated C, OUT/bin the programs, OUT/src their
# sources (for run.sh to rebuild where a program cannot start).
#
# TT_BIN (build/bin), TT_CUDA_HOME (/usr/local/cuda) and CC (cc) say where
# the tools are; programs link against $TT_CUDA_HOME/lib64/stubs/libcuda.so
# here and load the driver's libcuda.so.1 where they run.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-$root/out/aot}
bin=${TT_BIN:-$root/build/bin}
cuda=${TT_CUDA_HOME:-/usr/local/cuda}
cc=${CC:-cc}

for tool in tt-front tt-translate tt-aot; do
  [ -x "$bin/$tool" ] || { echo "error: $bin/$tool missing (build the project first)" >&2; exit 1; }
done
[ -f "$cuda/include/cuda.h" ] || { echo "error: no cuda.h in $cuda/include (set TT_CUDA_HOME)" >&2; exit 1; }
rm -rf "$out/work" "$out/gen" "$out/bin" "$out/src"
mkdir -p "$out/work" "$out/gen" "$out/bin" "$out/src"

# One specialization: FILE KERNEL SIGNATURE NUM_WARPS NUM_STAGES -> its
# launcher, gen/KERNEL.<hash>_<suffix>.{c,h}.
specialize() {
  local file=$1 kernel=$2 sig=$3 warps=$4 stages=$5 work
  work=$(mktemp -d "$out/work/$kernel.XXXXXX")
  echo "$kernel: $sig, num_warps $warps, num_stages $stages"
  "$bin/tt-front" "$file" --kernel "$kernel" --signature "$sig" -o "$work/$kernel.ttir"
  "$bin/tt-translate" --compile "$work/$kernel.ttir" --num-warps="$warps" \
    --num-stages="$stages" -o "$work/$kernel.cubin"
  "$bin/tt-aot" "$work/$kernel.cubin" --signature "$sig" --num-stages "$stages" \
    -o "$out/gen/$kernel"
}

# vadd: aligned and any arguments at 4 warps (algorithm 0), aligned at 8 (1)
specialize "$root/examples/vadd.py" vadd '*fp32:16,*fp32:16,*fp32:16,i32:16,1024' 4 3
specialize "$root/examples/vadd.py" vadd '*fp32,*fp32,*fp32,i32,1024' 4 3
specialize "$root/examples/vadd.py" vadd '*fp32:16,*fp32:16,*fp32:16,i32:16,1024' 8 3
# matmul: its usual specialization (unit column strides compiled in), and
# any sizes and strides
specialize "$root/examples/matmul.py" matmul \
  '*fp16:16,*fp16:16,*fp16:16,i32:16,i32:16,i32:16,i32:16,i32:1,i32:16,i32:1,i32:16,i32:1,128,128,64,8' 8 3
specialize "$root/examples/matmul.py" matmul \
  '*fp16:16,*fp16:16,*fp16:16,i32,i32,i32,i32,i32,i32,i32,i32,i32,128,128,64,8' 8 3
# tma_matmul: host tensor descriptors
specialize "$here/tma_matmul.py" tma_matmul \
  'tensordesc<fp16[128, 64]>,tensordesc<fp16[64, 128]>,tensordesc<fp32[128, 128]>,i32:16,i32:16,i32:16,128,128,64' 8 3

for kernel in vadd matmul tma_matmul; do
  "$bin/tt-aot" --link "$out/gen/$kernel".*.h -o "$out/gen/$kernel"
  "$cc" -std=c11 -O2 -Wall -Wextra -Werror -I "$cuda/include" -I "$out/gen" -I "$here" \
    "$here/${kernel}_example.c" "$out/gen/$kernel.c" "$out/gen/$kernel".*.c \
    -L "$cuda/lib64/stubs" -lcuda -o "$out/bin/${kernel}_example"
done
# What bin/run.sh needs to rebuild a program where it cannot start.
cp "$here/example.h" "$here"/*_example.c "$out/src/"
cp "$here/run.sh" "$out/bin/run.sh"
rm -rf "$out/work"
echo "built: $out/bin ($(ls "$out/bin" | tr '\n' ' '))"
