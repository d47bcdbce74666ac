#!/usr/bin/env bash
# `make demo`: takes the example kernels through every stage the toolkit has
# today, one folder per kernel under demo-out/, and says where each stage is.
# Stages that do not exist yet are named as such, never faked.
set -euo pipefail

build_dir=${1:-build}
corpus=${2:-../shared/corpus}
out=demo-out
bin="$build_dir/bin"
cuda_home="${TT_CUDA_HOME:-/usr/local/cuda}"
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

  # Our own stages, from our front end's TTIR (or Triton's when there is none).
  ttir_in="$dir/$k.front.ttir"
  [ -f "$ttir_in" ] || ttir_in="$dir/$k.source.ttir"
  if [ -f "$ttir_in" ]; then
    "$bin/tt-opt" "$ttir_in" --make-ttir -o "$dir/$k.ttir"
    say "make-ttir -> TTIR" "$dir/$k.ttir"
    warps=$(sed -n 's/^# launch:.*num_warps = \([0-9]*\).*/\1/p' "examples/$k.py" 2>/dev/null)
    if "$bin/tt-opt" "$dir/$k.ttir" --make-ttgir="target=cuda:90 num-warps=${warps:-4}" \
         -o "$dir/$k.ttgir" 2> "$dir/make-ttgir.log"; then
      say "make-ttgir -> TTGIR" "$dir/$k.ttgir"
    else
      say "make-ttgir" "refused: needs the tensor-core passes (see $dir/make-ttgir.log)"
    fi
  fi
  say "make-llir / PTX / cubin (ours)" "not implemented yet (issue 7)"

  # Until our lowering exists, the cubin comes from Triton's own PTX.
  if [ -x "$cuda_home/bin/ptxas" ] && [ -f "$corpus/$k/$k.ptx" ]; then
    "$cuda_home/bin/ptxas" -arch=sm_90a "$corpus/$k/$k.ptx" -o "$dir/$k.triton.cubin"
    say "ptxas of Triton's PTX -> cubin" "$dir/$k.triton.cubin"
  fi
done

if gpu_answers && [ -x "$bin/tt-run" ]; then
  echo "== a GPU answers: running Triton's vadd cubin with tt-run"
  "$bin/tt-run" "$out/vadd/vadd.triton.cubin" --kernel vadd --num-warps 4 \
    --grid 1024 --arg 'f32[1048576]=rand' --arg 'f32[1048576]=rand' \
    --arg 'f32[1048576]=zeros' --arg i32=1048576 --bench 20
else
  echo "== no GPU answers here: stopping after the cubins"
fi
