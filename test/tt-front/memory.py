# Loads, stores and atomics: masks, `other`, cache/eviction/volatile keywords,
# implicit broadcasting of mask/other and the cast of `other` to the pointee.
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel masked --signature "*fp16:16,*fp16:16,i32,128" | FileCheck %s --check-prefix=MASKED
# RUN: tt-front %s --kernel modifiers --signature "*fp32,*fp32" | FileCheck %s --check-prefix=MOD
# RUN: tt-front %s --kernel atomics --signature "*fp32,*i32,fp32,i32" | FileCheck %s --check-prefix=ATOM
# RUN: tt-front %s --kernel scalar_ptr --signature "*i1,*i64" | FileCheck %s --check-prefix=SCALAR
import triton
import triton.language as tl


# MASKED-LABEL: tt.func public @masked(
# MASKED-SAME: %[[X:[^:]+]]: !tt.ptr<f16> {tt.divisibility = 16 : i32}
# MASKED-SAME: %[[N:[^:]+]]: i32
# MASKED: %[[R:.+]] = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
# MASKED: %[[NS:.+]] = tt.splat %[[N]] : i32 -> tensor<128xi32>
# MASKED: %[[M:.+]] = arith.cmpi slt, %[[R]], %[[NS]] : tensor<128xi32>
# MASKED: %[[PS:.+]] = tt.splat %[[X]] : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>>
# MASKED: %[[P:.+]] = tt.addptr %[[PS]], %[[R]] : tensor<128x!tt.ptr<f16>>, tensor<128xi32>
# `other` is an fp32 constant splat to the pointer shape, then truncated to f16
# MASKED: arith.constant 1.500000e+00 : f32
# MASKED: %[[O32:.+]] = arith.constant dense<1.500000e+00> : tensor<128xf32>
# MASKED: %[[O:.+]] = arith.truncf %[[O32]] : tensor<128xf32> to tensor<128xf16>
# MASKED: %[[V:.+]] = tt.load %[[P]], %[[M]], %[[O]] : tensor<128x!tt.ptr<f16>>
# MASKED: tt.store %{{.+}}, %[[V]], %[[M]] : tensor<128x!tt.ptr<f16>>
# MASKED: tt.return
@triton.jit
def masked(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=1.5)
    tl.store(y_ptr + offs, x, mask=m)


# MOD-LABEL: tt.func public @modifiers(
# MOD: tt.load %{{.+}} cacheModifier = cg evictionPolicy = evict_last : tensor<16x!tt.ptr<f32>>
# MOD: tt.load %{{.+}} {isVolatile = true} : tensor<16x!tt.ptr<f32>>
# MOD: tt.store %{{.+}}, %{{.+}} cacheModifier = cs evictionPolicy = evict_first : tensor<16x!tt.ptr<f32>>
@triton.jit
def modifiers(x_ptr, y_ptr):
    offs = tl.arange(0, 16)
    a = tl.load(x_ptr + offs, cache_modifier=".cg", eviction_policy="evict_last")
    b = tl.load(y_ptr + offs, volatile=True)
    tl.store(y_ptr + offs, a + b, cache_modifier=".cs", eviction_policy="evict_first")


# ATOM-LABEL: tt.func public @atomics(
# ATOM-SAME: %[[FP:[^:]+]]: !tt.ptr<f32>
# ATOM-SAME: %[[IP:[^:]+]]: !tt.ptr<i32>
# ATOM-SAME: %[[FV:[^:]+]]: f32
# ATOM-SAME: %[[IV:[^:]+]]: i32
# ATOM: %[[T:.+]] = arith.constant true
# ATOM: tt.atomic_rmw fadd, acq_rel, gpu, %[[FP]], %[[FV]], %[[T]] : (!tt.ptr<f32>, f32, i1) -> f32
# ATOM: tt.atomic_rmw add, relaxed, cta, %[[IP]], %[[IV]], %{{.+}} : (!tt.ptr<i32>, i32, i1) -> i32
# ATOM: tt.atomic_rmw max, acq_rel, gpu, %[[IP]]
# ATOM: tt.atomic_rmw umin, acq_rel, gpu, %{{.+}} : (!tt.ptr<i32>, i32, i1) -> i32
# ATOM: tt.atomic_rmw and, release, sys, %[[IP]]
# ATOM: tt.atomic_rmw or, acquire, gpu, %[[IP]]
# ATOM: tt.atomic_rmw xor, acq_rel, gpu, %[[IP]]
# ATOM: tt.atomic_rmw exch, acq_rel, gpu, %[[IP]]
# ATOM: tt.atomic_cas acq_rel, gpu, %[[IP]], %{{.+}}, %{{.+}} : (!tt.ptr<i32>, i32, i32) -> i32
# float atomic_max is split into a signed max (positive values) and an
# unsigned min (negative values) on the bit patterns:
# ATOM: tt.bitcast %[[FP]] : !tt.ptr<f32> -> !tt.ptr<i32>
# ATOM: tt.atomic_rmw max, acq_rel, gpu
# ATOM: tt.atomic_rmw umin, acq_rel, gpu
# ATOM: arith.select
@triton.jit
def atomics(fp, ip, fv, iv):
    tl.atomic_add(fp, fv)
    tl.atomic_add(ip, iv, sem="relaxed", scope="cta")
    tl.atomic_max(ip, iv)
    tl.atomic_min(ip.to(tl.pointer_type(tl.uint32)), iv.to(tl.uint32))
    tl.atomic_and(ip, 1, sem="release", scope="sys")
    tl.atomic_or(ip, 1, sem="acquire")
    tl.atomic_xor(ip, 1)
    tl.atomic_xchg(ip, 2)
    tl.atomic_cas(ip, 0, 1)
    tl.atomic_max(fp, fv)


# Pointers to i1 are accessed as i8; scalar loads and stores have no mask.
# SCALAR-LABEL: tt.func public @scalar_ptr(
# SCALAR: %[[P8:.+]] = tt.bitcast %{{.+}} : !tt.ptr<i1> -> !tt.ptr<i8>
# SCALAR: %[[V8:.+]] = tt.load %[[P8]] : !tt.ptr<i8>
# SCALAR: %[[Z:.+]] = arith.constant 0 : i8
# SCALAR: arith.cmpi ne, %[[V8]], %[[Z]] : i8
# SCALAR: arith.extui %{{.+}} : i1 to i64
# SCALAR: tt.store %{{.+}}, %{{.+}} : !tt.ptr<i64>
@triton.jit
def scalar_ptr(b_ptr, o_ptr):
    b = tl.load(b_ptr)
    tl.store(o_ptr, b.to(tl.int64))
