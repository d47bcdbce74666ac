# Calls to @jit functions (user helpers and Triton's standard library) become
# private tt.funcs reached through tt.call, specialised and named the way
# Triton mangles them (argument types, then constexpr arguments by position).
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel reductions --signature "*fp32,*fp32,32,64" | FileCheck %s --check-prefix=RED
# RUN: tt-front %s --kernel scans --signature "*fp32,128" | FileCheck %s --check-prefix=SCAN
# RUN: tt-front %s --kernel helpers --signature "*fp32,i32,8" | FileCheck %s --check-prefix=CALL
# RUN: tt-front %s --kernel shapes --signature "*fp32" | FileCheck %s --check-prefix=SHAPE
# RUN: tt-front %s --kernel defaults --signature "*fp32" | FileCheck %s --check-prefix=DEFS
import triton
import triton.language as tl

SCALE = tl.constexpr(3)


# RED-LABEL: tt.func public @reductions(
# RED: tt.call @"triton.language.standard.sum__fp32S32_64S__(1,)cconstexpr_1__(2,)cconstexpr_False__(3,)cNone"
# RED-SAME: (tensor<32x64xf32>) -> tensor<32xf32>
# RED: tt.call @"triton.language.standard.max__fp32S32_64S__(1,)cconstexpr_0__(2,)cconstexpr_False__(3,)cconstexpr_True__(4,)cconstexpr_False_"
# RED: tt.call @"triton.language.standard.argmax__fp32S32_64S__(1,)cconstexpr_1__(2,)cconstexpr_True__(3,)cconstexpr_False_"
# RED-SAME: -> tensor<32xi32>
# axis=None reshapes to 1D first
# RED: tt.call @"triton.language.standard.sum__fp32S32_64S__(1,)cNone_(2,)cconstexpr_False__(3,)cNone"
# RED-SAME: -> f32
# RED-LABEL: tt.func private @"triton.language.standard.sum__fp32S32_64S__(1,)cconstexpr_1_
# RED: "tt.reduce"(%{{.+}}) <{axis = 1 : i32}> ({
# RED-NEXT: ^bb0(%[[A:.+]]: f32 loc(unknown), %[[B:.+]]: f32 loc(unknown)):
# RED-NEXT: %[[S:.+]] = tt.call @triton.language.standard._sum_combine__fp32_fp32__(%[[A]], %[[B]]) : (f32, f32) -> f32
# RED-NEXT: tt.reduce.return %[[S]] : f32
# RED-NEXT: }) : (tensor<32x64xf32>) -> tensor<32xf32>
# RED: ^bb1:  // no predecessors
# RED-NEXT: ub.poison : tensor<32xf32>
# RED-LABEL: tt.func private @triton.language.standard._sum_combine__fp32_fp32__(
# RED: arith.addf
# RED-LABEL: tt.func private @"triton.language.standard.argmax__fp32S32_64S__
# RED: tt.call @"triton.language.standard.max__fp32S32_64S__(1,)cconstexpr_1__(2,)cconstexpr_True__(3,)cconstexpr_True__(4,)cconstexpr_False_"
# RED: tt.make_range {end = 64 : i32, start = 0 : i32}
# RED: "tt.reduce"(%{{.+}}, %{{.+}}) <{axis = 1 : i32}>
# RED: tt.call @triton.language.standard._argmax_combine_tie_break_left__fp32_i32_fp32_i32__
# RED-LABEL: tt.func private @"triton.language.standard.sum__fp32S32_64S__(1,)cNone_
# RED: tt.reshape %{{.+}} allow_reorder : tensor<32x64xf32> -> tensor<2048xf32>
@triton.jit
def reductions(x_ptr, o_ptr, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * BN + rn[None, :])
    s = tl.sum(x, axis=1)
    mx = tl.max(x, axis=0)
    am = tl.argmax(x, axis=1)
    tot = tl.sum(x)
    tl.store(o_ptr + rm, s + am.to(tl.float32) + tot)
    tl.store(o_ptr + rn, mx)


@triton.jit
def _mul_add(a, b):
    return a * b + 1.0


# SCAN-LABEL: tt.func public @scans(
# SCAN: tt.call @"triton.language.standard.cumsum__fp32S128S__(1,)cconstexpr_0__(2,)cconstexpr_False__(3,)cNone"
# SCAN: "tt.reduce"(%{{.+}}) <{axis = 0 : i32}>
# SCAN: tt.call @library._mul_add__fp32_fp32__
# SCAN: "tt.scan"(%{{.+}}) <{axis = 0 : i32, reverse = true}>
# SCAN: tt.call @library._mul_add__fp32_fp32__
# SCAN: tt.scan.return
# SCAN-LABEL: tt.func private @"triton.language.standard.cumsum
# SCAN: "tt.scan"(%{{.+}}) <{axis = 0 : i32, reverse = false}>
# SCAN-LABEL: tt.func private @library._mul_add__fp32_fp32__(
@triton.jit
def scans(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    c = tl.cumsum(x, axis=0)
    r = tl.reduce(x, 0, _mul_add)
    s = tl.associative_scan(x, 0, _mul_add, reverse=True)
    tl.store(x_ptr + offs, c + s + r)


@triton.jit
def _scaled(x, K: tl.constexpr):
    return x * K


@triton.jit(noinline=True)
def _opaque(x):
    return x + 1


# CALL-LABEL: tt.func public @helpers(
# CALL: tt.call @"library._scaled__fp32__(1,)cconstexpr_8_"(%{{.+}}) : (f32) -> f32
# CALL: tt.call @"library._scaled__fp32__(1,)cconstexpr_3_"(%{{.+}}) : (f32) -> f32
# CALL: tt.call @library._opaque__i32__(%{{.+}}) : (i32) -> i32
# CALL: tt.call @"triton.language.standard.cdiv__i32__(1,)cconstexpr_8_"
# CALL-LABEL: tt.func private @"library._scaled__fp32__(1,)cconstexpr_8_"(
# CALL-SAME: -> f32 attributes {noinline = false}
# CALL: arith.constant 8.000000e+00 : f32
# CALL-LABEL: tt.func private @library._opaque__i32__(
# CALL-SAME: attributes {noinline = true}
@triton.jit
def helpers(x_ptr, n, K: tl.constexpr):
    x = tl.load(x_ptr)
    y = _scaled(x, K) + _scaled(x, SCALE)
    m = _opaque(n)
    tl.store(x_ptr, y + m + tl.cdiv(n, K))


# SHAPE-LABEL: tt.func public @shapes(
# SHAPE: tt.expand_dims %{{.+}} {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
# SHAPE: tt.expand_dims %{{.+}} {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
# SHAPE: tt.broadcast %{{.+}} : tensor<16x1xi32> -> tensor<16x16xi32>
# SHAPE: tt.broadcast %{{.+}} : tensor<1x16xi32> -> tensor<16x16xi32>
# SHAPE: tt.trans %{{.+}} {order = array<i32: 1, 0>} : tensor<16x16xi32> -> tensor<16x16xi32>
# SHAPE: tt.reshape %{{.+}} : tensor<16x16xi32> -> tensor<256xi32>
# SHAPE: tt.join %{{.+}}, %{{.+}} : tensor<256xi32> -> tensor<256x2xi32>
# tt.split's results print under their ODS names (getAsmResultNames), not as
# %x:2 with #0/#1 uses:
# SHAPE: %[[LO:outLHS[_0-9]*]], %[[HI:outRHS[_0-9]*]] = tt.split %{{.+}} : tensor<256x2xi32> -> tensor<256xi32>
# SHAPE: tt.cat %[[LO]], %[[HI]] : tensor<256xi32> -> tensor<512xi32>
# SHAPE: tt.call @triton.language.standard.interleave__i32S256S_i32S256S__(%[[LO]], %[[HI]])
@triton.jit
def shapes(x_ptr):
    a = tl.arange(0, 16)
    g = a[:, None] + a[None, :]
    t = tl.trans(g)
    r = tl.reshape(t, (256, ))
    j = tl.join(r, r)
    lo, hi = tl.split(j)
    c = tl.cat(lo, hi, can_reorder=True)
    il = tl.interleave(lo, hi)
    tl.store(x_ptr + tl.arange(0, 512), (c + il).to(tl.float32))


# Constants are mangled by their repr: a default None the call leaves out is
# the raw None ("cNone"), but the callee binds each constant as constexpr(val),
# so passing that parameter on gives constexpr[None] ("cconstexpr_None_"), as
# does a None written at the call site (tl.sort's call to sort_impl shows it).
# DEFS-LABEL: tt.func public @defaults(
# DEFS: tt.call @"library._pass_on__fp32__(1,)cNone"(
# DEFS: tt.call @"library._pass_on__fp32__(1,)cconstexpr_None_"(
# DEFS: tt.call @"library._pass_on__fp32__(1,)cconstexpr_2_"(
# DEFS-LABEL: tt.func private @"library._pass_on__fp32__(1,)cNone"(
# DEFS: tt.call @"library._leaf__fp32__(1,)cconstexpr_None__(2,)cNone"(
# DEFS-LABEL: tt.func private @"library._leaf__fp32__(1,)cconstexpr_None__(2,)cNone"(
# DEFS-LABEL: tt.func private @"library._pass_on__fp32__(1,)cconstexpr_2_"(
# DEFS: tt.call @"library._leaf__fp32__(1,)cconstexpr_2__(2,)cNone"(
@triton.jit
def _leaf(x, a: tl.constexpr = None, b: tl.constexpr = None):
    s: tl.constexpr = 1.0 if a is None else a
    return x * s


@triton.jit
def _pass_on(x, a: tl.constexpr = None):
    return _leaf(x, a=a)


@triton.jit
def defaults(x_ptr):
    x = tl.load(x_ptr)
    x = _pass_on(x)
    x = _pass_on(x, None)
    x = _pass_on(x, 2)
    tl.store(x_ptr, x)
