"""Checks a mutator's output (`<fuzzer> -mutate=SEED:N SEED_FILE`): nearly
every mutant differs from the seed, at least a fifth still parse (byte
flips rarely do: the point of mutating structure), and with --passes the mutants' pass
lines name several passes.

usage: check-mutants.py MUTANTS SEED TT_OPT [--passes]
"""
import re
import subprocess
import sys


def main(mutants_path, seed_path, tt_opt, want_passes):
    with open(seed_path) as f:
        seed = f.read()
    with open(mutants_path, errors="surrogateescape") as f:
        mutants = f.read().split("\n----\n")[:-1]
    unchanged = sum(m == seed for m in mutants)
    parsed = sum(subprocess.run([tt_opt, "-"], input=m.encode(errors="surrogateescape"), capture_output=True)
                 .returncode == 0 for m in mutants)
    passes = {p for m in mutants for p in re.findall(r"^// tt-pass: ([\w-]+)", m, re.M)}
    print("mutants: %d, unchanged: %d, parse: %d, passes named: %d"
          % (len(mutants), unchanged, parsed, len(passes)))
    ok = mutants and unchanged * 10 <= len(mutants) and parsed * 5 >= len(mutants)
    if want_passes:
        ok = ok and len(passes) >= 5
    print("ok" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3], "--passes" in sys.argv[4:]))
