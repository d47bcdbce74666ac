#!/usr/bin/env bash
# Runs every fuzz target of a `make fuzz-build` folder for SECONDS each, on
# its seeds (made once by make-seeds.py) and the corpus earlier runs grew,
# then tt-front's fuzzer; prints executions and crashes per target (also in
# FUZZ_DIR/fuzz-report-<targets>.txt).
#
#   run-fuzzers.sh FUZZ_DIR SECONDS TT_OPT CORPUS
#
# FUZZ_TARGETS (default "run parse pass translate front") picks the targets,
# so that two runs can share the machine's cores.
#
# libFuzzer stops at a crash; the target is restarted for the time left, so
# one run collects every crash it finds under FUZZ_DIR/crashes/<target>/.
# Each crash is a reproducer: `make check`'s replay runs the recorded ones
# (test/Fuzz/), and a crash becomes a lit test before it is fixed.
set -uo pipefail
if [ $# -ne 4 ]; then
  echo "usage: $0 FUZZ_DIR SECONDS TT_OPT CORPUS" >&2
  exit 1
fi
dir=$1 seconds=$2 tt_opt=$3 corpus=$4
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mkdir -p "$dir/logs"
targets=${FUZZ_TARGETS:-run parse pass translate front}
for target in $targets; do
  case $target in
    run|parse|pass|translate|front) ;;
    *) echo "$0: error: unknown fuzz target '$target' in FUZZ_TARGETS (run, parse, pass, translate, front)" >&2
       exit 1 ;;
  esac
done
report=$dir/fuzz-report-${targets// /-}.txt
printf '%-22s %12s %10s %8s\n' target executions exec/s crashes | tee "$report"

# Runs one target until its time is spent; prints "EXECS CRASHES".
fuzz_target() {
  local name=$1 bin=$2 seeds=$3 corpus_dir=$4 crashes=$5 log=$6
  local left=$seconds execs=0 start now ran
  : > "$log"
  while [ "$left" -gt 0 ]; do
    start=$(date +%s)
    "$bin" -max_total_time="$left" -timeout=30 -rss_limit_mb=4096 \
      -artifact_prefix="$crashes/" -print_final_stats=1 \
      "$corpus_dir" "$seeds" >> "$log" 2>&1
    ran=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$')
    execs=$((execs + ${ran:-0}))
    # A clean exit means the time ran out; a crash leaves an artifact.
    sed -i 's/stat::number_of_executed_units/counted::executed_units/' "$log"
    now=$(date +%s)
    left=$((left - (now - start)))
    if ! grep -q 'ERROR\|deadly signal\|tt-fuzz bug\|timeout' <(tail -60 "$log"); then
      break
    fi
  done
  echo "$execs $(find "$crashes" -type f | wc -l)"
}

for target in $targets; do
  [ "$target" = front ] && continue
  bin=$dir/bin/tt-$target-fuzzer
  seeds=$dir/seeds/$target
  if [ ! -d "$seeds" ]; then
    python3 "$here/make-seeds.py" "$target" "$seeds" --corpus "$corpus" --tt-opt "$tt_opt" >&2
  fi
  mkdir -p "$dir/corpus/$target" "$dir/crashes/$target"
  read -r execs crashes < <(fuzz_target "$target" "$bin" "$seeds" "$dir/corpus/$target" \
                                        "$dir/crashes/$target" "$dir/logs/$target.log")
  printf '%-22s %12d %10d %8d\n' "tt-$target-fuzzer" "$execs" $((execs / seconds)) "$crashes" \
    | tee -a "$report"
done

# tt-front is Python: its fuzzer runs in-process, without libFuzzer.
front=$root/utils/fuzz/tt_front_fuzz.py
if [[ " $targets " == *" front "* ]] && [ -f "$front" ]; then
  mkdir -p "$dir/crashes/front"
  python3 "$front" --seconds "$seconds" --crash-dir "$dir/crashes/front" \
    > "$dir/logs/front.log" 2>&1
  execs=$(grep -o 'executions: *[0-9]*' "$dir/logs/front.log" | tail -1 | grep -o '[0-9]*$')
  printf '%-22s %12d %10d %8d\n' "tt-front fuzzer" "${execs:-0}" $((${execs:-0} / seconds)) \
    "$(find "$dir/crashes/front" -type f -name '*.py' | wc -l)" | tee -a "$report"
fi
echo "logs: $dir/logs; crashes: $dir/crashes; report: $report"
