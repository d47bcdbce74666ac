"""Row softmax of a float32 .npy matrix, in the standard library only:
softmax_ref.py IN.npy OUT.npy (float64 math, float32 result)."""
import math
import struct
import sys


def read(path):
    blob = open(path, "rb").read()
    hl = struct.unpack("<H", blob[8:10])[0]
    header = eval(blob[10:10 + hl].decode())
    rows, cols = header["shape"]
    assert header["descr"] == "<f4"
    return rows, cols, struct.unpack("<%df" % (rows * cols), blob[10 + hl:])


def write(path, rows, cols, values):
    header = "{'descr': '<f4', 'fortran_order': False, 'shape': (%d, %d), }" % (rows, cols)
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode())
        f.write(struct.pack("<%df" % len(values), *values))


rows, cols, x = read(sys.argv[1])
out = []
for r in range(rows):
    row = x[r * cols:(r + 1) * cols]
    m = max(row)
    e = [math.exp(v - m) for v in row]
    s = sum(e)
    out.extend(v / s for v in e)
write(sys.argv[2], rows, cols, out)
