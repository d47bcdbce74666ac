#!/usr/bin/env bash
# GPU-machine half of the conformance table: every kernel of a lowering
# bundle checked against Triton's JIT, then timed beside Triton's cubin, in
# one device call that fits its time limit.
#
#   bench/gpu/conformance-table-on-gpu.sh BUNDLE ROUNDS DEADLINE [NAMES_FILE]
#
# Checking is spread over 8 processes (each every eighth kernel): most of its
# time is Triton compiling, on the CPU. With --bench 1 each process also has
# Triton compile the kernel for the timing, so that the timing pass, one
# process alone on the GPU, finds both of Triton's builds in its cache
# (TRITON_CACHE_DIR, kept in /tmp for the next call on a warm machine).
# The timing pass stops taking new kernels after DEADLINE seconds; the ones
# it did not reach are listed in its JSON's not_tried, for a next call's
# NAMES_FILE. bench/gpu/conformance_table.py makes the table from the JSONs.
# Results go to $OUT (or ./gpu-out): correct.json, timed.json, timed.log.
set -uo pipefail
bundle=${1:?usage: $0 BUNDLE ROUNDS DEADLINE [NAMES_FILE]}
rounds=${2:?usage: $0 BUNDLE ROUNDS DEADLINE [NAMES_FILE]}
deadline=${3:?usage: $0 BUNDLE ROUNDS DEADLINE [NAMES_FILE]}
names=${4:-}
out=${OUT:-$PWD/gpu-out}
mkdir -p "$out"
export PYTHONUNBUFFERED=1 TRITON_CACHE_DIR=/tmp/tt-conformance-triton-cache
select=()
[ -n "$names" ] && select=(--names "$names")
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
seed=$(date +%s)

echo "== checked against Triton's JIT, 8 processes (seed $seed)"
start=$SECONDS
for k in 0 1 2 3 4 5 6 7; do
  python3 "$bundle/lowering_check.py" "$bundle" "${select[@]}" --shard $k/8 --per-kernel-seed \
    --seed "$seed" --timeout 60 --bench 1 --json "/tmp/correct-$k.json" > "/tmp/correct-$k.log" 2>&1 &
done
wait
# One JSON of the eight (the device call brings back few files); their
# one-round times, taken eight processes at once, are dropped.
python3 - "$out/correct.json" /tmp/correct-[0-7].json <<'PY'
import json, re, sys
merged = None
for path in sys.argv[2:]:
    part = json.load(open(path))
    for r in part["results"].values():
        r["detail"] = [d for d in r["detail"] if not re.match(r"time |not timed", d)]
    if merged is None:
        merged = part
    else:
        merged["results"].update(part["results"])
json.dump(merged, open(sys.argv[1], "w"), indent=1)
PY
cat /tmp/correct-[0-7].log | grep -E "^[a-z0-9_]+ +[A-Z]" | grep -v " OK " | cut -c1-200
grep -h "kernels match" /tmp/correct-[0-7].log
echo "checked in $((SECONDS - start)) s"

echo "== timed beside Triton's cubin, $rounds rounds, new kernels until ${deadline} s"
start=$SECONDS
python3 "$bundle/lowering_check.py" "$bundle" "${select[@]}" --per-kernel-seed --seed "$seed" \
  --timeout 60 --bench "$rounds" --deadline "$deadline" --json "$out/timed.json" > "$out/timed.log" 2>&1
grep -E "kernels match|deadline" "$out/timed.log"
echo "timed in $((SECONDS - start)) s"
exit 0
