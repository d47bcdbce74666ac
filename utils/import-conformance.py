#!/usr/bin/env python3
"""Copies Triton 3.6's output for the conformance corpus into the tree.

GT_DIR is what bench/gpu/conformance-on-gpu.sh packs
(conformance-gt.tar.xz, unpacked): one folder per kernel file, filled by
bench/gpu/triton_ground_truth.py --dump with <kernel>.ttir, <kernel>.ttgir and
passes.mlir (the IR before every pass). For each, DEST/NAME.front.ttir (the
first dump: Triton's raw front-end output), DEST/NAME.ttir and
DEST/NAME.ttgir are written xz-compressed (NAME.ttir.xz, ...), the files
utils/check-conformance.py reads. A
kernel Triton did not compile is listed and skipped.

usage: import-conformance.py GT_DIR DEST
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stored_text as stored  # noqa: E402


def first_dump(text):
    parts = re.split(r"^// -----// IR Dump Before .*$\n", text, flags=re.M)
    return parts[1] if len(parts) > 1 else None


def main(argv):
    if len(argv) != 3 or not os.path.isdir(argv[1]):
        sys.stderr.write(__doc__)
        return 2
    gt, dest = argv[1], argv[2]
    os.makedirs(dest, exist_ok=True)
    imported, missing = 0, []
    for name in sorted(os.listdir(gt)):
        d = os.path.join(gt, name)
        if not os.path.isdir(d):
            continue
        files = os.listdir(d)
        ttir = [f for f in files if f.endswith(".ttir")]
        ttgir = [f for f in files if f.endswith(".ttgir")]
        front = first_dump(open(os.path.join(d, "passes.mlir")).read()) \
            if "passes.mlir" in files else None
        if len(ttir) != 1 or len(ttgir) != 1 or not front:
            missing.append(name)
            continue
        for ext, text in ((".front.ttir", front), (".ttir", open(os.path.join(d, ttir[0])).read()),
                          (".ttgir", open(os.path.join(d, ttgir[0])).read())):
            stored.write(os.path.join(dest, name + ext), text)
        imported += 1
    print("imported %d kernels into %s" % (imported, dest))
    if missing:
        print("Triton did not compile: " + " ".join(missing))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
