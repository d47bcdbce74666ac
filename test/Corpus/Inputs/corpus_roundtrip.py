#!/usr/bin/env python3
"""Checks that corpus files parse, verify and round-trip through tt-opt.

For every selected file: tt-opt prints it (with locations), tt-opt parses
that print and prints it again, and the two prints must be identical. A file
is selected when it matches the globs given and uses only the dialects this
build handles (--skip-dialect excludes files that mention one).

Usage: corpus_roundtrip.py TT_OPT CORPUS_DIR --glob '*/*.ttir' ... [--skip-dialect ttg ...]
Prints one line per file and a summary; exits 1 on any failure.
"""
import argparse
import glob
import os
import re
import subprocess
import sys


def run_tt_opt(tt_opt, args, stdin=None):
    return subprocess.run([tt_opt, *args], input=stdin, capture_output=True, text=True)


def uses_skipped_dialect(text, dialects):
    if not dialects:
        return False
    pattern = r"(?<![\w.])[#!]?(%s)[.<]" % "|".join(map(re.escape, dialects))
    return re.search(pattern, text) is not None


def check_file(tt_opt, path):
    flags = ["--mlir-print-debuginfo"]
    first = run_tt_opt(tt_opt, [path, *flags])
    if first.returncode != 0:
        return "does not parse or verify:\n" + first.stderr
    second = run_tt_opt(tt_opt, ["-", *flags], stdin=first.stdout)
    if second.returncode != 0:
        return "its printed form does not parse:\n" + second.stderr
    if first.stdout != second.stdout:
        return "print -> parse -> print changed the text"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tt_opt")
    parser.add_argument("corpus")
    parser.add_argument("--glob", action="append", required=True)
    parser.add_argument("--skip-dialect", action="append", default=[])
    args = parser.parse_args()

    if not os.path.isdir(args.corpus):
        print("error: corpus folder %s not found" % args.corpus)
        return 1
    paths = sorted({p for g in args.glob for p in glob.glob(os.path.join(args.corpus, g))})
    checked = failed = 0
    for path in paths:
        with open(path) as f:
            if uses_skipped_dialect(f.read(), args.skip_dialect):
                continue
        checked += 1
        problem = check_file(args.tt_opt, path)
        rel = os.path.relpath(path, args.corpus)
        if problem:
            failed += 1
            print("FAIL %s: %s" % (rel, problem))
        else:
            print("ok %s" % rel)
    print("checked %d files, %d failed" % (checked, failed))
    if checked == 0:
        print("error: no corpus file selected")
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
