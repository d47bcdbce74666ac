#!/usr/bin/env bash
# GPU-machine half of the random-kernel differential test: in one device
# call, every kernel of BUNDLE (made here by utils/difftest/make-bundle.sh)
# runs under Triton 3.6's JIT and as our cubin (tt-run) on the same fresh
# inputs, through bench/gpu/lowering_check.py (in SHARDS processes, each
# kernel's inputs seeded by SEED and its name), and only what did not match
# comes back:
#
#   $OUT/difftest-summary.json        one line: {"kernels", "compiled", "tried", "matched",
#                                     "mismatched", "errors", "not_tried", "seed", ...}: of the
#                                     compiled kernels, "tried" ran before the deadline, and
#                                     "errors" failed to run (ours or Triton's JIT)
#   $OUT/difftest.log                 one line per kernel that did not match, and the summary
#   $OUT/difftest-mismatches.tar.gz   mismatches/<kernel>/: the kernel file, in<i>.npy,
#                                     ours<i>.npy, triton<i>.npy, result.json (seed, status)
#
#   utils/difftest/run-on-gpu.sh BUNDLE [--seed N] [--deadline SECONDS] [--shards N] [--timeout SECONDS]
#
# --deadline (default 420): no kernel starts after it, so the call ends
# inside a 10-minute device command; the kernels left are counted in
# not_tried. --shards (default 8) processes share the GPU (Triton's JIT is
# CPU-bound). --timeout (default 60) bounds one tt-run. Outputs go to $OUT
# (or ./gpu-out).
set -uo pipefail
usage="usage: $0 BUNDLE [--seed N] [--deadline SECONDS] [--shards N] [--timeout SECONDS]"
bundle= seed=$(date +%s) deadline=420 shards=8 timeout=60
while [ $# -gt 0 ]; do
  case $1 in
    --seed|--deadline|--shards|--timeout)
      [[ ${2:-} =~ ^[0-9]+$ ]] || { echo "$0: error: $1 needs a number" >&2; exit 1; }
      declare "${1#--}=$2"; shift 2 ;;
    -*) echo "$0: error: unknown option '$1'" >&2; echo "$usage" >&2; exit 1 ;;
    *) [ -z "$bundle" ] || { echo "$usage" >&2; exit 1; }; bundle=$1; shift ;;
  esac
done
[ -n "$bundle" ] && [ -f "$bundle/lowering_check.py" ] ||
  { echo "$0: error: ${bundle:-no bundle}: not a bundle (lowering_check.py missing)" >&2; echo "$usage" >&2; exit 1; }
[ "$shards" -ge 1 ] || { echo "$0: error: --shards must be at least 1" >&2; exit 1; }
out=${OUT:-$PWD/gpu-out}
mkdir -p "$out"
work=$(mktemp -d)
export PYTHONUNBUFFERED=1 TRITON_CACHE_DIR=$work/triton-cache
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
"$bundle/tt-run" --list-devices > /dev/null || exit 1

echo "== $(find "$bundle" -mindepth 1 -maxdepth 1 -type d | wc -l) kernels, seed $seed, $shards shards, deadline ${deadline}s"
for k in $(seq 0 $((shards - 1))); do
  python3 "$bundle/lowering_check.py" "$bundle" --seed "$seed" --per-kernel-seed --shard "$k/$shards" \
    --deadline "$deadline" --timeout "$timeout" --save-mismatches "$work/mismatches" \
    --json "$work/shard$k.json" > "$work/shard$k.log" 2>&1 &
done
wait

python3 - "$bundle" "$work" "$out" "$seed" "$shards" <<'EOF'
import json, os, sys
bundle, work, out, seed, shards = sys.argv[1:6]
kernels = sorted(n for n in os.listdir(bundle) if os.path.isdir(os.path.join(bundle, n)))
failed = [l for l in open(os.path.join(bundle, "FAILED")).read().splitlines() if l.strip()]
not_compiled = {l.split(":")[0] for l in failed}
results, not_tried, device, broken = {}, [], None, []
for k in range(int(shards)):
    path = os.path.join(work, "shard%d.json" % k)
    if not os.path.exists(path):  # the shard itself died: its log says why
        broken.append("shard %d: %s" % (k, open(os.path.join(work, "shard%d.log" % k)).read()[-500:]))
        continue
    j = json.load(open(path))
    results.update(j["results"])
    not_tried += j.get("not_tried", [])
    device = j.get("device")
# Kernels that did not compile here are counted apart (Triton may refuse
# them too: then lowering_check says ERROR, not NOT COMPILED).
results = {n: r for n, r in results.items() if n not in not_compiled}
by = {}
for r in results.values():
    by[r["status"]] = by.get(r["status"], 0) + 1
compiled_tried = len(results)
summary = {"kernels": len(kernels), "compiled": len(kernels) - len(failed), "tried": compiled_tried,
           "matched": by.get("OK", 0), "mismatched": by.get("MISMATCH", 0),
           "errors": sum(n for s, n in by.items() if s not in ("OK", "MISMATCH")),
           "not_tried": len(not_tried), "by_status": by, "seed": int(seed), "device": device,
           "broken_shards": len(broken)}
line = json.dumps(summary, sort_keys=True)
with open(os.path.join(out, "difftest-summary.json"), "w") as f:
    f.write(line + "\n")
with open(os.path.join(out, "difftest.log"), "w") as f:
    for name, r in sorted(results.items()):
        if r["status"] != "OK":
            detail = "; ".join(r["detail"]) if isinstance(r["detail"], list) else str(r["detail"])
            f.write("%-24s %-12s %s\n" % (name, r["status"], detail[:400]))
    for l in failed:
        f.write("not compiled here: %s\n" % l)
    for b in broken:
        f.write(b + "\n")
    f.write(line + "\n")
print(open(os.path.join(out, "difftest.log")).read(), end="")
EOF
if [ -d "$work/mismatches" ]; then
  tar -C "$work" -czf "$out/difftest-mismatches.tar.gz" mismatches
  ls -la "$out/difftest-mismatches.tar.gz"
fi
exit 0
