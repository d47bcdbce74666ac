#!/usr/bin/env python3
"""Writes the seed corpus of one fuzz target into a folder.

usage: make-seeds.py TARGET OUTDIR [--corpus DIR] [--tt-opt PATH] [--limit N]

  parse      every MLIR input of our lit tests, the conformance corpus,
             the examples and ../shared/corpus (stages and per-pass dumps),
             split on `// -----` as tt-opt --split-input-file splits them
  pass       the same, each under a `// tt-pass:` line naming the pass of
             our own that its test runs (or that its dump was made before);
             inputs whose tests run none of ours get no line (the input's
             hash picks a pass)
  translate  LLVM-dialect modules: `tt-opt --make-llir` of every TTGIR
             input above that it accepts (needs --tt-opt)
  run        tt-run's readers: kernel metadata JSON, .npy files of several
             dtypes and versions, and command lines from tt-run's tests,
             each behind the byte that selects its reader in tt-run-fuzzer

--limit keeps every k-th seed so that at most N remain (a quick regression
run); seeds are named by their content's hash, so reruns give the same
files.
"""
import argparse
import hashlib
import os
import re
import shlex
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import importlib  # noqa: E402

passtable = importlib.import_module("gen-pass-table")

MLIR_SUFFIXES = (".mlir", ".ttir", ".ttgir")
PIPELINES = ("make-ttir", "make-ttgir", "make-llir")
SPLIT = re.compile(r"^// -----.*$", re.M)
FLAG = re.compile(r"""(?:^|\s)--?([a-z][\w-]*)(?:=("[^"]*"|'[^']*'|\S+))?""")


def our_pass_names():
    names = set(PIPELINES)
    td_root = os.path.join(ROOT, "include")
    for folder, _, files in os.walk(td_root):
        for name in files:
            if name == "Passes.td":
                with open(os.path.join(folder, name)) as f:
                    names.update(p for p, _ in passtable.passes_of(f.read()))
    return names


def mlir_files(corpus):
    roots = [os.path.join(ROOT, "test"), os.path.join(ROOT, "examples")]
    if corpus and os.path.isdir(corpus):
        roots.append(corpus)
    for root in roots:
        for folder, dirs, files in os.walk(root):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(MLIR_SUFFIXES):
                    yield os.path.join(folder, name)


def pass_of_file(path, text, ours):
    """`name{options}` of the first pass of ours that the file's RUN lines or
    its dump name (NN-<flag>.mlir) names, or None."""
    match = re.match(r"\d+-([\w-]+)\.mlir$", os.path.basename(path))
    if match and match.group(1) in ours:
        return match.group(1)
    for line in text.splitlines():
        if "RUN:" not in line:
            continue
        for name, value in FLAG.findall(line):
            if name in ours:
                value = value.strip("\"'")
                return name + ("{" + value + "}" if value else "")
            if name == "pass-pipeline":
                inner = re.search(r"builtin\.module\((.*)\)", value)
                if inner and inner.group(1).split("{")[0].split(",")[0] in ours:
                    return inner.group(1).split(",")[0]
    return None


def mlir_chunks(corpus):
    for path in mlir_files(corpus):
        with open(path, errors="replace") as f:
            text = f.read()
        for chunk in SPLIT.split(text):
            if chunk.strip():
                yield path, text, chunk


def seeds_parse(args):
    for _, _, chunk in mlir_chunks(args.corpus):
        yield chunk.encode()


def seeds_pass(args):
    ours = our_pass_names()
    for path, text, chunk in mlir_chunks(args.corpus):
        element = pass_of_file(path, text, ours)
        header = "// tt-pass: %s\n" % element if element else ""
        yield (header + chunk).encode()


def seeds_translate(args):
    if not args.tt_opt:
        sys.exit("make-seeds.py: translate seeds need --tt-opt")
    paths = [p for p in mlir_files(args.corpus) if p.endswith(".ttgir")]
    if args.limit and len(paths) > args.limit:
        # Lowering is the slow part: sample the inputs, not the outputs.
        paths = paths[::-(-len(paths) // args.limit)]
    for path in paths:
        out = subprocess.run([args.tt_opt, "--make-llir", path], capture_output=True)
        if out.returncode == 0:
            yield out.stdout


def npy_file(descr, shape, payload, version=1):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, "".join("%d," % d for d in shape))
    size_field = "<H" if version == 1 else "<I"
    fixed = 6 + 2 + struct.calcsize(size_field)
    pad = -(fixed + len(header) + 1) % 64
    header = (header + " " * pad + "\n").encode()
    return (b"\x93NUMPY" + bytes([version, 0]) + struct.pack(size_field, len(header))
            + header + payload)


def seeds_run(args):
    # 0: JSON, 1: metadata; the corpus and our tests hold real metadata.
    jsons = [os.path.join(folder, name)
             for root in (args.corpus or "", os.path.join(ROOT, "test"))
             if root and os.path.isdir(root)
             for folder, _, files in os.walk(root) for name in sorted(files)
             if name.endswith(".json")]
    for path in sorted(jsons):
        with open(path, "rb") as f:
            data = f.read()
        yield b"\x00" + data
        yield b"\x01" + data
    # 2 and 3: .npy files of each dtype tt-run reads (3 asks for one).
    for code, descr, size in [(0, "<f4", 4), (1, "<f2", 2), (2, "<i4", 4),
                              (3, "|i1", 1), (4, "<u2", 2), (5, "|b1", 1),
                              (6, "<f8", 8), (7, "<i8", 8)]:
        for shape in [(4,), (2, 3), (1, 1, 2), ()]:
            count = 1
            for d in shape:
                count *= d
            payload = bytes(range(count * size))
            for version in (1, 2):
                yield b"\x02" + npy_file(descr, shape, payload, version)
            yield b"\x03" + bytes([code]) + npy_file(descr, shape, payload)
    # 4: command lines, one argument per line, from tt-run's tests.
    tests = os.path.join(ROOT, "test", "tt-run")
    for name in sorted(os.listdir(tests)):
        if not name.endswith(".test"):
            continue
        with open(os.path.join(tests, name)) as f:
            for line in f:
                m = re.search(r"RUN:.*?\btt-run\b(.*?)(?:\||2>|$)", line)
                if m:
                    try:
                        words = shlex.split(m.group(1))
                    except ValueError:
                        continue
                    yield b"\x04" + "\n".join(words).encode()


class ArgumentParser(argparse.ArgumentParser):
    """argparse's parser, but a bad command line exits 1 like every other
    tool of ours (argparse's own convention is 2)."""

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(1, "%s: error: %s\n" % (self.prog, message))


def main():
    parser = ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("target", choices=["parse", "pass", "translate", "run"])
    parser.add_argument("outdir")
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus"))
    parser.add_argument("--tt-opt")
    parser.add_argument("--limit", type=int, default=0)
    args = parser.parse_args()

    make = {"parse": seeds_parse, "pass": seeds_pass,
            "translate": seeds_translate, "run": seeds_run}[args.target]
    seeds = {}
    for data in make(args):
        seeds.setdefault(hashlib.sha1(data).hexdigest()[:16], data)
    names = sorted(seeds)
    if args.limit and len(names) > args.limit:
        step = -(-len(names) // args.limit)
        names = names[::step]
    os.makedirs(args.outdir, exist_ok=True)
    for name in names:
        with open(os.path.join(args.outdir, "seed-" + name), "wb") as f:
            f.write(seeds[name])
    print("%s: %d seeds in %s" % (args.target, len(names), args.outdir))
    return 0


if __name__ == "__main__":
    sys.exit(main())
