#!/usr/bin/env bash
# A predicate for utils/difftest/reduce.py: exit 0 when our chain (tt-front,
# tt-translate --compile, as bench/gpu/prepare-lowering-bundle.sh --lean
# runs it) refuses or crashes on KERNEL.py, and its log matches the
# extended regular expression PATTERN when one is given.
#
#   utils/difftest/compile-fails.sh KERNEL.py [PATTERN]
#   utils/difftest/reduce.py k.py --pred "utils/difftest/compile-fails.sh {} 'LLVM ERROR'"
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -ge 1 ] && [ -f "$1" ] || { echo "usage: $0 KERNEL.py [PATTERN]" >&2; exit 2; }
py=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
name=$(basename "$py" .py)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/in"
cp "$py" "$work/in/"
"$root/bench/gpu/prepare-lowering-bundle.sh" --from "$work/in" --lean "$work/bundle" > /dev/null 2>&1
[ -s "$work/bundle/FAILED" ] || exit 1
[ $# -lt 2 ] || grep -Eq -- "$2" "$work/bundle/$name/log"
