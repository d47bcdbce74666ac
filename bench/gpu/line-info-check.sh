#!/usr/bin/env bash
# Checks on the GPU machine (which has the CUDA toolkit's nvdisasm) that a
# cubin tt-translate made maps SASS back to the kernel's Python lines:
#
#   bench/gpu/line-info-check.sh K.cubin SOURCE.py LINE...
#
# Passes when `nvdisasm --print-line-info` names SOURCE.py at every LINE
# (e.g. the lines of a kernel's load, arithmetic and store); prints the
# lines it found either way.
set -uo pipefail
[ $# -ge 3 ] || { echo "usage: $0 K.cubin SOURCE.py LINE..." >&2; exit 1; }
cubin=$1 source=$(basename "$2"); shift 2
nvdisasm=$(command -v nvdisasm || echo /usr/local/cuda/bin/nvdisasm)
[ -x "$nvdisasm" ] || { echo "$0: no nvdisasm" >&2; exit 1; }
# nvdisasm writes `//## File "/path/SOURCE.py", line N` above the SASS of
# each line; `SOURCE.py:N` forms are taken too.
listing=$("$nvdisasm" --print-line-info "$cubin") || { echo "$0: nvdisasm failed on $cubin" >&2; exit 1; }
found=$( { grep -o "$source\", line [0-9]*" <<< "$listing" | grep -o "[0-9]*$"
           grep -o "$source:[0-9]*" <<< "$listing" | cut -d: -f2; } | sort -n -u | tr '\n' ' ')
echo "$cubin: SASS lines from $source: $found"
status=0
for line in "$@"; do
  case " $found " in
    *" $line "*) ;;
    *) echo "FAIL: no SASS maps to $source:$line"; status=1 ;;
  esac
done
[ $status -eq 0 ] && echo "PASS: every line found ($*)"
exit $status
