#!/usr/bin/env bash
# CPU half of the random-kernel differential test: writes COUNT random
# kernels per SEED (utils/difftest/gen_kernels.py) and compiles every one
# through our chain (tt-front, then one `tt-translate --compile` to an
# sm_90a cubin) into BUNDLE with bench/gpu/prepare-lowering-bundle.sh
# --lean. A kernel our chain refuses or crashes on is listed in
# BUNDLE/FAILED with its first error (and its log and TTIR stay in
# BUNDLE/<kernel>/): each is a finding. Exit 1 when any failed.
#
#   utils/difftest/make-bundle.sh [--jobs N] BUNDLE SEED COUNT [SEED COUNT ...]
#
# Then, on the GPU machine (carrying BUNDLE): utils/difftest/run-on-gpu.sh BUNDLE.
# About 20 KB a kernel: keep a bundle under 64 MiB (some 2500 kernels).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
usage="usage: $0 [--jobs N] BUNDLE SEED COUNT [SEED COUNT ...]"
jobs=2
if [ "${1:-}" = --jobs ]; then
  [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || { echo "$0: error: --jobs needs a number" >&2; exit 1; }
  jobs=$2; shift 2
fi
[ $# -ge 3 ] && [ $(( ($# - 1) % 2 )) -eq 0 ] || { echo "$usage" >&2; exit 1; }
bundle=$1; shift
kernels=$(mktemp -d)
trap 'rm -rf "$kernels"' EXIT
while [ $# -gt 0 ]; do
  [[ $1 =~ ^[0-9]+$ && $2 =~ ^[0-9]+$ ]] || { echo "$0: error: SEED and COUNT must be numbers" >&2; exit 1; }
  python3 "$root/utils/difftest/gen_kernels.py" "$1" "$2" "$kernels" || exit 1
  shift 2
done
"$root/bench/gpu/prepare-lowering-bundle.sh" --from "$kernels" --lean --jobs "$jobs" "$bundle" || exit 1
[ ! -s "$bundle/FAILED" ]
