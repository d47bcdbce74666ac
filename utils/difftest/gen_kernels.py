#!/usr/bin/env python3
"""Seeded random Triton kernels for the differential test against Triton 3.6.

    gen_kernels.py SEED COUNT OUTDIR [--first I] [--template tile|kloop]

Writes OUTDIR/dt_s<SEED>_<I>.py for I in [first, first + COUNT): ordinary
`@triton.jit` kernels in the file format of test/GPU/lowering/*.py (the
header lines `# signature:`, `# launch:`, `# args:`, `# outputs:`, `# tol:`
that bench/gpu/prepare-lowering-bundle.sh and bench/gpu/lowering_check.py
read), in the subset tt-front accepts. Kernel I of seed S depends on S and
I alone (random.Random("S:I")): the same seed writes the same files, and a
kernel can be regenerated without the others.

Each file also carries `# recipe: {json}`, the kernel's whole description
(template, tile and problem sizes, inputs, the list of operations, outputs,
launch): `render(recipe)` turns it back into the file, which is how
utils/difftest/reduce.py builds smaller variants of a kernel.

Two templates:

* tile: one to three masked loads of a 1-D or 2-D tile (programs on a 1-D or
  2-D grid, problem sizes around the block: N = BLOCK, BLOCK +- 1, smaller
  than BLOCK, a few blocks), then a DAG of 3 to 15 operations, then one or
  two masked stores of DAG values (any rank 1 to 3, each program storing its
  tile of a flat output, rows at or past a runtime limit masked off);
* kloop: a K loop accumulating tl.dot of f16/bf16 tiles (num_stages 1 to 4),
  with elementwise work on the loaded tiles inside the loop and a DAG after
  it on the accumulator (and optionally a third loaded tile).

Exactness. Inputs are small integers (`int:LO:HI`) stored in the input's
type, so most results are exact whatever order a reduction, scan or dot
adds in. Every value carries a bound on its magnitude, whether it is an
integer, and `err`, a bound on how far two correct compilations may differ
(0 = bit-exact expected). Order-dependent operations (sum, cumsum, dot) and
contractible multiplications stay exact while the integers they produce
fit the type's significand; exp, log, sqrt and division are never exact.
The `# tol:` line is `ATOL RTOL` from the outputs' err (0 0 when exact).
Discontinuous operations (casts to integers, comparisons feeding
tl.where) take exact values only, so a last-bit difference can never turn
into a large one. Every operation checks its preconditions (shapes, dtypes,
magnitudes: no f16 overflow, no NaN or Inf, no out-of-range float to
integer cast) and raises Invalid; the generator then draws another.
"""
import argparse
import json
import math
import os
import random
import sys

# ---------------------------------------------------------------------------
# Types

# name -> (Triton dtype, signature spelling, tt-run/args spelling)
DTYPES = {
    "f32": ("tl.float32", "fp32", "f32"),
    "f16": ("tl.float16", "fp16", "f16"),
    "bf16": ("tl.bfloat16", "bf16", "bf16"),
    "i32": ("tl.int32", "i32", "i32"),
    "i8": ("tl.int8", "i8", "i8"),
}
FLOATS = ("f32", "f16", "bf16")
INTS = ("i32", "i8")
# Significand bits: integers up to 2**P are exact in the type.
PRECISION = {"f32": 24, "f16": 11, "bf16": 8}
EPS = {"f32": 2.0 ** -23, "f16": 2.0 ** -10, "bf16": 2.0 ** -7}
# Largest magnitude a value may reach: far from f16's 65504 (no Inf), and
# for f32 and bf16 not much past f32's exact integers, so that the
# tolerance of an inexact result stays meaningful; for integers the
# wrap-around is well defined, so the bound saturates instead.
LIMIT = {"f32": 1e7, "f16": 3.0e4, "bf16": 1e7}
INT_MAX = {"i32": 2.0 ** 31, "i8": 128.0, "i1": 1.0}


class Invalid(Exception):
    """An operation whose preconditions do not hold (the generator draws
    another; reduce.py drops the candidate)."""


class Val:
    """A value of the kernel: its dtype and shape, and what the generator
    knows of its numbers (see the module's docstring)."""

    def __init__(self, dtype, shape, bound, integral, err):
        if dtype in INT_MAX:
            bound = min(bound, INT_MAX[dtype])
            integral, err = True, 0.0
        elif bound > LIMIT[dtype]:
            raise Invalid("magnitude %g too large for %s" % (bound, dtype))
        self.dtype, self.shape = dtype, tuple(shape)
        self.bound, self.integral, self.err = float(bound), integral, float(err)

    @property
    def exact(self):
        return self.err == 0 and self.integral


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def promote(a, b):
    """Triton 3.6's computation type of a binary operation between two
    tensors (semantic.computation_type_impl without division): f32 wins,
    then f16 (even against bf16), bf16 with bf16 stays, bf16 with anything
    else is f32, integers take the wider type; i1 counts as an integer."""
    if "f32" in (a, b):
        return "f32"
    if "f16" in (a, b):
        return "f16"
    if a == b == "bf16":
        return "bf16"
    if "bf16" in (a, b):
        return "f32"
    width = {"i1": 1, "i8": 8, "i32": 32}
    return a if width[a] >= width[b] else b


def convert(v, dtype):
    """v converted to dtype (an implicit or explicit cast): its bound must fit
    (no Inf); narrowing an inexact float adds the rounding of the new type."""
    if dtype == v.dtype:
        return v
    if dtype in FLOATS:
        if v.bound > LIMIT[dtype]:
            raise Invalid("%g does not fit %s" % (v.bound, dtype))
        err = v.err + (EPS[dtype] * v.bound if v.err else 0.0)
        # Integers stay integers through a float cast (past 2**P every float
        # is an integer), and correctly rounded casts are deterministic.
        return Val(dtype, v.shape, v.bound, v.integral, err)
    # to an integer type
    if v.dtype in FLOATS:
        if not v.exact:
            raise Invalid("float to integer cast of an inexact value")
        if v.bound >= INT_MAX[dtype]:
            raise Invalid("float %g out of range for %s" % (v.bound, dtype))
    return Val(dtype, v.shape, v.bound, True, 0.0)


def rounding(dtype, bound, integral, err):
    """err of a float result that is exact only while the integers fit the
    significand (sums, products: order or fma contraction matter past it)."""
    if dtype in FLOATS and not (integral and err == 0 and bound <= 2.0 ** PRECISION[dtype]):
        return err + EPS[dtype] * bound
    return err


def broadcast_shape(a, b):
    """numpy/Triton broadcasting of two shapes (same rank, or a scalar)."""
    if not a:
        return b
    if not b:
        return a
    if len(a) != len(b):
        raise Invalid("ranks %d and %d do not broadcast" % (len(a), len(b)))
    out = []
    for x, y in zip(a, b):
        if x != y and 1 not in (x, y):
            raise Invalid("shapes %s and %s do not broadcast" % (a, b))
        out.append(max(x, y))
    return tuple(out)


def shape_str(shape):
    return "(%s)" % "".join("%d, " % d for d in shape).rstrip(" ") if len(shape) == 1 else \
        "(%s)" % ", ".join(str(d) for d in shape)


def tl_dtype(d):
    return DTYPES[d][0]


# ---------------------------------------------------------------------------
# Operations: one function per family. Each takes the values in scope (id ->
# Val) and the operation's record, checks its preconditions (raising
# Invalid), and returns (the new Val, the Python lines that compute it).
# Records hold only ids and plain parameters, so that a recipe rebuilds the
# kernel exactly (and reduce.py can edit it).

def get(scope, op, key):
    vid = op[key]
    if vid not in scope:
        raise Invalid("%s is not in scope" % vid)
    v = scope[vid]
    if v.dtype == "i1" and op["f"] not in ("cast", "select"):
        raise Invalid("i1 operand")
    return v


def op_binary(scope, op, name):
    """Elementwise a OP b, b broadcast against a (`b[:, None]`, `b[None, :]`,
    keep_dims results, scalars from full reductions). OP: add sub mul
    maximum minimum, and div (float result; the divisor is |b| + 1, never
    zero)."""
    a, b = get(scope, op, "a"), get(scope, op, "b")
    bexpr, bshape = op["b"], b.shape
    bc = op.get("bcast")
    if bc == "col":  # b[:, None] against a 2-D a
        if len(b.shape) != 1:
            raise Invalid("col broadcast of rank %d" % len(b.shape))
        bexpr, bshape = "%s[:, None]" % op["b"], (b.shape[0], 1)
    elif bc == "row":
        if len(b.shape) != 1:
            raise Invalid("row broadcast of rank %d" % len(b.shape))
        bexpr, bshape = "%s[None, :]" % op["b"], (1, b.shape[0])
    shape = broadcast_shape(a.shape, bshape)
    if not shape:
        raise Invalid("scalar result")
    kind = op["op"]
    if kind == "div":
        # Triton's `/` is a float division computed in f32 (f16 and bf16
        # operands included); ours must pick the same instruction.
        a32, b32 = convert(a, "f32"), convert(b, "f32")
        v = Val("f32", shape, a.bound, False,
                a32.err + a.bound * b32.err + 2 * EPS["f32"] * max(a.bound, 1.0))
        return v, ["%s = %s / (tl.abs(%s) + 1)" % (name, op["a"], bexpr)]
    if kind in ("maximum", "minimum"):
        # tl.maximum/minimum compute bf16 in f32
        ta = "f32" if a.dtype == "bf16" else a.dtype
        tb = "f32" if b.dtype == "bf16" else b.dtype
        dt = promote(ta, tb)
        ca, cb = convert(a, dt), convert(b, dt)
        v = Val(dt, shape, max(ca.bound, cb.bound), ca.integral and cb.integral, max(ca.err, cb.err))
        return v, ["%s = tl.%s(%s, %s)" % (name, kind, op["a"], bexpr)]
    dt = promote(a.dtype, b.dtype)
    ca, cb = convert(a, dt), convert(b, dt)
    if kind == "mul":
        bound, err = ca.bound * cb.bound, ca.err * cb.bound + cb.err * ca.bound
    else:
        bound, err = ca.bound + cb.bound, ca.err + cb.err
    integral = ca.integral and cb.integral
    err = rounding(dt, bound, integral, err)
    sym = {"add": "+", "sub": "-", "mul": "*"}[kind]
    return Val(dt, shape, bound, integral, err), ["%s = %s %s %s" % (name, op["a"], sym, bexpr)]


def op_unary(scope, op, name):
    """abs, negation, an affine map by small integer literals (x * C + D
    keeps the dtype: literals never promote), and exp / log / sqrt, which
    Triton takes in f32 only: positive arguments only (log and sqrt of
    |x| + 1), exp of small values only; never exact."""
    a = get(scope, op, "a")
    kind = op["op"]
    if kind == "abs":
        return Val(a.dtype, a.shape, a.bound, a.integral, a.err), ["%s = tl.abs(%s)" % (name, op["a"])]
    if kind == "neg":
        return Val(a.dtype, a.shape, a.bound, a.integral, a.err), ["%s = -%s" % (name, op["a"])]
    if kind == "affine":
        c, d = op["c"], op["d"]
        bound = a.bound * abs(c) + abs(d)
        err = rounding(a.dtype, bound, a.integral, a.err * abs(c))
        return Val(a.dtype, a.shape, bound, a.integral, err), \
            ["%s = %s * %d + %d" % (name, op["a"], c, d)]
    x = op["a"] if a.dtype == "f32" else "%s.to(tl.float32)" % op["a"]
    a32 = convert(a, "f32")
    if kind == "exp":
        if a.bound > 6:
            raise Invalid("exp of values up to %g" % a.bound)
        out = math.exp(a.bound)
        return Val("f32", a.shape, out, False, out * a32.err + 8 * EPS["f32"] * out), \
            ["%s = tl.exp(%s)" % (name, x)]
    if kind == "log":
        out = math.log(a.bound + 1) + 1
        return Val("f32", a.shape, out, False, a32.err + 8 * EPS["f32"] * out), \
            ["%s = tl.log(tl.abs(%s) + 1.0)" % (name, x)]
    if kind == "sqrt":
        out = math.sqrt(a.bound + 1)
        return Val("f32", a.shape, out, False, 0.5 * a32.err + 8 * EPS["f32"] * out), \
            ["%s = tl.sqrt(tl.abs(%s) + 1.0)" % (name, x)]
    raise Invalid("unknown unary %s" % kind)


def op_cast(scope, op, name):
    """x.to(dtype) between f32 f16 bf16 i32 i8 (and from i1): no overflow
    to Inf, no float to integer cast of an inexact or out-of-range value."""
    a = get(scope, op, "a")
    to = op["to"]
    if to == a.dtype:
        raise Invalid("cast to its own type")
    v = convert(a, to)
    return v, ["%s = %s.to(%s)" % (name, op["a"], tl_dtype(to))]


def op_cmp(scope, op, name):
    """A comparison (an i1 value for tl.where or a cast); exact operands
    only: a last-bit difference must not flip it. b may be the literal 0."""
    a = get(scope, op, "a")
    if not a.exact:
        raise Invalid("comparison of an inexact value")
    sym = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!="}[op["op"]]
    if op.get("b") is None:
        return Val("i1", a.shape, 1, True, 0), ["%s = %s %s 0" % (name, op["a"], sym)]
    b = get(scope, op, "b")
    if not b.exact:
        raise Invalid("comparison of an inexact value")
    dt = promote(a.dtype, b.dtype)
    convert(a, dt), convert(b, dt)
    shape = broadcast_shape(a.shape, b.shape)
    if not shape:
        raise Invalid("scalar comparison")
    return Val("i1", shape, 1, True, 0), ["%s = %s %s %s" % (name, op["a"], sym, op["b"])]


def op_select(scope, op, name):
    """tl.where(cond, x, y): cond an i1 value, x and y broadcast with it."""
    c = scope.get(op["c"])
    if c is None or c.dtype != "i1":
        raise Invalid("select needs an i1 condition")
    x, y = get(scope, op, "x"), get(scope, op, "y")
    if "i1" in (x.dtype, y.dtype):
        raise Invalid("select of i1 values")
    shape = broadcast_shape(broadcast_shape(c.shape, x.shape), y.shape)
    dt = promote(x.dtype, y.dtype)
    cx, cy = convert(x, dt), convert(y, dt)
    return Val(dt, shape, max(cx.bound, cy.bound), cx.integral and cy.integral, max(cx.err, cy.err)), \
        ["%s = tl.where(%s, %s, %s)" % (name, op["c"], op["x"], op["y"])]


def op_reduce(scope, op, name):
    """tl.sum / tl.max / tl.min over one axis (keep_dims or not) or over all
    (axis None: a scalar). Triton's dtypes: sum of i8 in i32 (f16 and bf16
    stay), max/min of f16 and bf16 in f32, of i8 in i32. A sum is exact
    while its integers fit the significand; max and min always are."""
    a = get(scope, op, "a")
    kind, axis, keep = op["op"], op.get("axis"), op.get("keep", False)
    if not a.shape:
        raise Invalid("reduction of a scalar")
    if axis is None:
        n, shape = numel(a.shape), ()
        if keep:
            raise Invalid("keep_dims with axis None")
    else:
        if axis >= len(a.shape):
            raise Invalid("axis %d of rank %d" % (axis, len(a.shape)))
        n = a.shape[axis]
        shape = tuple(1 if i == axis else d for i, d in enumerate(a.shape)) if keep else \
            tuple(d for i, d in enumerate(a.shape) if i != axis)
    if kind == "sum":
        dt = "i32" if a.dtype == "i8" else a.dtype
        ca = convert(a, dt)
        bound = n * ca.bound
        err = rounding(dt, bound, ca.integral, n * ca.err)
        if err and dt in FLOATS:
            err += n * EPS[dt] * bound
        v = Val(dt, shape, bound, ca.integral, err)
    else:
        dt = {"f16": "f32", "bf16": "f32", "i8": "i32"}.get(a.dtype, a.dtype)
        ca = convert(a, dt)
        v = Val(dt, shape, ca.bound, ca.integral, ca.err)
    args = [op["a"]] + (["axis=%d" % axis] if axis is not None else []) + (["keep_dims=True"] if keep else [])
    return v, ["%s = tl.%s(%s)" % (name, kind, ", ".join(args))]


def op_scan(scope, op, name):
    """tl.cumsum over an axis, forwards or reversed (bf16 scans in f32, i8
    in i32, as Triton's cumsum promotes); exact like a sum."""
    a = get(scope, op, "a")
    axis = op["axis"]
    if axis >= len(a.shape):
        raise Invalid("scan axis %d of rank %d" % (axis, len(a.shape)))
    dt = {"bf16": "f32", "i8": "i32"}.get(a.dtype, a.dtype)
    ca = convert(a, dt)
    n = a.shape[axis]
    bound = n * ca.bound
    err = rounding(dt, bound, ca.integral, n * ca.err)
    if err and dt in FLOATS:
        err += n * EPS[dt] * bound
    rev = ", reverse=True" if op.get("reverse") else ""
    return Val(dt, a.shape, bound, ca.integral, err), \
        ["%s = tl.cumsum(%s, axis=%d%s)" % (name, op["a"], axis, rev)]


def op_view(scope, op, name):
    """Shape changes that move no number: trans (2-D, `tl.trans` or `.T`),
    permute (2-D or 3-D; Triton has no 0-d blocks), reshape (to rank 1 to 3), expand (a new axis broadcast to
    a size: `x[:, None]` and tl.broadcast_to)."""
    a = get(scope, op, "a")
    kind = op["op"]
    keep = (a.dtype, a.bound, a.integral, a.err)
    if kind == "trans":
        if len(a.shape) != 2:
            raise Invalid("trans of rank %d" % len(a.shape))
        expr = "%s.T" % op["a"] if op.get("attr") else "tl.trans(%s)" % op["a"]
        return Val(keep[0], a.shape[::-1], *keep[1:]), ["%s = %s" % (name, expr)]
    if kind == "permute":
        perm = tuple(op["perm"])
        if len(a.shape) < 2 or len(a.shape) != len(perm) or sorted(perm) != list(range(len(perm))):
            raise Invalid("permute %s of shape %s" % (perm, a.shape))
        shape = tuple(a.shape[p] for p in perm)
        return Val(keep[0], shape, *keep[1:]), ["%s = tl.permute(%s, %s)" % (name, op["a"], perm)]
    if kind == "reshape":
        shape = tuple(op["shape"])
        if not a.shape or numel(shape) != numel(a.shape) or not 1 <= len(shape) <= 3:
            raise Invalid("reshape %s to %s" % (a.shape, shape))
        return Val(keep[0], shape, *keep[1:]), ["%s = tl.reshape(%s, %s)" % (name, op["a"], shape_str(shape))]
    if kind == "expand":
        axis, size = op["axis"], op["size"]
        if not 1 <= len(a.shape) <= 2 or axis > len(a.shape) or numel(a.shape) * size > 8192:
            raise Invalid("expand %s at %d" % (a.shape, axis))
        index = ", ".join("None" if i == axis else ":" for i in range(len(a.shape) + 1))
        shape = a.shape[:axis] + (size,) + a.shape[axis:]
        return Val(keep[0], shape, *keep[1:]), \
            ["%s = tl.broadcast_to(%s[%s], %s)" % (name, op["a"], index, shape_str(shape))]
    raise Invalid("unknown view %s" % kind)


def op_join(scope, op, name):
    """tl.join(a, b): same shape and dtype, a new last axis of 2."""
    a, b = get(scope, op, "a"), get(scope, op, "b")
    if a.shape != b.shape or a.dtype != b.dtype or not 1 <= len(a.shape) <= 2:
        raise Invalid("join of %s %s and %s %s" % (a.dtype, a.shape, b.dtype, b.shape))
    return Val(a.dtype, a.shape + (2,), max(a.bound, b.bound), a.integral and b.integral, max(a.err, b.err)), \
        ["%s = tl.join(%s, %s)" % (name, op["a"], op["b"])]


def op_split(scope, op, name):
    """tl.split of a last axis of 2, the halves combined (add, sub or
    maximum) so that both are used."""
    a = get(scope, op, "a")
    if len(a.shape) < 2 or a.shape[-1] != 2:
        raise Invalid("split of shape %s" % (a.shape, ))
    half = Val(a.dtype, a.shape[:-1], a.bound, a.integral, a.err)
    left, right = name + "_l", name + "_r"
    v, lines = op_binary({left: half, right: half}, {"f": "binary", "op": op["op"], "a": left, "b": right}, name)
    return v, ["%s, %s = tl.split(%s)" % (left, right, op["a"])] + lines


def dot_operand(v, vid, dtype):
    """A dot operand cast to f16 or bf16 when it is not already."""
    c = convert(v, dtype)
    if v.dtype != dtype and v.err:
        c = Val(dtype, v.shape, v.bound, v.integral, v.err + EPS[dtype] * v.bound)
    return c, vid if v.dtype == dtype else "%s.to(%s)" % (vid, tl_dtype(dtype))


def dot_value(a, b, acc, shape):
    """The f32 result of a dot of f16/bf16 operands: products are exact in
    f32, the sum is exact while it fits 2**24."""
    k = a.shape[1]
    bound = k * a.bound * b.bound + (acc.bound if acc else 0.0)
    integral = a.integral and b.integral and (acc.integral if acc else True)
    err = k * (a.err * b.bound + b.err * a.bound) + (acc.err if acc else 0.0)
    if not (integral and err == 0 and bound <= 2.0 ** 24):
        err += 2 * k * EPS["f32"] * bound
    return Val("f32", shape, bound, integral, err)


def op_dot(scope, op, name):
    """tl.dot of two 2-D f16/bf16 tiles (cast when needed), b transposed or
    not, M, N and K multiples of 16, optionally onto an f32 accumulator of
    the result's shape."""
    a, b = get(scope, op, "a"), get(scope, op, "b")
    if len(a.shape) != 2 or len(b.shape) != 2:
        raise Invalid("dot of ranks %d, %d" % (len(a.shape), len(b.shape)))
    bshape = b.shape[::-1] if op.get("trans_b") else b.shape
    m, k, n = a.shape[0], a.shape[1], bshape[1]
    if bshape[0] != k or any(d % 16 or d < 16 for d in (m, k, n)):
        raise Invalid("dot of %s and %s" % (a.shape, bshape))
    ca, aexpr = dot_operand(a, op["a"], op["dtype"])
    cb, bexpr = dot_operand(b, op["b"], op["dtype"])
    if op.get("trans_b"):
        bexpr = "tl.trans(%s)" % bexpr
    args = [aexpr, bexpr]
    acc = None
    if op.get("acc"):
        acc = get(scope, op, "acc")
        if acc.shape != (m, n):
            raise Invalid("accumulator %s for %s" % (acc.shape, (m, n)))
        acc = convert(acc, "f32")
        args.append(op["acc"] if scope[op["acc"]].dtype == "f32" else "%s.to(tl.float32)" % op["acc"])
    return dot_value(ca, cb, acc, (m, n)), ["%s = tl.dot(%s)" % (name, ", ".join(args))]


FAMILIES = {"binary": op_binary, "unary": op_unary, "cast": op_cast, "cmp": op_cmp, "select": op_select,
            "reduce": op_reduce, "scan": op_scan, "view": op_view, "join": op_join, "split": op_split,
            "dot": op_dot}


def apply(scope, op):
    """The value and lines of one recorded operation."""
    fn = FAMILIES.get(op["f"])
    if fn is None:
        raise Invalid("unknown family %s" % op["f"])
    v, lines = fn(scope, op, op["id"])
    if numel(v.shape) > 16384:
        raise Invalid("tile of %d elements" % numel(v.shape))
    return v, lines


# ---------------------------------------------------------------------------
# Rendering a recipe

def input_val(inp, shape):
    lo, hi = inp["range"]
    bound = max(abs(lo), abs(hi), abs(inp["other"]))
    return Val(inp["dtype"], shape, bound, True, 0.0)


def render(r):
    """The kernel file of a recipe (raises Invalid when it does not hold)."""
    if not r["outputs"]:
        raise Invalid("no outputs")
    return build(r)[0]


def build(r):
    """(the kernel file, the values in scope at its end) of a recipe, which
    may have no outputs yet (while the generator draws it)."""
    kloop = r["template"] == "kloop"
    block, size = r["block"], r["size"]
    if any(b < 1 or b & (b - 1) for b in block) or any(s < 1 for s in size):
        raise Invalid("bad block %s or size %s" % (block, size))
    if kloop and (len(block) != 3 or len(r["inputs"]) not in (2, 3)):
        raise Invalid("kloop needs blocks BM, BN, BK and two or three inputs")
    rank = 2 if kloop else len(block)
    nin, nout = len(r["inputs"]), len(r["outputs"])
    dims = ["M", "N", "K"][:len(size)] if rank == 2 else ["N"]
    consts = ["BM", "BN", "BK"][:len(block)] if rank == 2 else ["BLOCK"]
    params = ["in%d_ptr" % i for i in range(nin)] + ["out%d_ptr" % j for j in range(nout)] + \
        dims + ["lim%d" % j for j in range(nout)]
    body, scope, loop_lines = [], {}, []
    if rank == 1:
        grid = [-(-size[0] // block[0])]
        body += ["pid = tl.program_id(0)", "offs = pid * BLOCK + tl.arange(0, BLOCK)", "mask = offs < N"]
        for i, inp in enumerate(r["inputs"]):
            body.append("x%d = tl.load(in%d_ptr + offs, mask=mask, other=%d)" % (i, i, inp["other"]))
            scope["x%d" % i] = input_val(inp, (block[0], ))
        sizes_in = [size[0]] * nin
    else:
        bm, bn = block[0], block[1]
        grid = [-(-size[0] // bm), -(-size[1] // bn)]
        body += ["pid = tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)",
                 "rm = tl.program_id(0) * BM + tl.arange(0, BM)",
                 "rn = tl.program_id(1) * BN + tl.arange(0, BN)"]
        if not kloop:
            body.append("mask = (rm[:, None] < M) & (rn[None, :] < N)")
            for i, inp in enumerate(r["inputs"]):
                body.append("x%d = tl.load(in%d_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=%d)"
                            % (i, i, inp["other"]))
                scope["x%d" % i] = input_val(inp, (bm, bn))
            sizes_in = [size[0] * size[1]] * nin
        else:
            m, n, k = size
            bk = block[2]
            a_in, b_in = r["inputs"][0], r["inputs"][1]
            body += ["acc = tl.zeros((BM, BN), dtype=tl.float32)",
                     "for k in range(0, tl.cdiv(K, BK)):",
                     "    rk = k * BK + tl.arange(0, BK)",
                     "    x0 = tl.load(in0_ptr + rm[:, None] * K + rk[None, :], "
                     "mask=(rm[:, None] < M) & (rk[None, :] < K), other=%d)" % a_in["other"]]
            if r.get("b_trans"):  # B stored [N, K], loaded as [BN, BK]
                body.append("    x1 = tl.load(in1_ptr + rn[:, None] * K + rk[None, :], "
                            "mask=(rn[:, None] < N) & (rk[None, :] < K), other=%d)" % b_in["other"])
                scope["x1"] = input_val(b_in, (bn, bk))
            else:
                body.append("    x1 = tl.load(in1_ptr + rk[:, None] * N + rn[None, :], "
                            "mask=(rk[:, None] < K) & (rn[None, :] < N), other=%d)" % b_in["other"])
                scope["x1"] = input_val(b_in, (bk, bn))
            scope["x0"] = input_val(a_in, (bm, bk))
            sizes_in = [m * k, k * n] + ([m * n] if nin == 3 else [])
    # the operations; in a K loop, those before the "kdot" run in the loop
    in_loop = kloop
    for op in r["ops"]:
        if op["f"] == "kdot":
            if not in_loop:
                raise Invalid("a second kdot")
            trips = -(-r["size"][2] // r["block"][2])
            a, b = get(scope, op, "a"), get(scope, op, "b")
            bshape = b.shape[::-1] if op.get("trans_b") else b.shape
            if a.shape != (block[0], block[2]) or bshape != (block[2], block[1]) or \
                    any(d % 16 or d < 16 for d in block):
                raise Invalid("kdot of %s and %s" % (a.shape, bshape))
            ca, aexpr = dot_operand(a, op["a"], op["dtype"])
            cb, bexpr = dot_operand(b, op["b"], op["dtype"])
            if op.get("trans_b"):
                bexpr = "tl.trans(%s)" % bexpr
            # the whole K range as one dot, for the bounds
            whole = Val(ca.dtype, (block[0], trips * block[2]), ca.bound, ca.integral, ca.err)
            body += loop_lines + ["    acc = tl.dot(%s, %s, acc)" % (aexpr, bexpr)]
            loop_lines = []
            in_loop = False
            scope = {"acc": dot_value(whole, cb, None, (block[0], block[1]))}
            if nin == 3:
                body.append("x2 = tl.load(in2_ptr + rm[:, None] * N + rn[None, :], "
                            "mask=(rm[:, None] < M) & (rn[None, :] < N), other=%d)" % r["inputs"][2]["other"])
                scope["x2"] = input_val(r["inputs"][2], (block[0], block[1]))
            continue
        v, lines = apply(scope, op)
        scope[op["id"]] = v
        if in_loop:
            loop_lines += ["    " + line for line in lines]
        else:
            body += lines
    if in_loop:
        raise Invalid("kloop without its kdot")
    # the stores
    args, tol = [], [0.0, 0.0]
    out_sizes, nprog = [], numel(grid)
    for j, (vid, lim) in enumerate(zip(r["outputs"], r["limits"])):
        if vid not in scope:
            raise Invalid("output %s not in scope" % vid)
        v = scope[vid]
        if not v.shape or v.dtype == "i1":
            raise Invalid("output of shape %s, %s" % (v.shape, v.dtype))
        if not 1 <= lim <= v.shape[0]:
            raise Invalid("limit %d for %s" % (lim, v.shape))
        nd = len(v.shape)
        ranges, offs, masks = [], [], []
        stride = 1
        for d in reversed(range(nd)):
            idx = ", ".join(":" if i == d else "None" for i in range(nd))
            rv = "o%d_%d" % (j, d)
            ranges.append("%s = tl.arange(0, %d)" % (rv, v.shape[d]))
            sub = rv if nd == 1 else "%s[%s]" % (rv, idx)
            offs.append(sub if stride == 1 else "%s * %d" % (sub, stride))
            stride *= v.shape[d]
            if d == 0:
                masks.append("(%s < lim%d)" % (sub, j))
        body += ranges[::-1]
        body.append("tl.store(out%d_ptr + pid * %d + %s, %s, mask=%s)"
                    % (j, numel(v.shape), " + ".join(offs[::-1]), vid, " & ".join(masks)))
        out_sizes.append((v.dtype, nprog * numel(v.shape)))
        if v.err:  # a little above the error bound; rtol for the last bits
            tol[0] = max(tol[0], float("%.2g" % (4 * v.err + 1e-6)))
            tol[1] = max(tol[1], {"f32": 1e-5, "f16": 2e-3, "bf16": 1.6e-2}[v.dtype])
    # header lines
    sig = []
    for i, inp in enumerate(r["inputs"]):
        sig.append("*%s:16" % DTYPES[inp["dtype"]][1])
    for dt, _ in out_sizes:
        sig.append("*%s:16" % DTYPES[dt][1])
    scalars = list(size) + list(r["limits"])
    # Triton's JIT specializes integers divisible by 16: ours gets the same hint
    sig += ["i32:16" if s % 16 == 0 else "i32" for s in scalars]
    sig += [str(b) for b in block]
    spec = ["%s[%d]=int:%d:%d" % (DTYPES[inp["dtype"]][2], n, inp["range"][0], inp["range"][1])
            for inp, n in zip(r["inputs"], sizes_in)]
    spec += ["%s[%d]=zeros" % (DTYPES[dt][2], n) for dt, n in out_sizes]
    spec += ["i32=%d" % s for s in scalars]
    launch = "grid = %s, num_warps = %d" % ("x".join(map(str, grid)), r["num_warps"])
    if r.get("num_stages"):
        launch += ", num_stages = %d" % r["num_stages"]
    name = r["name"]
    head = ["# Random kernel %s (utils/difftest/gen_kernels.py, seed %s, kernel %s): %s template, "
            "%s." % (name, r["seed"], r["index"], r["template"], ", ".join(
                sorted({op["f"] for op in r["ops"]})) or "no ops"),
            "# signature: " + ",".join(sig),
            "# launch: " + launch,
            "# args: " + " ".join(spec),
            "# outputs: " + " ".join(str(nin + j) for j in range(nout)),
            "# tol: %g %g" % tuple(tol),
            "# recipe: " + json.dumps(r, sort_keys=True, separators=(",", ":")),
            "import triton", "import triton.language as tl", "", "",
            "@triton.jit",
            "def %s(%s, %s):" % (name, ", ".join(params), ", ".join("%s: tl.constexpr" % c for c in consts))]
    return "\n".join(head + ["    " + line for line in body]) + "\n", scope


# ---------------------------------------------------------------------------
# Drawing a recipe

def pick_block_and_size(rng, rank):
    """Blocks: powers of two from 1 up, tiles as small as 1x2 or 2x4 (less
    than one warp covers) up to 4096 elements. Sizes around the block: equal,
    one less or more, smaller, or a few blocks with a ragged end."""
    def size_for(b):
        choices = [b, b + 1, 2 * b + 1, 3 * b - 1] + ([b - 1, max(2, b // 2 + 1)] if b > 2 else [])
        return max(2, rng.choice(choices))
    if rank == 1:
        b = rng.choice([2, 4, 8, 32, 64, 128, 256, 1024, 2048])
        return [b], [size_for(b)]
    while True:
        bm, bn = rng.choice([1, 2, 4, 8, 16, 32, 64]), rng.choice([2, 4, 8, 16, 32, 64, 128])
        if 2 <= bm * bn <= 4096:
            return [bm, bn], [size_for(bm), size_for(bn)]


def pick_input(rng, dtypes=("f32", "f32", "f16", "bf16", "i32", "i8")):
    """A loaded input: its type, the range of its small integers and the
    value of masked-off lanes."""
    dt = rng.choice(dtypes)
    lo, hi = rng.choice([(-4, 4), (-8, 8), (0, 3), (-2, 2), (1, 5)])
    return {"dtype": dt, "range": [lo, hi], "other": rng.choice([0, 0, 1, -1])}


def draw_op(rng, scope, oid, allow_dot, recent, unused):
    """One random operation on the values in scope (ids). The first operand
    is mostly one of the last values, the second mostly one not used yet, so
    that the operations form a connected DAG with few dead values."""
    ids = list(scope)

    def pick(first=True):
        if first and recent and rng.random() < 0.75:
            return recent[-1] if rng.random() < 0.6 else rng.choice(recent[-3:])
        if not first and unused and rng.random() < 0.6:
            return rng.choice(unused)
        return rng.choice(ids)
    fam = rng.choices(["binary", "unary", "cast", "select", "reduce", "scan", "view", "join", "split", "dot"],
                      [30, 12, 12, 8, 12, 8, 12, 4, 4, 8 if allow_dot else 0])[0]
    a = pick()
    if fam == "binary":
        op = {"op": rng.choice(["add", "sub", "mul", "maximum", "minimum", "div"]), "a": a, "b": pick(False)}
        va, vb = scope[a], scope[op["b"]]
        if len(va.shape) == 2 and len(vb.shape) == 1:
            op["bcast"] = "col" if vb.shape[0] == va.shape[0] and rng.random() < 0.5 or \
                vb.shape[0] != va.shape[1] else "row"
        return dict(op, f="binary", id=oid)
    if fam == "unary":
        kind = rng.choice(["abs", "neg", "affine", "exp", "log", "sqrt"])
        op = {"f": "unary", "op": kind, "a": a, "id": oid}
        if kind == "affine":
            op.update(c=rng.choice([2, 3, -1]), d=rng.choice([1, -3, 0]))
        return op
    if fam == "cast":
        return {"f": "cast", "a": a, "to": rng.choice(["f32", "f16", "bf16", "i32", "i8"]), "id": oid}
    if fam == "select":
        # a comparison, then tl.where on it: two operations
        return [{"f": "cmp", "op": rng.choice(["lt", "le", "gt", "ge", "eq", "ne"]), "a": a,
                 "b": rng.choice([None, pick(False)]), "id": oid + "c"},
                {"f": "select", "c": oid + "c", "x": pick(False), "y": a, "id": oid}]
    rank = len(scope[a].shape)
    if fam == "reduce":
        axis = rng.choice(list(range(rank)) + [None]) if rank else None
        return {"f": "reduce", "op": rng.choice(["sum", "max", "min"]), "a": a, "axis": axis,
                "keep": axis is not None and rank > 1 and rng.random() < 0.3, "id": oid}
    if fam == "scan":
        return {"f": "scan", "a": a, "axis": rng.randrange(max(rank, 1)), "reverse": rng.random() < 0.25,
                "id": oid}
    if fam == "view":
        shape = scope[a].shape
        kind = rng.choice(["trans", "reshape", "expand", "permute"])
        op = {"f": "view", "op": kind, "a": a, "id": oid}
        if kind == "trans":
            op["attr"] = rng.random() < 0.3
        elif kind == "permute":
            perm = list(range(rank))
            rng.shuffle(perm)
            op["perm"] = perm
        elif kind == "reshape":
            n = numel(shape)
            if n < 2:
                return None
            # split log2(n) among 1 to 3 dimensions
            bits = n.bit_length() - 1
            nd = rng.choice([1, 2, 2, 3])
            cuts = sorted(rng.randint(0, bits) for _ in range(nd - 1))
            parts = [b - a_ for a_, b in zip([0] + cuts, cuts + [bits])]
            op["shape"] = [2 ** p for p in parts]
        else:
            op["axis"] = rng.randint(0, rank)
            op["size"] = rng.choice([1, 2, 4, 16] + list(shape))
        return op
    if fam == "join":
        same = [i for i in ids if scope[i].shape == scope[a].shape and scope[i].dtype == scope[a].dtype]
        return {"f": "join", "a": a, "b": rng.choice(same), "id": oid}
    if fam == "split":
        cands = [i for i in ids if len(scope[i].shape) >= 2 and scope[i].shape[-1] == 2]
        if not cands:  # make a last axis of 2 first
            return None
        return {"f": "split", "a": rng.choice(cands), "op": rng.choice(["add", "sub", "maximum"]), "id": oid}
    if fam == "dot":
        twod = [i for i in ids if len(scope[i].shape) == 2 and all(d % 16 == 0 for d in scope[i].shape)]
        if not twod:
            return None
        x, y = rng.choice(twod), rng.choice(twod)
        op = {"f": "dot", "a": x, "b": y, "trans_b": scope[x].shape[1] != scope[y].shape[0],
              "dtype": rng.choice(["f16", "bf16"]), "id": oid}
        accs = [i for i in ids if scope[i].shape == (scope[x].shape[0], scope[y].shape[1 - op["trans_b"]])]
        if accs and rng.random() < 0.4:
            op["acc"] = rng.choice(accs)
        return op
    return None


def try_ops(rng, scope, ops, count, prefix, allow_dot, tries=400):
    """Appends up to `count` valid random operations to ops (ids prefix+n)."""
    recent = list(scope)
    unused = [i for i in scope if scope[i].dtype != "i1"]
    added = 0
    for _ in range(tries):
        if added >= count:
            break
        drawn = draw_op(rng, scope, "%s%d" % (prefix, len(ops)), allow_dot, recent, unused)
        if drawn is None:
            continue
        drawn = drawn if isinstance(drawn, list) else [drawn]
        trial = dict(scope)
        try:
            for op in drawn:
                trial[op["id"]], _ = apply(trial, op)
        except Invalid:
            continue
        scope.update(trial)
        ops.extend(drawn)
        for op in drawn:
            for key in ("a", "b", "c", "x", "y", "acc"):
                if op.get(key) in unused:
                    unused.remove(op[key])
        unused.append(drawn[-1]["id"])
        recent.append(drawn[-1]["id"])
        added += 1
    return added


def pick_outputs(rng, scope, recent_ids):
    """The last value, and sometimes another one, as outputs (not scalars or
    i1), each with a row limit of all rows or one less."""
    ok = [i for i in recent_ids if i in scope and scope[i].shape and scope[i].dtype != "i1"]
    if not ok:
        return None
    outs = [ok[-1]]
    others = [i for i in ok[:-1] if not i.startswith("x")]
    if others and rng.random() < 0.3:
        outs.append(rng.choice(others))
    limits = [max(1, scope[o].shape[0] - rng.choice([0, 0, 1])) for o in outs]
    return outs, limits


def generate(seed, index, template=None):
    """The recipe of kernel `index` of `seed`."""
    rng = random.Random("%s:%s" % (seed, index))
    for attempt in range(100):
        tmpl = template or ("kloop" if rng.random() < 0.2 else "tile")
        r = {"seed": seed, "index": index, "name": "k_s%s_%d" % (seed, index), "template": tmpl,
             "num_warps": rng.choice([1, 2, 4, 4, 8]), "num_stages": None, "ops": []}
        if tmpl == "tile":
            rank = rng.choice([1, 2, 2])
            r["block"], r["size"] = pick_block_and_size(rng, rank)
            r["inputs"] = [pick_input(rng) for _ in range(rng.choice([1, 2, 2, 3]))]
            scope = {"x%d" % i: input_val(inp, tuple(r["block"])) for i, inp in enumerate(r["inputs"])}
            try_ops(rng, scope, r["ops"], rng.randint(3, 15), "v", allow_dot=rank == 2)
            ids = list(scope)
        else:
            bm, bn, bk = (rng.choice([16, 32, 64]) for _ in range(3))
            r["block"] = [bm, bn, bk]
            r["size"] = [rng.choice([bm, bm - 1, bm + 1, 2 * bm + 3]), rng.choice([bn, bn - 1, bn + 1, 2 * bn - 5]),
                         rng.choice([bk, bk + 1, 2 * bk, 3 * bk - 1, 4 * bk, 8 * bk + 7])]
            r["num_stages"] = rng.randint(1, 4)
            r["b_trans"] = rng.random() < 0.3
            dot_dt = rng.choice(["f16", "bf16"])
            r["inputs"] = [pick_input(rng, (dot_dt, dot_dt, "f32", "i8")) for _ in range(2)]
            if rng.random() < 0.4:
                r["inputs"].append(pick_input(rng))
            bshape = (bn, bk) if r["b_trans"] else (bk, bn)
            scope = {"x0": input_val(r["inputs"][0], (bm, bk)), "x1": input_val(r["inputs"][1], bshape)}
            # in the loop: elementwise work on the tiles (no dots, no
            # shape change for the operands of the dot)
            loop_ops = []
            try_ops(rng, scope, loop_ops, rng.randint(0, 4), "l", allow_dot=False)
            pa = [i for i in scope if scope[i].shape == (bm, bk)]
            pb = [i for i in scope if scope[i].shape == bshape]
            kdot = {"f": "kdot", "a": rng.choice(pa[-2:]), "b": rng.choice(pb[-2:]), "trans_b": r["b_trans"],
                    "dtype": dot_dt, "id": "acc"}
            r["ops"] = loop_ops + [kdot]
            try:
                _, scope = build(dict(r, outputs=[], limits=[]))
            except Invalid:
                continue
            # the epilogue: from the accumulator (and a third input)
            try_ops(rng, scope, r["ops"], rng.randint(1, 8), "v", allow_dot=True)
            ids = list(scope)
        sel = pick_outputs(rng, scope, ids)
        if not sel:
            continue
        r["outputs"], r["limits"] = sel
        try:
            render(r)
        except Invalid:
            continue
        return r
    raise RuntimeError("no valid kernel for seed %s index %s" % (seed, index))


def write_kernel(outdir, r):
    path = os.path.join(outdir, "dt_s%s_%04d.py" % (r["seed"], r["index"]))
    with open(path, "w") as f:
        f.write(render(r))
    return path


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("count", type=int)
    ap.add_argument("outdir")
    ap.add_argument("--first", type=int, default=0, help="index of the first kernel (default 0)")
    ap.add_argument("--template", choices=["tile", "kloop"], help="only this template")
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    for i in range(args.first, args.first + args.count):
        write_kernel(args.outdir, generate(args.seed, i, args.template))
    print("wrote %d kernels to %s" % (args.count, args.outdir))
    return 0


if __name__ == "__main__":
    sys.exit(main())
