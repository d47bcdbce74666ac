#!/usr/bin/env python3
"""Runs a kernel's shared-memory bounds checks on the CPU, for every thread.

usage: utils/shared-bounds-eval.py K.llir.mlir [--threads N]

K.llir.mlir is a make-llir stage compiled with check-shared-bounds (as
`tt-opt` or `tt-translate --compile` print it, canonicalized or not). Each
run-time check is an `llvm.cond_br` into a block that calls __assertfail;
where its condition is computed from the thread id and constants alone (no
loaded value, loop-carried index or kernel argument), this evaluates it for
threads 0..N-1 of CTA 0 (N: the kernel's nvvm.reqntid unless given), with
@global_smem, and a device function's shared-memory parameter, at address 0.

Prints one line per function with checks: how many, how many it evaluated,
and every check that fires (with the first thread it fires for and its
line); the exit status is 1 when one fires. The GPU run is still the
authority: it also sees the checks this cannot evaluate.
"""
import argparse
import re
import sys

OPS = {
    "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
    "shl": lambda a, b: a << b, "lshr": lambda a, b: a >> b,
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
    "udiv": lambda a, b: a // b if b else None, "urem": lambda a, b: a % b if b else None,
}
PREDICATES = {
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
    "ugt": lambda a, b: a > b, "uge": lambda a, b: a >= b,
    "ult": lambda a, b: a < b, "ule": lambda a, b: a <= b,
}
ELEMENT_BYTES = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "f16": 2, "bf16": 2, "f32": 4, "f64": 8}
SMEM = "llvm.mlir.addressof @global_smem"


class Function:
    def __init__(self, name, threads):
        self.name, self.threads = name, threads
        self.defs = {}      # SSA name -> its defining text
        self.checks = []    # (condition, failing block, line)
        self.asserting = set()


def parse(path):
    functions, current, block = [], None, None
    for number, line in enumerate(open(path), 1):
        text = re.sub(r"\s+loc\([^()]*(\([^()]*\))?[^()]*\)\s*$", "", line.strip())
        m = re.match(r'llvm\.func (?:\w+ )?@("[^"]*"|[\w.$]+)\(', text)
        if m:
            threads = re.search(r"nvvm\.reqntid = array<i32: (\d+)", text)
            current = Function(m.group(1), int(threads.group(1)) if threads else None)
            functions.append(current)
            block = "entry"
            # a device function's shared memory: its frame, at address 0 too
            for arg in re.findall(r"(%arg\d+): !llvm\.ptr<3>", text):
                current.defs[arg] = SMEM
            continue
        if current is None:
            continue
        m = re.match(r"\^(bb\d+)", text)
        if m:
            block = m.group(1)
        if "llvm.call @__assertfail" in text:
            current.asserting.add(block)
        m = re.match(r"llvm\.cond_br (%\w+), \^(bb\d+)", text)
        if m:
            current.checks.append((m.group(1), m.group(2), number))
        m = re.match(r"(%\w+) = (.*)$", text)
        if m:
            current.defs[m.group(1)] = m.group(2)
    for function in functions:
        function.checks = [c for c in function.checks if c[1] in function.asserting]
    return [f for f in functions if f.checks]


def evaluate(defs, name, tid, memo):
    """The value of `name` for thread `tid`, or None when it is not a
    function of the thread id and constants."""
    if name in memo:
        return memo[name]
    memo[name] = None  # a cycle is not evaluable
    text, value = defs.get(name), None
    if text is None:
        return None

    def ev(operand):
        return evaluate(defs, operand, tid, memo)

    if m := re.match(r"llvm\.mlir\.constant\((-?\d+) : i\d+\)", text):
        value = int(m.group(1))
    elif m := re.match(r"llvm\.mlir\.constant\((true|false)\)", text):
        value = int(m.group(1) == "true")
    elif text.startswith("nvvm.read.ptx.sreg.tid.x"):
        value = tid
    elif re.match(r"nvvm\.read\.ptx\.sreg\.(tid\.[yz]|ctaid\.[xyz])", text):
        value = 0
    elif text.startswith(SMEM):
        value = 0
    elif m := re.match(r"llvm\.(\w+)(?: disjoint| nuw| nsw| exact|"
                       r" overflow<[^>]*>)* (%\w+), (%\w+) : i(\d+)$", text):
        if m.group(1) in OPS:
            a, b, mask = ev(m.group(2)), ev(m.group(3)), (1 << int(m.group(4))) - 1
            if a is not None and b is not None:
                value = OPS[m.group(1)](a & mask, b & mask)
                value = None if value is None else value & mask
    elif m := re.match(r'llvm\.icmp "(\w+)" (%\w+), (%\w+) : i(\d+)$', text):
        a, b, mask = ev(m.group(2)), ev(m.group(3)), (1 << int(m.group(4))) - 1
        if a is not None and b is not None and m.group(1) in PREDICATES:
            value = int(PREDICATES[m.group(1)](a & mask, b & mask))
    elif m := re.match(r"llvm\.select (%\w+), (%\w+), (%\w+)", text):
        condition = ev(m.group(1))
        if condition is not None:
            value = ev(m.group(2) if condition else m.group(3))
    elif m := re.match(r"llvm\.getelementptr (?:inbounds(?:\|\w+)* )?(%\w+)\[(-?\d+|%\w+)\]"
                       r" : .*, (\w+)$", text):
        base = ev(m.group(1))
        index = int(m.group(2)) if m.group(2)[0] != "%" else ev(m.group(2))
        size = ELEMENT_BYTES.get(m.group(3))
        if base is not None and index is not None and size:
            index = index - (1 << 32) if index >= 1 << 31 else index
            value = base + index * size
    elif m := re.match(r"llvm\.ptrtoint (%\w+)", text):
        value = ev(m.group(1))
    elif m := re.match(r"llvm\.(?:zext|trunc)(?: nneg)? (%\w+) : i\d+ to i(\d+)", text):
        a = ev(m.group(1))
        value = None if a is None else a & ((1 << int(m.group(2))) - 1)
    memo[name] = value
    return value


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module")
    parser.add_argument("--threads", type=int)
    args = parser.parse_args()
    try:
        functions = parse(args.module)
    except OSError as e:
        sys.exit("shared-bounds-eval: error: %s" % e)
    # device functions run on the kernel's threads
    kernel_threads = max((f.threads for f in functions if f.threads), default=128)
    fired = False
    for function in functions:
        threads = args.threads or function.threads or kernel_threads
        evaluated, fires = 0, []
        for condition, _, line in function.checks:
            values = [evaluate(function.defs, condition, tid, {}) for tid in range(threads)]
            if None in values:
                continue
            evaluated += 1
            if any(values):
                fires.append("  fires: line %d (%s), first for thread %d"
                             % (line, condition, values.index(1)))
        print("%s: %d checks, %d evaluated for %d threads" % (function.name, len(function.checks),
                                                           evaluated, threads))
        for fire in fires:
            print(fire)
        fired = fired or bool(fires)
    return 1 if fired else 0


if __name__ == "__main__":
    sys.exit(main())
