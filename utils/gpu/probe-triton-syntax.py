#!/usr/bin/env python3
"""Asks a real Triton install how it parses and prints small IR snippets.

A development aid for keeping our syntax byte-identical to Triton's: each
`// ----- name` section of the input file is parsed by Triton's own MLIR
parser (with Triton's dialects loaded), and the module Triton prints back, or
its error, is written out. Needs the `triton` Python package (the GPU
machine has it); no GPU is used.

Usage: probe-triton-syntax.py SNIPPETS.mlir... [> report.txt]
"""
import os
import re
import sys
import tempfile


def load_context():
    from triton._C.libtriton import ir
    context = ir.context()
    ir.load_dialects(context)
    try:
        from triton._C.libtriton import nvidia
        nvidia.load_dialects(context)
    except Exception as error:  # older or CPU-only builds
        print("note: nvidia dialects not loaded: %s" % error)
    return ir, context


def sections(text):
    """`// ----- name` sections, or else mlir-opt's `// -----` split chunks."""
    parts = re.split(r"^// ----- (.+)$", text, flags=re.M)
    if len(parts) > 1:
        for i in range(1, len(parts), 2):
            yield parts[i].strip(), parts[i + 1]
        return
    for i, chunk in enumerate(re.split(r"^// -----\s*$", text, flags=re.M)):
        yield "chunk %d" % i, chunk


def main():
    ir, context = load_context()
    for path_arg in sys.argv[1:]:
        with open(path_arg) as f:
            text = f.read()
        for name, body in sections(text):
            probe(ir, context, "%s: %s" % (path_arg, name), body)
    return 0


def probe(ir, context, name, body):
    """Prints Triton's rendering of `body`, or the error it gives."""
    print("===== %s" % name)
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(body)
        path = f.name
    try:
        module = ir.parse_mlir_module(path, context)
        printed = module.str_nodebug() if hasattr(module, "str_nodebug") else str(module)
        print(printed.strip())
    except Exception as error:
        print("ERROR: %s" % str(error).strip())
    finally:
        os.unlink(path)


if __name__ == "__main__":
    sys.exit(main())
