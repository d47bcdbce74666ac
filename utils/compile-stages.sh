#!/usr/bin/env bash
# Compiles one kernel from TTIR to a cubin (or PTX) with tt-toolkit's tools
# only, one file per stage, so any stage can be read, edited and resumed from:
#
#   utils/compile-stages.sh [--target cuda:90|cuda:80] [--num-stages N]
#                           [--check-shared-bounds] IN.ttir OUT_DIR NAME NUM_WARPS [BIN_DIR]
#
#   NAME.ttir       tt-opt --make-ttir           (from the raw TTIR)
#   NAME.ttgir      tt-opt --make-ttgir          (num-warps, num-stages when given)
#   NAME.llir.mlir  tt-opt --make-llir           (+ NAME.llir.json)
#   NAME.ll         tt-translate --mlir-to-llvmir
#   NAME.ptx        tt-translate --llvmir-to-ptx (+ NAME.json for tt-run, cuda:80)
#   NAME.cubin      tt-translate --ptx-to-cubin  (+ NAME.json for tt-run)
#
# --target cuda:90 (the default) ends with an sm_90a cubin. cuda:80 ends at
# sm_80 PTX with its NAME.json: tt-run hands .ptx to the driver, which JITs
# it (the mma.sync path, runnable on any GPU from sm_80 on). --num-stages is
# make-ttgir's software pipelining depth (its default, 3, when not given).
# --check-shared-bounds is make-llir's: every shared-memory access checked
# against its buffer when the kernel runs (__assertfail on a violation).
# The options may come before or after the positional arguments.
#
# The metadata of the first stage (shared memory, argument names and types)
# is carried to the last stage's with --metadata-in. Stops at the first stage
# that fails, with that tool's message and exit status.
set -euo pipefail
usage="usage: $0 [--target cuda:90|cuda:80] [--num-stages N] [--check-shared-bounds] IN.ttir OUT_DIR NAME NUM_WARPS [BIN_DIR]"
target=cuda:90 stages= llir_checks=
positional=()
while [ $# -gt 0 ]; do
  case $1 in
    --target) [ $# -ge 2 ] || { echo "$0: error: --target needs a value" >&2; exit 1; }
              target=$2; shift 2 ;;
    --target=*) target=${1#--target=}; shift ;;
    --num-stages) [ $# -ge 2 ] || { echo "$0: error: --num-stages needs a value" >&2; exit 1; }
                  stages=$2; shift 2 ;;
    --num-stages=*) stages=${1#--num-stages=}; shift ;;
    --check-shared-bounds) llir_checks=" check-shared-bounds=true"; shift ;;
    -*) echo "$0: error: unknown option '$1'" >&2; echo "$usage" >&2; exit 1 ;;
    *) positional+=("$1"); shift ;;
  esac
done
[ ${#positional[@]} -ge 4 ] && [ ${#positional[@]} -le 5 ] || { echo "$usage" >&2; exit 1; }
in=${positional[0]} out=${positional[1]} k=${positional[2]} warps=${positional[3]}
bin=${positional[4]:-$(cd "$(dirname "$0")/.." && pwd)/build/bin}
case $target in
  cuda:90) arch=sm_90a ;;
  cuda:80) arch=sm_80 ;;
  *) echo "$0: error: --target must be cuda:90 or cuda:80, got '$target'" >&2; exit 1 ;;
esac
[[ $warps =~ ^[0-9]+$ ]] || { echo "$0: error: NUM_WARPS must be a number, got '$warps'" >&2; exit 1; }
[ -z "$stages" ] || [[ $stages =~ ^[0-9]+$ ]] ||
  { echo "$0: error: --num-stages must be a number, got '$stages'" >&2; exit 1; }
ttgir_options="target=$target num-warps=$warps${stages:+ num-stages=$stages}"
mkdir -p "$out"
"$bin/tt-opt" "$in" --make-ttir="target=$target" --mlir-print-debuginfo -o "$out/$k.ttir"
"$bin/tt-opt" "$out/$k.ttir" --make-ttgir="$ttgir_options" --mlir-print-debuginfo -o "$out/$k.ttgir"
"$bin/tt-opt" "$out/$k.ttgir" --make-llir="target=$target$llir_checks" --mlir-print-debuginfo -o "$out/$k.llir.mlir"
"$bin/tt-translate" --mlir-to-llvmir "$out/$k.llir.mlir" -o "$out/$k.ll" \
  --metadata "$out/$k.llir.json"
if [ "$target" = cuda:80 ]; then
  # the last stage: PTX, and NAME.json beside it for tt-run
  "$bin/tt-translate" --llvmir-to-ptx --arch=$arch "$out/$k.ll" -o "$out/$k.ptx" \
    --metadata-in "$out/$k.llir.json" --metadata "$out/$k.json"
  exit 0
fi
"$bin/tt-translate" --llvmir-to-ptx --arch=$arch "$out/$k.ll" -o "$out/$k.ptx"
"$bin/tt-translate" --ptx-to-cubin --arch=$arch "$out/$k.ptx" -o "$out/$k.cubin" \
  --metadata-in "$out/$k.llir.json"
