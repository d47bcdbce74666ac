#!/usr/bin/env bash
# A predicate for utils/difftest/reduce.py on the GPU machine: exit 0 when
# Triton 3.6 cannot compile KERNEL.py for its header's signature and launch
# (bench/gpu/triton_ground_truth.py's compile_file), and its error matches
# the extended regular expression PATTERN when one is given.
#
#   utils/difftest/triton-fails.sh KERNEL.py [PATTERN]
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -ge 1 ] && [ -f "$1" ] || { echo "usage: $0 KERNEL.py [PATTERN]" >&2; exit 2; }
log=$(PYTHONPATH=$root/bench/gpu python3 -c 'import sys, triton_ground_truth as t; t.compile_file(sys.argv[1])' "$1" 2>&1) && exit 1
[ $# -lt 2 ] || grep -Eq -- "$2" <<< "$log"
