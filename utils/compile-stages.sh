#!/usr/bin/env bash
# Compiles one kernel from TTIR to a cubin with tt-toolkit's tools only, one
# file per stage, so any stage can be read, edited and resumed from:
#
#   utils/compile-stages.sh IN.ttir OUT_DIR NAME NUM_WARPS [BIN_DIR]
#
#   NAME.ttir       tt-opt --make-ttir           (from the raw TTIR)
#   NAME.ttgir      tt-opt --make-ttgir
#   NAME.llir.mlir  tt-opt --make-llir           (+ NAME.llir.json)
#   NAME.ll         tt-translate --mlir-to-llvmir
#   NAME.ptx        tt-translate --llvmir-to-ptx
#   NAME.cubin      tt-translate --ptx-to-cubin  (+ NAME.json for tt-run)
#
# The metadata of the first stage (shared memory, argument names and types)
# is carried to the cubin's with --metadata-in. Stops at the first stage that
# fails, with that tool's message and exit status.
set -euo pipefail
[ $# -ge 4 ] || { echo "usage: $0 IN.ttir OUT_DIR NAME NUM_WARPS [BIN_DIR]" >&2; exit 1; }
in=$1 out=$2 k=$3 warps=$4
bin=${5:-$(cd "$(dirname "$0")/.." && pwd)/build/bin}
target=cuda:90 arch=sm_90a
mkdir -p "$out"
"$bin/tt-opt" "$in" --make-ttir="target=$target" --mlir-print-debuginfo -o "$out/$k.ttir"
"$bin/tt-opt" "$out/$k.ttir" --make-ttgir="target=$target num-warps=$warps" --mlir-print-debuginfo \
  -o "$out/$k.ttgir"
"$bin/tt-opt" "$out/$k.ttgir" --make-llir="target=$target" --mlir-print-debuginfo -o "$out/$k.llir.mlir"
"$bin/tt-translate" --mlir-to-llvmir "$out/$k.llir.mlir" -o "$out/$k.ll" \
  --metadata "$out/$k.llir.json"
"$bin/tt-translate" --llvmir-to-ptx --arch=$arch "$out/$k.ll" -o "$out/$k.ptx"
"$bin/tt-translate" --ptx-to-cubin --arch=$arch "$out/$k.ptx" -o "$out/$k.cubin" \
  --metadata-in "$out/$k.llir.json"
