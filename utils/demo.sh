#!/usr/bin/env bash
# `make demo`: takes the example kernels through every stage, one folder per
# kernel under demo-out/, says where each stage is, and runs the cubins
# against numpy references when a GPU answers. A stage that refuses a kernel
# is reported with its message.
set -euo pipefail

build_dir=${1:-build}
corpus=${2:-../shared/corpus}
out=demo-out
bin="$build_dir/bin"
kernels=(vadd softmax layernorm matmul)

say() { printf '  %-34s %s\n' "$1" "$2"; }

gpu_answers() {
  command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L 2>/dev/null | grep -q GPU
}

mkdir -p "$out"
for k in "${kernels[@]}"; do
  dir="$out/$k"
  mkdir -p "$dir"
  echo "== $k"

  # Front end: our own, from the Python kernel, when tt-front is built.
  if [ -x "$bin/tt-front" ] && [ -f "examples/$k.py" ]; then
    sig=$(sed -n 's/^# signature: //p' "examples/$k.py")
    "$bin/tt-front" "examples/$k.py" --kernel "$k" --signature "$sig" -o "$dir/$k.front.ttir"
    "$bin/tt-opt" "$dir/$k.front.ttir" -o /dev/null
    say "tt-front -> TTIR (verified)" "$dir/$k.front.ttir"
  fi

  # TTIR as Triton 3.6 printed it: parsed, verified and printed back by tt-opt.
  if [ -f "$corpus/$k/$k.source.ttir" ]; then
    "$bin/tt-opt" "$corpus/$k/$k.source.ttir" --mlir-print-debuginfo -o "$dir/$k.source.ttir"
    say "Triton's raw TTIR, round-tripped" "$dir/$k.source.ttir"
    "$bin/tt-opt" "$dir/$k.source.ttir" --inline --canonicalize --cse --symbol-dce \
      -o "$dir/$k.simplified.ttir"
    say "after inline,canonicalize,cse,dce" "$dir/$k.simplified.ttir"
  else
    say "reference corpus" "not found at $corpus (skipped)"
  fi

  # Our own stages, from our front end's TTIR (or Triton's when there is none),
  # down to a cubin: utils/compile-stages.sh, one file per stage.
  ttir_in="$dir/$k.front.ttir"
  [ -f "$ttir_in" ] || ttir_in="$dir/$k.source.ttir"
  warps=$(sed -n 's/^# launch:.*num_warps = \([0-9]*\).*/\1/p' "examples/$k.py" 2>/dev/null)
  if [ -f "$ttir_in" ]; then
    if utils/compile-stages.sh "$ttir_in" "$dir" "$k" "${warps:-4}" "$bin" 2> "$dir/stages.log"; then
      say "make-ttir -> TTIR" "$dir/$k.ttir"
      say "make-ttgir -> TTGIR" "$dir/$k.ttgir"
      say "make-llir -> LLVM dialect" "$dir/$k.llir.mlir"
      say "tt-translate -> LLVM IR" "$dir/$k.ll"
      say "tt-translate -> PTX" "$dir/$k.ptx"
      say "tt-translate -> cubin (+ json)" "$dir/$k.cubin"
    else
      last=""
      for f in "$dir/$k.ttir" "$dir/$k.ttgir" "$dir/$k.llir.mlir" "$dir/$k.ll" "$dir/$k.ptx"; do
        [ "$f" -nt "$ttir_in" ] && last=$f
      done
      msg=$(grep -m1 -o 'error: .*' "$dir/stages.log" | cut -c1-100 || true)
      say "stopped after" "${last:-the front end}"
      say "" "$msg"
      say "" "(full message: $dir/stages.log)"
    fi
  fi
done

if gpu_answers && [ -x "$bin/tt-run" ]; then
  if python3 -c 'import numpy' 2>/dev/null; then
    echo "== a GPU answers: running our cubins with tt-run against numpy references"
    python3 bench/gpu/bench_ours.py --demo-dir "$out" --tt-run "$bin/tt-run" \
      --work "$(mktemp -d)" --out "$out"
  else
    echo "== a GPU answers, but numpy is missing: running our vadd cubin without a reference"
    "$bin/tt-run" "$out/vadd/vadd.cubin" --grid 1024 --arg 'f32[1048576]=rand' \
      --arg 'f32[1048576]=rand' --arg 'f32[1048576]=zeros' --arg i32=1048576 --bench 20
  fi
else
  echo "== no GPU answers here: stopping after the cubins"
fi
