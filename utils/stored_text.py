#!/usr/bin/env python3
"""Reads ground-truth texts that the tree keeps xz-compressed.

Triton's output for the conformance corpus (test/Conformance/triton/) is
stored as NAME.ttir.xz, NAME.ttgir.xz, ... to keep the checkout small (the
GPU machine gets a copy of the working tree with every call). The tools that
read it take either the plain file or its .xz twin, whichever exists.

usage: stored_text.py cat FILE[.xz]   print the text (for lit tests)
"""
import lzma
import os
import sys


def find(path):
    """`path` or `path + ".xz"`, whichever exists (a `.xz` path as given);
    None when neither does."""
    for candidate in (path, path + ".xz"):
        if os.path.isfile(candidate):
            return candidate
    return None


def read(path):
    """The text of `path`, or of its .xz twin where only that exists,
    decompressed when it ends in .xz."""
    path = find(path) or path
    if path.endswith(".xz"):
        with lzma.open(path, "rt") as f:
            return f.read()
    with open(path) as f:
        return f.read()


def write(path, text):
    """Writes `text` to `path` + ".xz", compressed."""
    with lzma.open(path + ".xz", "wt") as f:
        f.write(text)


def main(argv):
    if len(argv) != 3 or argv[1] != "cat":
        sys.stderr.write(__doc__)
        return 2
    found = find(argv[2])
    if not found:
        sys.stderr.write("stored_text.py: error: %s: no such file\n" % argv[2])
        return 1
    sys.stdout.write(read(found))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
