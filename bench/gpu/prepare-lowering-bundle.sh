#!/usr/bin/env bash
# Prepares the differential check of the lowering on a GPU: every kernel file
# test/GPU/lowering/*.py (an ordinary Triton kernel with `# signature:`,
# `# launch:`, `# args:` and `# outputs:` lines) is compiled here by
# tt-front (with the options of an optional `# front:` line) and
# utils/compile-stages.sh into BUNDLE/<name>/; on the GPU
# machine bench/gpu/lowering_check.py runs Triton 3.6's JIT on the same
# inputs as the reference and our kernel with tt-run, and compares.
# A kernel that does not compile here is listed in BUNDLE/FAILED with the
# stage's message, and the check reports it.
#
#   bench/gpu/prepare-lowering-bundle.sh [--from DIR] [--lean] [--jobs N] [--check-shared-bounds]
#                                        [--alt "OPTIONS"] [--keep-ptx] [BUNDLE_DIR] [NAME_FILTER]
#
# --from DIR takes the kernel files DIR/*.py instead (e.g. the dot grid:
# `python3 test/GPU/dot/gen_dot_grid.py DIR`). A file's `# target:` line
# (cuda:90, the default, or cuda:80) goes to tt-front and compile-stages.sh:
# cuda:90 ships <kernel>.cubin, cuda:80 ships <kernel>.ptx (the driver JITs
# it); both with <kernel>.json. `num_stages = N` on the `# launch:` line goes
# to make-ttgir (and to Triton's JIT on the GPU machine).
#
# --lean compiles each kernel with one `tt-translate --compile` (the same
# chain as compile-stages.sh, in one process) and keeps no stage files: the
# bundle of many kernels stays small (utils/difftest; the TTIR of a kernel
# that failed stays for its reproducer). --jobs N compiles N
# kernels at a time.
#
# --check-shared-bounds compiles with make-llir's check-shared-bounds: every
# shared-memory access is checked against its buffer when the kernel runs,
# and one out of range fails the kernel with __assertfail's message (which
# names the op's line and the buffer); lowering_check.py then reports that
# kernel as failed. BUNDLE/CHECKS says the bundle was made so.
#
# --alt "OPTIONS" compiles each kernel a second time, with these extra
# tt-translate options, into BUNDLE/<name>/alt/; lowering_check.py --bench
# times that build in the same rounds as ours and Triton's (a compiler
# option measured on the same card, in the same run). BUNDLE/ALT holds the
# options.
#
# --keep-ptx also writes each sm_90 kernel's PTX to BUNDLE/<name>/ptxsrc/
# (the same compilation stopped at PTX), for bench/gpu/ptxas-version-check.sh,
# which assembles it on the GPU machine with the ptxas Triton's wheel bundles.
#
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
from=$root/test/GPU/lowering
lean= jobs=1 checks= alt= keepptx=
positional=()
while [ $# -gt 0 ]; do
  case $1 in
    --from) [ $# -ge 2 ] || { echo "$0: error: --from needs a directory" >&2; exit 1; }
            from=$2; shift 2 ;;
    --from=*) from=${1#--from=}; shift ;;
    --lean) lean=1; shift ;;
    --check-shared-bounds) checks=1; shift ;;
    --keep-ptx) keepptx=1; shift ;;
    --alt) [ $# -ge 2 ] || { echo "$0: error: --alt needs tt-translate options" >&2; exit 1; }
           alt=$2; shift 2 ;;
    --jobs) [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || { echo "$0: error: --jobs needs a number" >&2; exit 1; }
            jobs=$2; shift 2 ;;
    -*) echo "$0: error: unknown option '$1'" >&2
        echo "usage: $0 [--from DIR] [--lean] [--jobs N] [--check-shared-bounds] [--alt OPTIONS] [--keep-ptx] [BUNDLE_DIR] [NAME_FILTER]" >&2; exit 1 ;;
    *) positional+=("$1"); shift ;;
  esac
done
[ ${#positional[@]} -le 2 ] || { echo "usage: $0 [--from DIR] [--lean] [--jobs N] [--check-shared-bounds] [--alt OPTIONS] [--keep-ptx] [BUNDLE_DIR] [NAME_FILTER]" >&2; exit 1; }
bundle=${positional[0]:-$root/.gpu-lowering}
filter=${positional[1]:-}
[ -d "$from" ] || { echo "$0: error: --from: no directory $from" >&2; exit 1; }
from=$(cd "$from" && pwd)
compgen -G "$from/*.py" > /dev/null || { echo "$0: error: no kernel files $from/*.py" >&2; exit 1; }
[ -x "$root/build/bin/tt-run" ] || { echo "error: build/bin/tt-run missing: run 'make' first" >&2; exit 1; }
case $(cd "$(dirname "$bundle")" 2>/dev/null && pwd)/$(basename "$bundle")/ in
  "$from"/*) echo "$0: error: the bundle $bundle would be inside --from $from (it is deleted first)" >&2; exit 1 ;;
esac
rm -rf "$bundle"
mkdir -p "$bundle"
: > "$bundle/FAILED"
[ -n "$checks" ] && echo "compiled with --check-shared-bounds" > "$bundle/CHECKS"
[ -n "$alt" ] && echo "$alt" > "$bundle/ALT"
# Compiles one kernel file into $bundle/<name>/; a failure appends its line
# to $bundle/FAILED (one short write: safe with --jobs).
compile_one() {
  local py=$1 name kernel sig warps stages target front dir binary
  name=$(basename "$py" .py)
  # The kernel: `# kernel: NAME`, else the file's last @triton.jit function
  # (helpers it calls come first).
  kernel=$(sed -n 's/^# kernel: //p' "$py")
  [ -n "$kernel" ] || kernel=$(python3 -c 'import re, sys
print(re.findall(r"^@triton\.jit(?:\(.*\))?\s*\ndef (\w+)\(", open(sys.argv[1]).read(), re.M)[-1])' "$py")
  sig=$(sed -n 's/^# signature: //p' "$py")
  warps=$(sed -n 's/^# launch:.*num_warps *= *\([0-9]*\).*/\1/p' "$py")
  stages=$(sed -n 's/^# launch:.*num_stages *= *\([0-9]*\).*/\1/p' "$py")
  target=$(sed -n 's/^# target: *//p' "$py")
  target=${target:-cuda:90}
  front=$(sed -n 's/^# front: //p' "$py")
  dir=$bundle/$name
  mkdir -p "$dir"
  cp "$py" "$dir/"
  # cuda:80 ends at PTX, which tt-run hands to the driver's JIT
  binary=cubin
  [ "$target" = cuda:80 ] && binary=ptx
  # shellcheck disable=SC2086 # `# front:` holds extra tt-front options
  if "$root/build/bin/tt-front" "$py" --kernel "$kernel" --signature "$sig" --target "$target" $front \
      -o "$dir/$name.front.ttir" > "$dir/log" 2>&1 &&
     compile_alt "$dir" "$name" "$kernel" "$target" "$warps" "$stages" "$binary" &&
     keep_ptx "$dir" "$name" "$kernel" "$target" "$warps" "$stages" &&
     if [ -n "$lean" ]; then
       timeout 300 "$root/build/bin/tt-translate" --compile "$dir/$name.front.ttir" --target="$target" \
         --num-warps="${warps:-4}" ${stages:+--num-stages="$stages"} ${checks:+--check-shared-bounds} -o "$dir/$kernel.$binary" >> "$dir/log" 2>&1 &&
       rm "$dir/$name.front.ttir"   # tt-front remakes it from the .py
     else
       "$root/utils/compile-stages.sh" --target "$target" ${stages:+--num-stages "$stages"} ${checks:+--check-shared-bounds} \
         "$dir/$name.front.ttir" "$dir/stages" "$kernel" "${warps:-4}" >> "$dir/log" 2>&1 &&
       cp "$dir/stages/$kernel.$binary" "$dir/stages/$kernel.json" "$dir/"
     fi; then
    return 0
  fi
  echo "$name: $(grep -m1 -i 'error' "$dir/log" || tail -1 "$dir/log")" >> "$bundle/FAILED"
  return 1
}
# With --keep-ptx, an sm_90 kernel's PTX, from the TTIR tt-front made (cuda:80
# kernels ship PTX already).
keep_ptx() {
  local dir=$1 name=$2 kernel=$3 target=$4 warps=$5 stages=$6
  [ -n "$keepptx" ] && [ "$target" != cuda:80 ] || return 0
  mkdir -p "$dir/ptxsrc"
  timeout 300 "$root/build/bin/tt-translate" --compile "$dir/$name.front.ttir" --target="$target" \
    --num-warps="${warps:-4}" ${stages:+--num-stages="$stages"} ${checks:+--check-shared-bounds} \
    -o "$dir/ptxsrc/$kernel.ptx" >> "$dir/log" 2>&1 && rm -f "$dir/ptxsrc/$kernel.json"
}
# The --alt build of one kernel, from the TTIR tt-front made.
compile_alt() {
  local dir=$1 name=$2 kernel=$3 target=$4 warps=$5 stages=$6 binary=$7
  [ -n "$alt" ] || return 0
  mkdir -p "$dir/alt"
  # shellcheck disable=SC2086 # --alt holds several options
  timeout 300 "$root/build/bin/tt-translate" --compile "$dir/$name.front.ttir" --target="$target" \
    --num-warps="${warps:-4}" ${stages:+--num-stages="$stages"} ${checks:+--check-shared-bounds} $alt \
    -o "$dir/alt/$kernel.$binary" >> "$dir/log" 2>&1
}
running=0
for py in "$from"/*.py; do
  name=$(basename "$py" .py)
  [ -n "$filter" ] && [[ "$name" != *$filter* ]] && continue
  if [ "$jobs" -gt 1 ]; then
    if [ "$running" -ge "$jobs" ]; then wait -n; running=$((running - 1)); fi
    compile_one "$py" &
    running=$((running + 1))
  else
    compile_one "$py"
  fi
done
wait
sort -o "$bundle/FAILED" "$bundle/FAILED"
failed=$(wc -l < "$bundle/FAILED")
ok=$(( $(find "$bundle" -mindepth 1 -maxdepth 1 -type d | wc -l) - failed ))
cp "$root/build/bin/tt-run" "$root/bench/gpu/lowering_check.py" "$root/bench/gpu/triton_ground_truth.py" "$bundle/"
echo "bundle ready: $bundle ($ok compiled, $failed failed to compile; $(du -sh "$bundle" | cut -f1))"
[ -s "$bundle/FAILED" ] && cat "$bundle/FAILED"
exit 0
