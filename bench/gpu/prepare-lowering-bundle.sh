#!/usr/bin/env bash
# Prepares the differential check of the lowering on a GPU: every kernel file
# test/GPU/lowering/*.py (an ordinary Triton kernel with `# signature:`,
# `# launch:`, `# args:` and `# outputs:` lines) is compiled here by
# tt-front (with the options of an optional `# front:` line) and
# utils/compile-stages.sh into BUNDLE/<name>/; on the GPU
# machine bench/gpu/lowering_check.py runs Triton 3.6's JIT on the same
# inputs as the reference and our cubin with tt-run, and compares.
# A kernel that does not compile here is listed in BUNDLE/FAILED with the
# stage's message, and the check reports it.
#
#   bench/gpu/prepare-lowering-bundle.sh [BUNDLE_DIR] [NAME_FILTER]
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bundle=${1:-$root/.gpu-lowering}
filter=${2:-}
[ -x "$root/build/bin/tt-run" ] || { echo "error: build/bin/tt-run missing: run 'make' first" >&2; exit 1; }
rm -rf "$bundle"
mkdir -p "$bundle"
: > "$bundle/FAILED"
ok=0 failed=0
for py in "$root"/test/GPU/lowering/*.py; do
  name=$(basename "$py" .py)
  [ -n "$filter" ] && [[ "$name" != *$filter* ]] && continue
  # The kernel: `# kernel: NAME`, else the file's last @triton.jit function
  # (helpers it calls come first).
  kernel=$(sed -n 's/^# kernel: //p' "$py")
  [ -n "$kernel" ] || kernel=$(python3 -c 'import re, sys
print(re.findall(r"^@triton\.jit(?:\(.*\))?\s*\ndef (\w+)\(", open(sys.argv[1]).read(), re.M)[-1])' "$py")
  sig=$(sed -n 's/^# signature: //p' "$py")
  warps=$(sed -n 's/^# launch:.*num_warps = \([0-9]*\).*/\1/p' "$py")
  front=$(sed -n 's/^# front: //p' "$py")
  dir=$bundle/$name
  mkdir -p "$dir"
  cp "$py" "$dir/"
  # shellcheck disable=SC2086 # `# front:` holds extra tt-front options
  if "$root/build/bin/tt-front" "$py" --kernel "$kernel" --signature "$sig" $front -o "$dir/$name.front.ttir" \
      > "$dir/log" 2>&1 &&
     "$root/utils/compile-stages.sh" "$dir/$name.front.ttir" "$dir/stages" "$kernel" "${warps:-4}" \
      >> "$dir/log" 2>&1; then
    cp "$dir/stages/$kernel.cubin" "$dir/stages/$kernel.json" "$dir/"
    ok=$((ok + 1))
  else
    echo "$name: $(grep -m1 -i 'error' "$dir/log" || tail -1 "$dir/log")" >> "$bundle/FAILED"
    failed=$((failed + 1))
  fi
done
cp "$root/build/bin/tt-run" "$root/bench/gpu/lowering_check.py" "$bundle/"
echo "bundle ready: $bundle ($ok compiled, $failed failed to compile; $(du -sh "$bundle" | cut -f1))"
[ -s "$bundle/FAILED" ] && cat "$bundle/FAILED"
exit 0
