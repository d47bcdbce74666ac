#!/usr/bin/env bash
# Interestingness test for tt-reduce: does our output for the candidate
# still differ from the reference's? tt-reduce (mlir-reduce) runs it as
# `differs.sh CANDIDATE TEST-ARGS...` and keeps a candidate when the exit
# status is not zero.
#
#   differs.sh --ours 'TOOL ARGS...' --reference 'TOOL ARGS...'
#              [--unordered] [--timeout SECONDS] CANDIDATE
#
# Both commands read the candidate (its path is appended) and print MLIR;
# e.g. --ours 'tt-opt --tritongpu-coalesce' against --reference
# 'triton-opt --tritongpu-coalesce', or two builds of tt-opt. The outputs
# are compared by utils/compare-ttir.py: locations and SSA names never
# count, and with --unordered neither does the order of ops. A candidate
# where either command fails is not interesting (that is another bug). A
# usage error is reported on stderr and answers "not interesting".
set -u
here=$(cd "$(dirname "$0")" && pwd)
usage() { echo "differs.sh: $1" >&2; echo "usage: differs.sh --ours 'CMD' --reference 'CMD' [--unordered] [--timeout S] CANDIDATE" >&2; exit 0; }
# tt-reduce appends the candidate's path after the test arguments.
[ $# -ge 1 ] || usage "no candidate file"
candidate=${!#}
set -- "${@:1:$#-1}"
[ -f "$candidate" ] || usage "no candidate file '$candidate'"
ours= reference= unordered= seconds=120
while [ $# -gt 0 ]; do
  case $1 in
    --ours) [ $# -ge 2 ] || usage "--ours needs a command"; ours=$2; shift 2 ;;
    --reference) [ $# -ge 2 ] || usage "--reference needs a command"; reference=$2; shift 2 ;;
    --unordered) unordered=--unordered; shift ;;
    --timeout) [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || usage "--timeout needs a number of seconds"; seconds=$2; shift 2 ;;
    *) usage "unknown argument '$1'" ;;
  esac
done
[ -n "$ours" ] && [ -n "$reference" ] || usage "both --ours and --reference are needed"
work=$(mktemp -d) || exit 0
trap 'rm -rf "$work"' EXIT
read -r -a ours_cmd <<< "$ours"
read -r -a reference_cmd <<< "$reference"
timeout "$seconds" "${ours_cmd[@]}" "$candidate" > "$work/ours.mlir" 2> /dev/null || exit 0
timeout "$seconds" "${reference_cmd[@]}" "$candidate" > "$work/reference.mlir" 2> /dev/null || exit 0
python3 "$here/../compare-ttir.py" $unordered "$work/reference.mlir" "$work/ours.mlir" > /dev/null 2>&1
[ $? -eq 1 ] && exit 1
exit 0
