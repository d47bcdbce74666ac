#!/usr/bin/env python3
"""Greedy reducer of a random kernel from utils/difftest/gen_kernels.py.

    reduce.py KERNEL.py --pred 'COMMAND' [-o OUT.py] [--max-tries N] [-v]

KERNEL.py carries its `# recipe:` line (the generator's description of the
kernel). Smaller variants of the recipe are rendered by gen_kernels.render
(which checks every precondition, so each variant is a valid kernel) and
written, under KERNEL.py's own file name, into a scratch folder; COMMAND
runs on each through the shell, `{}` replaced by the variant's path (else
the path is appended), and exit status 0 means "still interesting": the
variant is kept and the search starts again from it. The variants, in
order:

  1. the operations no output depends on, removed;
  2. an output dropped (of two);
  3. an operation removed, its uses given one of its operands instead;
  4. an unused input dropped;
  5. blocks halved, problem sizes shrunk towards (and below) the block;
  6. fewer warps, fewer pipeline stages;
  7. input ranges narrowed, masked-off lanes loading 0.

The result (by default KERNEL.reduced.py) is the smallest variant found;
the original must satisfy COMMAND (else exit 1). For example, on the CPU:

    reduce.py k.py --pred 'grep -q tl.cumsum {}'
    reduce.py k.py --pred 'utils/difftest/still-fails.sh {}'   # a GPU mismatch, on the GPU machine
"""
import argparse
import copy
import json
import os
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
import gen_kernels as G  # noqa: E402

REFS = ("a", "b", "c", "x", "y", "acc")


def read_recipe(path):
    for line in open(path):
        if line.startswith("# recipe: "):
            return json.loads(line[len("# recipe: "):])
    raise SystemExit("reduce.py: error: %s has no '# recipe:' line (not from gen_kernels.py)" % path)


def live_ops(r):
    """The recipe with only the operations some output (or the K loop's
    dot) depends on."""
    live = set(r["outputs"])
    for op in reversed(r["ops"]):
        if op["id"] in live or op["f"] == "kdot":
            live.add(op["id"])
            live.update(op[k] for k in REFS if op.get(k))
    return dict(r, ops=[op for op in r["ops"] if op["id"] in live])


def replace_uses(r, old, new):
    """Every use of value `old` (operands and outputs) becomes `new`."""
    r = copy.deepcopy(r)
    for op in r["ops"]:
        for k in REFS:
            if op.get(k) == old:
                op[k] = new
    r["outputs"] = [new if o == old else o for o in r["outputs"]]
    return r


def fix_limits(r):
    """Output row limits clamped to the outputs' first dimension (which a
    smaller block may have shrunk)."""
    try:
        _, scope = G.build(dict(r, outputs=[], limits=[]))
    except G.Invalid:
        return r
    limits = []
    for o, lim in zip(r["outputs"], r["limits"]):
        v = scope.get(o)
        limits.append(min(lim, v.shape[0]) if v is not None and v.shape else lim)
    return dict(r, limits=limits)


def drop_input(r, i):
    """Input i removed, the later inputs renumbered (x3 -> x2 ...)."""
    r = copy.deepcopy(r)
    del r["inputs"][i]
    ren = {"x%d" % j: "x%d" % (j - 1) for j in range(i + 1, len(r["inputs"]) + 1)}
    for op in r["ops"]:
        for k in REFS:
            if op.get(k) in ren:
                op[k] = ren[op[k]]
    r["outputs"] = [ren.get(o, o) for o in r["outputs"]]
    return r


def uses(r, vid):
    return any(op.get(k) == vid for op in r["ops"] for k in REFS) or vid in r["outputs"]


def candidates(r):
    """Smaller variants of recipe r, most promising first."""
    pruned = live_ops(r)
    if len(pruned["ops"]) < len(r["ops"]):
        yield "remove dead operations", pruned
    if len(r["outputs"]) > 1:
        for j in range(len(r["outputs"])):
            yield "drop output %d" % j, dict(r, outputs=r["outputs"][:j] + r["outputs"][j + 1:],
                                             limits=r["limits"][:j] + r["limits"][j + 1:])
    for idx in reversed(range(len(r["ops"]))):
        op = r["ops"][idx]
        if op["f"] == "kdot":
            continue
        rest = dict(r, ops=r["ops"][:idx] + r["ops"][idx + 1:])
        operands = [op[k] for k in REFS if op.get(k) and op[k] != op["id"]]
        for new in dict.fromkeys(operands):
            yield "remove %s (%s), uses take %s" % (op["id"], op.get("op", op["f"]), new), \
                replace_uses(rest, op["id"], new)
    # a kloop keeps its two dot inputs; a tile kernel keeps one input
    first_droppable = 2 if r["template"] == "kloop" else 0
    for i in reversed(range(first_droppable, len(r["inputs"]))):
        if len(r["inputs"]) > 1 and not uses(r, "x%d" % i):
            yield "drop input %d" % i, drop_input(r, i)
    for d, b in enumerate(r["block"]):
        if b > 1:
            block = list(r["block"])
            block[d] = b // 2
            size = list(r["size"])
            if r["template"] != "kloop" or d < 2:
                size[d] = min(size[d], max(2, 2 * block[d] + 1) if size[d] > 2 * b else size[d])
            yield "block %d: %d -> %d" % (d, b, b // 2), fix_limits(dict(r, block=block, size=size))
    for d, s in enumerate(r["size"]):
        b = r["block"][d]
        for new in sorted({b, b - 1, b // 2 + 1, 2}):
            if 2 <= new < s:
                size = list(r["size"])
                size[d] = new
                yield "size %d: %d -> %d" % (d, s, new), dict(r, size=size)
    if r["num_warps"] > 1:
        yield "num_warps %d -> %d" % (r["num_warps"], r["num_warps"] // 2), dict(r, num_warps=r["num_warps"] // 2)
    if r.get("num_stages") and r["num_stages"] > 1:
        yield "num_stages %d -> 1" % r["num_stages"], dict(r, num_stages=1)
    for i, inp in enumerate(r["inputs"]):
        if inp["range"] != [0, 2]:
            inputs = copy.deepcopy(r["inputs"])
            inputs[i]["range"] = [0, 2]
            yield "input %d range -> 0..2" % i, dict(r, inputs=inputs)
        if inp["other"] != 0:
            inputs = copy.deepcopy(r["inputs"])
            inputs[i]["other"] = 0
            yield "input %d other -> 0" % i, dict(r, inputs=inputs)


def size_of(r):
    """What the reducer minimizes (lexicographically): operations, outputs,
    inputs, tile elements, problem elements, warps, stages, input ranges."""
    tile = 1
    for b in r["block"]:
        tile *= b
    prob = 1
    for s in r["size"]:
        prob *= s
    spread = sum(i["range"][1] - i["range"][0] + abs(i["other"]) for i in r["inputs"])
    return (len(r["ops"]), len(r["outputs"]), len(r["inputs"]), tile, prob, r["num_warps"],
            r.get("num_stages") or 0, spread)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("kernel")
    ap.add_argument("--pred", required=True, help="shell command, {} = the variant's path; exit 0 = interesting")
    ap.add_argument("-o", "--output", help="where the reduced kernel goes (default KERNEL.reduced.py)")
    ap.add_argument("--max-tries", type=int, default=2000, help="give up after this many predicate runs")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if not os.path.isfile(args.kernel):
        raise SystemExit("reduce.py: error: no such file: %s" % args.kernel)
    r = read_recipe(args.kernel)
    scratch = tempfile.mkdtemp(prefix="difftest-reduce-")
    path = os.path.join(scratch, os.path.basename(args.kernel))
    tries = 0

    def interesting(recipe):
        nonlocal tries
        tries += 1
        with open(path, "w") as f:
            f.write(G.render(recipe))
        cmd = args.pred.replace("{}", shlex.quote(path)) if "{}" in args.pred else \
            "%s %s" % (args.pred, shlex.quote(path))
        return subprocess.run(cmd, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0

    try:
        G.render(r)
    except G.Invalid as e:
        raise SystemExit("reduce.py: error: the recipe of %s does not render: %s" % (args.kernel, e))
    if not interesting(r):
        raise SystemExit("reduce.py: error: %s does not satisfy the predicate" % args.kernel)
    start = size_of(r)
    progress = True
    while progress and tries < args.max_tries:
        progress = False
        for what, cand in candidates(r):
            cand = fix_limits(cand)
            if size_of(cand) >= size_of(r):
                continue
            try:
                G.render(cand)
            except G.Invalid:
                continue
            if tries >= args.max_tries:
                break
            if interesting(cand):
                if args.verbose:
                    print("kept: %s" % what)
                r, progress = cand, True
                break
    out = args.output or os.path.splitext(args.kernel)[0] + ".reduced.py"
    with open(out, "w") as f:
        f.write(G.render(r))
    print("reduced %s: %d -> %d operations, %d -> %d outputs, block %s, size %s, num_warps %d "
          "(%d predicate runs) -> %s" % (os.path.basename(args.kernel), start[0], len(r["ops"]), start[1],
                                          len(r["outputs"]), r["block"], r["size"], r["num_warps"], tries, out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
