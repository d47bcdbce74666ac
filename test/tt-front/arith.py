# Arithmetic: the int32 overflow checks around + - * (an i64 shadow
# computation compared against the int32 range), scalar/tensor type promotion,
# the dead constants Triton's builder leaves for Python scalars, casts.
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel overflow --signature "i32,i32,i64,*i32" | FileCheck %s --check-prefix=OVF
# RUN: tt-front %s --kernel overflow --signature "i32,i32,i64,*i32" --no-sanitize-overflow | FileCheck %s --check-prefix=NOOVF
# RUN: tt-front %s --kernel promote --signature "*fp16,*bf16,i32,fp32" | FileCheck %s --check-prefix=PROMO
# RUN: tt-front %s --kernel casts --signature "*fp32,*i8" | FileCheck %s --check-prefix=CAST
# RUN: tt-front %s --kernel intops --signature "*i32,*u32,i32" | FileCheck %s --check-prefix=INT
# RUN: tt-front %s --kernel consts --signature "*fp32,*i32,4" | FileCheck %s --check-prefix=CONST
import triton
import triton.language as tl


# OVF-LABEL: tt.func public @overflow(
# OVF-SAME: %[[A:[^:]+]]: i32
# OVF-SAME: %[[B:[^:]+]]: i32
# OVF-SAME: %[[C:[^:]+]]: i64
# OVF: %[[A64:.+]] = arith.extsi %[[A]] : i32 to i64
# OVF: %[[B64:.+]] = arith.extsi %[[B]] : i32 to i64
# OVF: %[[P64:.+]] = arith.muli %[[A64]], %[[B64]] : i64
# OVF: %[[MAX:.+]] = arith.constant 2147483647 : i64
# OVF: %[[MIN:.+]] = arith.constant -2147483648 : i64
# OVF: %[[LE:.+]] = arith.cmpi sle, %[[P64]], %[[MAX]] : i64
# OVF: %[[GE:.+]] = arith.cmpi sge, %[[P64]], %[[MIN]] : i64
# OVF: arith.andi %[[LE]], %[[GE]] : i1
# OVF: %[[P:.+]] = arith.muli %[[A]], %[[B]] : i32
# i64 arithmetic is not checked:
# OVF: %[[P2:.+]] = arith.extsi %[[P]] : i32 to i64
# OVF-NEXT: arith.subi %[[P2]], %[[C]] : i64
# NOOVF-LABEL: tt.func public @overflow(
# NOOVF-NOT: arith.cmpi
# NOOVF: arith.muli %{{.+}}, %{{.+}} : i32
@triton.jit
def overflow(a, b, c, out):
    d = a * b - c
    tl.store(out, d.to(tl.int32))


# PROMO-LABEL: tt.func public @promote(
# fp16 tensor + python float stays fp16 (the scalar does not take part):
# PROMO: arith.constant 2.000000e+00 : f32
# PROMO: %[[TWO:.+]] = arith.constant dense<2.000000e+00> : tensor<64xf16>
# PROMO: arith.addf %{{.+}}, %[[TWO]] : tensor<64xf16>
# fp16 / int tensor -> fp32 (division of halves is done in fp32)
# PROMO: arith.extf %{{.+}} : tensor<64xf16> to tensor<64xf32>
# PROMO: arith.sitofp %{{.+}} : tensor<64xi32> to tensor<64xf32>
# PROMO: arith.divf %{{.+}}, %{{.+}} : tensor<64xf32>
# bf16 * fp16 -> fp16 (the fp16 rule comes first); bf16 -> fp16 goes through fp32
# PROMO: arith.extf %{{.+}} : tensor<64xbf16> to tensor<64xf32>
# PROMO-NEXT: arith.truncf %{{.+}} : tensor<64xf32> to tensor<64xf16>
# PROMO-NEXT: arith.mulf %{{.+}}, %{{.+}} : tensor<64xf16>
# an fp32 scalar *tensor* (a kernel argument) takes part in promotion: fp32
# PROMO-NEXT: arith.extf %{{.+}} : tensor<64xf16> to tensor<64xf32>
# PROMO-NEXT: tt.splat %{{.+}} : f32 -> tensor<64xf32>
# PROMO-NEXT: arith.mulf %{{.+}}, %{{.+}} : tensor<64xf32>
@triton.jit
def promote(h_ptr, b_ptr, n, s):
    offs = tl.arange(0, 64)
    h = tl.load(h_ptr + offs)
    b = tl.load(b_ptr + offs)
    x = h + 2.0
    y = h / offs
    z = b * h
    w = h * s
    tl.store(h_ptr + offs, (x + y + z + w).to(tl.float16))


# CAST-LABEL: tt.func public @casts(
# CAST: arith.truncf %{{.+}} : tensor<32xf32> to tensor<32xf16>
# CAST: arith.truncf %{{.+}} : tensor<32xf32> to tensor<32xbf16>
# CAST: tt.fp_to_fp %{{.+}}, rounding = rtne : tensor<32xf32> -> tensor<32xf8E5M2>
# CAST: tt.fp_to_fp %{{.+}}, rounding = rtz : tensor<32xf32> -> tensor<32xf16>
# CAST: arith.fptosi %{{.+}} : tensor<32xf32> to tensor<32xi32>
# CAST: arith.trunci %{{.+}} : tensor<32xi32> to tensor<32xi8>
# CAST: tt.bitcast %{{.+}} : tensor<32xf32> -> tensor<32xi32>
# fp16 -> bf16 goes through fp32
# CAST: arith.extf %{{.+}} : tensor<32xf16> to tensor<32xf32>
# CAST-NEXT: arith.truncf %{{.+}} : tensor<32xf32> to tensor<32xbf16>
@triton.jit
def casts(x_ptr, o_ptr):
    offs = tl.arange(0, 32)
    x = tl.load(x_ptr + offs)
    a = x.to(tl.float16)
    b = x.to(tl.bfloat16)
    c = x.to(tl.float8e5)
    d = x.to(tl.float16, fp_downcast_rounding="rtz")
    e = x.to(tl.int32)
    f = e.to(tl.int8)
    g = x.to(tl.int32, bitcast=True)
    h = a.to(tl.bfloat16)
    tl.store(o_ptr + offs, f + g.to(tl.int8) + h.to(tl.int8) + b.to(tl.int8) + c.to(tl.float32).to(tl.int8) + d.to(tl.int8))


# INT-LABEL: tt.func public @intops(
# INT: arith.divsi
# INT: arith.remsi
# INT: arith.shli
# INT: arith.shrsi
# INT: arith.andi
# INT: arith.xori
# INT: arith.ori
# INT: arith.divui
# INT: arith.remui
# INT: arith.shrui
# INT: arith.minui
@triton.jit
def intops(i_ptr, u_ptr, n):
    offs = tl.arange(0, 16)
    i = tl.load(i_ptr + offs)
    u = tl.load(u_ptr + offs)
    a = i // n
    b = i % n
    c = (i << 1) >> 2
    d = (i & 3) | (i ^ 5)
    e = u // 3
    f = u % 3
    g = u >> 1
    h = tl.minimum(u, 7)
    tl.store(i_ptr + offs, a + b + c + d)
    tl.store(u_ptr + offs, e + f + g + h)


# Python ints assigned to a name become tensors; constexpr arithmetic is folded.
# CONST-LABEL: tt.func public @consts(
# CONST: arith.constant 7 : i32
# CONST: arith.constant 12 : i32
# CONST: arith.constant 0x7F800000 : f32
# CONST: arith.constant -1.000000e-01 : f32
@triton.jit
def consts(f_ptr, i_ptr, K: tl.constexpr):
    a = 7
    tl.store(i_ptr, a + K * 3)
    tl.store(f_ptr, float("inf"))
    tl.store(f_ptr, -0.1)
