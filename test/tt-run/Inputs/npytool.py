"""Writes and dumps .npy files with the standard library only (CI machines
have no numpy), including deliberately broken ones for tt-run's error tests.

  npytool.py write OUT --descr '<f4' --shape 2,3 [--values 1,2,...|--iota|--expr E]
             [--version 1|2|3] [--fortran] [--truncate N] [--extra N]
             [--magic BYTES] [--header TEXT]
  npytool.py dump FILE   prints version, descr, shape and the values
"""
import argparse
import ast
import struct
import sys

CODES = {"f2": "e", "f4": "f", "f8": "d", "b1": "?", "i1": "b", "i2": "h",
         "i4": "i", "i8": "q", "u1": "B", "u2": "H", "u4": "I", "u8": "Q"}


def fmt_of(descr, count):
    order = "<" if descr[0] in "<|=" else ">"
    return order + CODES.get(descr[1:], "x") * count


def write(a):
    shape = tuple(int(s) for s in a.shape.split(",") if s != "")
    count = 1
    for s in shape:
        count *= s
    if a.iota:
        values = list(range(count))
    elif a.expr:
        values = [eval(a.expr, {"i": i}) for i in range(count)]
    else:
        values = [ast.literal_eval(v) for v in a.values.split(",")] if a.values else []
    if a.descr[1:] in ("f2", "f4", "f8"):
        values = [float(v) for v in values]
    data = struct.pack(fmt_of(a.descr, len(values)), *values) if values else b""
    shape_txt = "(%s)" % (", ".join(map(str, shape)) + ("," if len(shape) == 1 else ""))
    header = a.header or "{'descr': '%s', 'fortran_order': %s, 'shape': %s, }" % (
        a.descr, "True" if a.fortran else "False", shape_txt)
    prefix = 10 if a.version == 1 else 12
    pad = (64 - (prefix + len(header) + 1) % 64) % 64
    header = (header + " " * pad + "\n").encode("utf-8")
    size = struct.pack("<H" if a.version == 1 else "<I", len(header))
    blob = a.magic.encode("latin-1") + bytes([a.version, 0]) + size + header + data
    if a.truncate:
        blob = blob[:-a.truncate]
    blob += b"\0" * a.extra
    with open(a.out, "wb") as f:
        f.write(blob)


def dump(a):
    blob = open(a.file, "rb").read()
    assert blob[:6] == b"\x93NUMPY", "bad magic"
    major = blob[6]
    hl, start = ((struct.unpack("<H", blob[8:10])[0], 10) if major == 1
                 else (struct.unpack("<I", blob[8:12])[0], 12))
    header = ast.literal_eval(blob[start:start + hl].decode("utf-8"))
    data = blob[start + hl:]
    count = 1
    for s in header["shape"]:
        count *= s
    values = struct.unpack(fmt_of(header["descr"], count), data)
    print("version %d.0 descr %s fortran %s shape %s aligned %s" % (
        major, header["descr"], header["fortran_order"], header["shape"],
        (start + hl) % 64 == 0))
    print("values " + " ".join(repr(int(v) if isinstance(v, bool) else v) for v in values))


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    w = sub.add_parser("write")
    w.add_argument("out")
    w.add_argument("--descr", default="<f4")
    w.add_argument("--shape", default="4")
    w.add_argument("--values")
    w.add_argument("--iota", action="store_true")
    w.add_argument("--expr", help="value of flat element i, e.g. 'i + 0.5'")
    w.add_argument("--version", type=int, default=1)
    w.add_argument("--fortran", action="store_true")
    w.add_argument("--truncate", type=int, default=0)
    w.add_argument("--extra", type=int, default=0)
    w.add_argument("--magic", default="\x93NUMPY")
    w.add_argument("--header")
    d = sub.add_parser("dump")
    d.add_argument("file")
    a = p.parse_args()
    write(a) if a.cmd == "write" else dump(a)


if __name__ == "__main__":
    sys.exit(main())
