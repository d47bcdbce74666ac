# tl.dot's arguments and tl.dot_scaled as Triton 3.6's CUDA front end emits
# them (dot-ground-truth.test compares whole kernels with Triton's output; the
# cases here are the ones the GPU grid does not exercise).
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel options --signature "*fp32,*fp32,*fp32,32,32,16" | FileCheck %s --check-prefix=OPT
# RUN: tt-front %s --kernel fp8 --signature "*fp8e4nv,*fp8e5,*fp32,32,32,32" | FileCheck %s --check-prefix=FP8-90
# RUN: tt-front %s --kernel fp8 --signature "*fp8e5,*fp8e5,*fp32,32,32,32" --target cuda:80 | FileCheck %s --check-prefix=FP8-80
# RUN: tt-front %s --kernel int8 --signature "*i8,*i8,*i32,32,32,32" | FileCheck %s --check-prefix=I8
# RUN: tt-front %s --kernel transposes --signature "*fp16,*fp32,2,16" | FileCheck %s --check-prefix=TRANS
# RUN: tt-front %s --kernel rank4 --signature "*fp16,*fp32" | FileCheck %s --check-prefix=RANK4
# RUN: tt-front %s --kernel scaled --signature "*u8,*u8,*u8,*u8,*fp32,32,32,64" | FileCheck %s --check-prefix=SCALED
import triton
import triton.language as tl


# allow_tf32=False is ieee (no inputPrecision printed), allow_tf32=True and
# the default are tf32; the precision string is case-insensitive.  Each dot
# creates its zero constant, used or not.
# OPT-LABEL: tt.func public @options(
# OPT: %[[Z:.+]] = arith.constant dense<0.000000e+00> : tensor<32x32xf32>
# OPT: %[[C1:.+]] = tt.dot %[[A:[^,]+]], %[[B:[^,]+]], %[[Z]] : tensor<32x16xf32> * tensor<16x32xf32> -> tensor<32x32xf32>
# OPT-NEXT: arith.constant 0.000000e+00 : f32
# OPT-NEXT: %[[C2:.+]] = tt.dot %[[A]], %[[B]], %[[C1]], inputPrecision = tf32 : tensor<32x16xf32>
# OPT-NEXT: arith.constant 0.000000e+00 : f32
# OPT-NEXT: %[[C3:.+]] = tt.dot %[[A]], %[[B]], %[[C2]], inputPrecision = tf32x3 : tensor<32x16xf32>
# OPT-NEXT: arith.constant 0.000000e+00 : f32
# OPT-NEXT: tt.dot %[[A]], %[[B]], %[[C3]] : tensor<32x16xf32>
@triton.jit
def options(a_ptr, b_ptr, c_ptr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = tl.load(a_ptr + rm[:, None] * BK + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * BN + rn[None, :])
    c = tl.dot(a, b, allow_tf32=False)
    c = tl.dot(a, b, c, allow_tf32=True)
    c = tl.dot(a, b, c, input_precision="tf32x3")
    c = tl.dot(a, b, c, input_precision="IEEE")
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], c)


# fp8 x fp8 (mixed kinds allowed): max_num_imprecise_acc defaults to 2**30 on
# sm_90 and to 0 (not printed) on sm_80; an explicit value is kept.
# FP8-90-LABEL: tt.func public @fp8(
# FP8-90: tt.dot %{{.+}}, %{{.+}}, %{{.+}}, inputPrecision = tf32 {maxNumImpreciseAcc = 1073741824 : i32} : tensor<32x32xf8E4M3FN> * tensor<32x32xf8E5M2> -> tensor<32x32xf32>
# FP8-90: tt.dot %{{.+}}, %{{.+}}, %{{.+}}, inputPrecision = tf32 {maxNumImpreciseAcc = 16 : i32} : tensor<32x32xf8E4M3FN> * tensor<32x32xf8E5M2> -> tensor<32x32xf32>
# FP8-80-LABEL: tt.func public @fp8(
# FP8-80: tt.dot %{{.+}}, %{{.+}}, %{{.+}}, inputPrecision = tf32 : tensor<32x32xf8E5M2> * tensor<32x32xf8E5M2> -> tensor<32x32xf32>
# FP8-80: tt.dot %{{.+}}, %{{.+}}, %{{.+}}, inputPrecision = tf32 {maxNumImpreciseAcc = 16 : i32} : tensor<32x32xf8E5M2>
@triton.jit
def fp8(a_ptr, b_ptr, c_ptr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = tl.load(a_ptr + rm[:, None] * BK + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * BN + rn[None, :])
    c = tl.dot(a, b)
    c = tl.dot(a, b, c, max_num_imprecise_acc=16)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], c)


# int8 with an int32 accumulator needs out_dtype=tl.int32; the result is i32.
# I8-LABEL: tt.func public @int8(
# I8: %[[ACC:.+]] = tt.call @{{.*}}zeros{{.*}} -> tensor<32x32xi32>
# I8: arith.constant 0 : i32
# I8-NEXT: tt.dot %{{.+}}, %{{.+}}, %[[ACC]], inputPrecision = tf32 : tensor<32x32xi8> * tensor<32x32xi8> -> tensor<32x32xi32>
@triton.jit
def int8(a_ptr, b_ptr, c_ptr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = tl.load(a_ptr + rm[:, None] * BK + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * BN + rn[None, :])
    c = tl.zeros((BM, BN), dtype=tl.int32)
    c = tl.dot(a, b, c, out_dtype=tl.int32)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], c)


# tl.trans without dims swaps the last two axes (a batched transpose);
# tl.permute takes the dims spread or as a tuple.
# TRANS-LABEL: tt.func public @transposes(
# TRANS: %[[Y:.+]] = tt.trans %[[X:.+]] {order = array<i32: 0, 2, 1>} : tensor<2x16x16xf16> -> tensor<2x16x16xf16>
# TRANS: %[[Z:.+]] = tt.trans %[[X]] {order = array<i32: 2, 0, 1>} : tensor<2x16x16xf16> -> tensor<16x2x16xf16>
# TRANS: %[[W:.+]] = tt.trans %[[Z]] {order = array<i32: 1, 2, 0>} : tensor<16x2x16xf16> -> tensor<2x16x16xf16>
# TRANS: tt.dot %[[Y]], %[[W]], %{{.+}}, inputPrecision = tf32 : tensor<2x16x16xf16> * tensor<2x16x16xf16> -> tensor<2x16x16xf32>
@triton.jit
def transposes(a_ptr, c_ptr, B: tl.constexpr, M: tl.constexpr):
    rb = tl.arange(0, B)
    rm = tl.arange(0, M)
    x = tl.load(a_ptr + rb[:, None, None] * M * M + rm[None, :, None] * M + rm[None, None, :])
    y = tl.trans(x)
    z = tl.permute(x, 2, 0, 1)
    w = tl.permute(z, (1, 2, 0))
    c = tl.dot(y, w)
    tl.store(c_ptr + rb[:, None, None] * M * M + rm[None, :, None] * M + rm[None, None, :], c)


# Rank 4: the batch dimensions are folded into one around a 3-D dot.
# RANK4-LABEL: tt.func public @rank4(
# RANK4: %[[A:.+]] = tt.reshape %[[X:.+]] : tensor<2x2x16x16xf16> -> tensor<4x16x16xf16>
# RANK4: %[[B:.+]] = tt.reshape %[[X]] : tensor<2x2x16x16xf16> -> tensor<4x16x16xf16>
# RANK4: %[[D:.+]] = tt.dot %[[A]], %[[B]], %{{.+}}, inputPrecision = tf32 : tensor<4x16x16xf16> * tensor<4x16x16xf16> -> tensor<4x16x16xf32>
# RANK4: tt.reshape %[[D]] : tensor<4x16x16xf32> -> tensor<2x2x16x16xf32>
@triton.jit
def rank4(a_ptr, c_ptr):
    r = tl.arange(0, 16)
    r2 = tl.arange(0, 2)
    x = tl.load(a_ptr + r2[:, None, None, None] * 512 + r2[None, :, None, None] * 256 + r[None, None, :, None] * 16 + r[None, None, None, :])
    c = tl.dot(x, x)
    tl.store(c_ptr + r2[:, None, None, None] * 512 + r2[None, :, None, None] * 256 + r[None, None, :, None] * 16 + r[None, None, None, :], c)


# dot_scaled: e4m3 stored as uint8 is bitcast, e2m1 stays packed in i8 (two
# values a byte along K); scales are optional operands; fastMath is always
# printed.
# SCALED-LABEL: tt.func public @scaled(
# SCALED: %[[A:.+]] = tt.bitcast %{{.+}} : tensor<32x64xi8> -> tensor<32x64xf8E4M3FN>
# SCALED-NEXT: arith.constant 0.000000e+00 : f32
# SCALED-NEXT: %[[Z:.+]] = arith.constant dense<0.000000e+00> : tensor<32x32xf32>
# SCALED-NEXT: %[[D:.+]] = tt.dot_scaled %[[A]] scale %{{.+}}, %{{.+}} scale %{{.+}}, %[[Z]] lhs = e4m3 rhs = e2m1 {fastMath = false} : tensor<32x64xf8E4M3FN>, tensor<32x2xi8> * tensor<32x32xi8>, tensor<32x2xi8> -> tensor<32x32xf32>
# SCALED: tt.dot_scaled %{{[^ ]+}}, %{{[^ ]+}}, %[[D]] lhs = e4m3 rhs = e2m1 {fastMath = true} : tensor<32x64xf8E4M3FN> * tensor<32x32xi8> -> tensor<32x32xf32>
@triton.jit
def scaled(a_ptr, b_ptr, sa_ptr, sb_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rk = tl.arange(0, K)
    rk2 = tl.arange(0, K // 2)
    rs = tl.arange(0, K // 32)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk2[:, None] * N + rn[None, :])
    sa = tl.load(sa_ptr + rm[:, None] * (K // 32) + rs[None, :])
    sb = tl.load(sb_ptr + rn[:, None] * (K // 32) + rs[None, :])
    c = tl.dot_scaled(a, sa, "e4m3", b, sb, "e2m1")
    c = tl.dot_scaled(a, None, "e4m3", b, None, "e2m1", c, fast_math=True)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], c)
