#!/usr/bin/env bash
# Interestingness test for tt-reduce: is the candidate still failing the
# same way? tt-reduce (mlir-reduce) runs it as `fails-with.sh TEST-ARGS...
# CANDIDATE` and keeps a candidate when the exit status is not zero.
#
#   fails-with.sh [--message TEXT] [--crash] [--reproducer REPRO]
#                 [--timeout SECONDS] [--] [TOOL ARGS...] CANDIDATE
#
# Runs `TOOL CANDIDATE ARGS...` (TOOL defaults to tt-opt: on PATH, else
# this checkout's build/bin/tt-opt) and calls the
# candidate interesting when the tool fails, its output (stdout and stderr)
# holds TEXT if --message is given, and, with --crash, it crashed (killed by
# a signal, or LLVM's crash banner) rather than reporting an error.
# --reproducer takes the pass pipeline from an MLIR crash reproducer (the
# files `tt-opt --mlir-pass-pipeline-crash-reproducer` and
# `tt-translate --compile` write): the reduced candidates lose the
# reproducer's resource section, so the pipeline is passed on the command
# line instead. A usage error is reported on stderr and answers "not
# interesting", so tt-reduce stops at once on an uninteresting input.
set -u
usage() { echo "fails-with.sh: $1" >&2; echo "usage: fails-with.sh [--message TEXT] [--crash] [--reproducer REPRO] [--timeout S] [--] [TOOL ARGS...] CANDIDATE" >&2; exit 0; }
# tt-reduce appends the candidate's path after the test arguments.
[ $# -ge 1 ] || usage "no candidate file"
candidate=${!#}
set -- "${@:1:$#-1}"
[ -f "$candidate" ] || usage "no candidate file '$candidate'"
message= crash= pipeline= seconds=120
while [ $# -gt 0 ]; do
  case $1 in
    --message) [ $# -ge 2 ] || usage "--message needs a text"; message=$2; shift 2 ;;
    --crash) crash=1; shift ;;
    --reproducer)
      [ $# -ge 2 ] && [ -f "$2" ] || usage "--reproducer needs a reproducer file"
      pipeline=$(sed -n 's/^ *pipeline: *"\(.*\)",\{0,1\} *$/\1/p' "$2" | head -1)
      [ -n "$pipeline" ] || usage "no 'pipeline:' line in $2"
      shift 2 ;;
    --timeout) [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || usage "--timeout needs a number of seconds"; seconds=$2; shift 2 ;;
    --) shift; break ;;
    -*) usage "unknown option '$1'" ;;
    *) break ;;
  esac
done
if [ $# -gt 0 ]; then
  tool=$1; shift
elif command -v tt-opt > /dev/null; then
  tool=tt-opt
else
  tool=$(cd "$(dirname "$0")/../.." && pwd)/build/bin/tt-opt
fi
args=("$@")
[ -n "$pipeline" ] && args+=("--pass-pipeline=$pipeline")
command -v "$tool" > /dev/null || usage "no tool '$tool' on PATH"

output=$(timeout "$seconds" "$tool" "$candidate" "${args[@]}" 2>&1 > /dev/null)
status=$?
[ $status -ne 0 ] || exit 0                      # it passes now
[ $status -ne 124 ] || exit 0                    # a hang is another bug
if [ -n "$crash" ]; then
  [ $status -ge 128 ] || grep -q -e "PLEASE submit a bug report" -e "Stack dump" <<< "$output" || exit 0
fi
[ -z "$message" ] || grep -qF -- "$message" <<< "$output" || exit 0
exit 1
