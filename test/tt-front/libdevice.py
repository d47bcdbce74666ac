# triton.language.extra.libdevice (= triton.language.extra.cuda.libdevice):
# Triton 3.6's NVIDIA libdevice functions become tt.extern_elementwise of the
# __nv_* symbol that the argument dtypes select (no promotion), pure = true,
# with the result dtype of Triton's table: fp32 and fp64 forms, integer and
# unsigned ones, three-argument and mixed-dtype ones, conversions, and
# predicates (isnan/isinf/finitef/isfinited return int1 = (int32 result != 0);
# signbit stays int32).  Scalar arguments give a scalar call; a scalar next to
# a tensor is splat (twice, as Triton's broadcasting loop does).  A dtype tuple
# outside the table is Triton's error: the KeyError of the dtype tuple.
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel floats --signature "*fp32,*fp32,*fp64,*i32,*fp32,*fp64,*i32,64" | FileCheck %s --check-prefix=F
# RUN: tt-front %s --kernel ints --signature "*i32,*u32,*i64,*u64,*fp32,*i32,64" | FileCheck %s --check-prefix=I
# RUN: tt-front %s --kernel scalars --signature "*fp32,fp32,i32,*fp32,64" | FileCheck %s --check-prefix=S
# RUN: tt-front %s --kernel floats --signature "*fp32,*fp32,*fp64,*i32,*fp32,*fp64,*i32,64" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel ints --signature "*i32,*u32,*i64,*u64,*fp32,*i32,64" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel scalars --signature "*fp32,fp32,i32,*fp32,64" | tt-opt -o /dev/null
# RUN: not tt-front %s --kernel bad_dtype --signature "*fp16,64" 2>&1 | FileCheck %s --check-prefix=DT16
# RUN: not tt-front %s --kernel bad_mixed --signature "*fp32,64" 2>&1 | FileCheck %s --check-prefix=MIXED
# RUN: not tt-front %s --kernel bad_name --signature "*fp32,64" 2>&1 | FileCheck %s --check-prefix=NAME
import triton
import triton.language as tl
from triton.language.extra import libdevice
from triton.language.extra.cuda import libdevice as cudalib
import triton.language.extra.libdevice as ld2
from triton.language.extra.libdevice import erfinv as erfinv_fn

# F-LABEL: tt.func public @floats(
# F: tt.extern_elementwise %[[X:[^ ]+]] {libname = "", libpath = "", pure = true, symbol = "__nv_erfinvf"} : (tensor<64xf32>) -> tensor<64xf32>
# F: tt.extern_elementwise %[[X]], %[[Y:[^ ]+]] {libname = "", libpath = "", pure = true, symbol = "__nv_nextafterf"} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
# F: tt.extern_elementwise %[[X]], %[[Y]], %[[X]] {libname = "", libpath = "", pure = true, symbol = "__nv_fmaf_rz"} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
# F: tt.extern_elementwise %[[X]], %[[N:[^ ]+]] {libname = "", libpath = "", pure = true, symbol = "__nv_ldexpf"} : (tensor<64xf32>, tensor<64xi32>) -> tensor<64xf32>
# F: tt.extern_elementwise %[[X]] {libname = "", libpath = "", pure = true, symbol = "__nv_frsqrt_rn"} : (tensor<64xf32>) -> tensor<64xf32>
# F: tt.extern_elementwise %[[X]], %[[Y]] {libname = "", libpath = "", pure = true, symbol = "__nv_fast_powf"} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
# F: tt.extern_elementwise %[[X]], %[[Y]] {libname = "", libpath = "", pure = true, symbol = "__nv_fdiv_rz"} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
# F: tt.extern_elementwise %[[X]] {libname = "", libpath = "", pure = true, symbol = "__nv_fsqrt_ru"} : (tensor<64xf32>) -> tensor<64xf32>
# F: tt.extern_elementwise %[[X]] {libname = "", libpath = "", pure = true, symbol = "__nv_j0f"} : (tensor<64xf32>) -> tensor<64xf32>
# F: tt.extern_elementwise %[[D:[^ ]+]] {libname = "", libpath = "", pure = true, symbol = "__nv_erfinv"} : (tensor<64xf64>) -> tensor<64xf64>
# F: tt.extern_elementwise %[[D]], %[[N]] {libname = "", libpath = "", pure = true, symbol = "__nv_ldexp"} : (tensor<64xf64>, tensor<64xi32>) -> tensor<64xf64>
# F: tt.extern_elementwise %[[D]] {libname = "", libpath = "", pure = true, symbol = "__nv_rcp64h"} : (tensor<64xf64>) -> tensor<64xf64>
# F: tt.extern_elementwise %[[D]], %[[D]] {libname = "", libpath = "", pure = true, symbol = "__nv_dadd_rd"} : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
# F: tt.extern_elementwise %[[D]] {libname = "", libpath = "", pure = true, symbol = "__nv_double2float_rz"} : (tensor<64xf64>) -> tensor<64xf32>
# Predicates: isfinited's int32 becomes int1 (!= 0); signbit stays int32.
# F: %[[OK:[^ ]+]] = tt.extern_elementwise %[[D]] {libname = "", libpath = "", pure = true, symbol = "__nv_isfinited"} : (tensor<64xf64>) -> tensor<64xi32>
# F-NEXT: arith.constant 0 : i32
# F-NEXT: %[[ZERO:[^ ]+]] = arith.constant dense<0> : tensor<64xi32>
# F-NEXT: arith.cmpi ne, %[[OK]], %[[ZERO]] : tensor<64xi32>
# F: tt.extern_elementwise %[[X]] {libname = "", libpath = "", pure = true, symbol = "__nv_signbitf"} : (tensor<64xf32>) -> tensor<64xi32>
# F: tt.extern_elementwise %[[X]] {libname = "", libpath = "", pure = true, symbol = "__nv_float2int_rn"} : (tensor<64xf32>) -> tensor<64xi32>
# F: tt.extern_elementwise %[[X]] {libname = "", libpath = "", pure = true, symbol = "__nv_ilogbf"} : (tensor<64xf32>) -> tensor<64xi32>
# F-NOT: tt.extern_elementwise
# F: tt.return
@triton.jit
def floats(xf_ptr, yf_ptr, xd_ptr, n_ptr, of_ptr, od_ptr, oi_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(xf_ptr + offs)
    y = tl.load(yf_ptr + offs)
    d = tl.load(xd_ptr + offs)
    n = tl.load(n_ptr + offs)
    a = libdevice.erfinv(x) + libdevice.nextafter(x, y) + libdevice.fma_rz(x, y, x)
    a += libdevice.ldexp(x, n) + libdevice.rsqrt_rn(x) + libdevice.fast_powf(x, y)
    a += libdevice.div_rz(x, y) + libdevice.sqrt_ru(x) + libdevice.j0(x)
    tl.store(of_ptr + offs, a)
    b = libdevice.erfinv(d) + libdevice.ldexp(d, n) + libdevice.rcp64h(d) + libdevice.add_rd(d, d)
    tl.store(od_ptr + offs, b + libdevice.double2float_rz(d))
    ok = libdevice.isfinited(d)
    r = libdevice.signbit(x) + libdevice.float2int_rn(x) + libdevice.ilogb(x)
    tl.store(oi_ptr + offs, tl.where(ok, r, 0))


# Integer forms: int32/int64 select different symbols (popc/popcll, clz/clzll
# with an int32 result), unsigned ones the u-prefixed symbol (printed as i32/i64).
# I-LABEL: tt.func public @ints(
# I: tt.extern_elementwise %[[A:[^ ]+]] {libname = "", libpath = "", pure = true, symbol = "__nv_popc"} : (tensor<64xi32>) -> tensor<64xi32>
# I: tt.extern_elementwise %[[C:[^ ]+]] {libname = "", libpath = "", pure = true, symbol = "__nv_popcll"} : (tensor<64xi64>) -> tensor<64xi32>
# I: tt.extern_elementwise %[[C]] {libname = "", libpath = "", pure = true, symbol = "__nv_clzll"} : (tensor<64xi64>) -> tensor<64xi32>
# I: tt.extern_elementwise %[[A]], %[[A]] {libname = "", libpath = "", pure = true, symbol = "__nv_mulhi"} : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
# I: tt.extern_elementwise %[[A]], %[[A]], %[[A]] {libname = "", libpath = "", pure = true, symbol = "__nv_byte_perm"} : (tensor<64xi32>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
# I: tt.extern_elementwise %[[C]], %[[C]] {libname = "", libpath = "", pure = true, symbol = "__nv_mul64hi"} : (tensor<64xi64>, tensor<64xi64>) -> tensor<64xi64>
# I: tt.extern_elementwise %[[B:[^ ]+]], %[[B]] {libname = "", libpath = "", pure = true, symbol = "__nv_umulhi"} : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
# I: tt.extern_elementwise %[[D:[^ ]+]], %[[D]] {libname = "", libpath = "", pure = true, symbol = "__nv_umul64hi"} : (tensor<64xi64>, tensor<64xi64>) -> tensor<64xi64>
# I: tt.extern_elementwise %[[A]], %[[A]], %[[B]] {libname = "", libpath = "", pure = true, symbol = "__nv_sad"} : (tensor<64xi32>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
# I: tt.extern_elementwise %[[B]], %[[B]] {libname = "", libpath = "", pure = true, symbol = "__nv_umul24"} : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
# I: tt.extern_elementwise %[[C]] {libname = "", libpath = "", pure = true, symbol = "__nv_brevll"} : (tensor<64xi64>) -> tensor<64xi64>
# I: tt.extern_elementwise %[[C]] {libname = "", libpath = "", pure = true, symbol = "__nv_ffsll"} : (tensor<64xi64>) -> tensor<64xi32>
# I: tt.extern_elementwise %[[A]] {libname = "", libpath = "", pure = true, symbol = "__nv_int_as_float"} : (tensor<64xi32>) -> tensor<64xf32>
# I: tt.extern_elementwise %[[A]], %[[A]] {libname = "", libpath = "", pure = true, symbol = "__nv_hiloint2double"} : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xf64>
# I: tt.extern_elementwise %[[D]] {libname = "", libpath = "", pure = true, symbol = "__nv_ull2float_rz"} : (tensor<64xi64>) -> tensor<64xf32>
@triton.jit
def ints(a_ptr, b_ptr, c_ptr, d_ptr, of_ptr, o_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs)
    b = tl.load(b_ptr + offs)
    c = tl.load(c_ptr + offs)
    d = tl.load(d_ptr + offs)
    r = libdevice.popc(a) + libdevice.popc(c) + libdevice.clz(c) + libdevice.mulhi(a, a)
    r += libdevice.byte_perm(a, a, a) + libdevice.mulhi(c, c).to(tl.int32)
    r += libdevice.mulhi(b, b).to(tl.int32) + libdevice.mulhi(d, d).to(tl.int32)
    r += libdevice.sad(a, a, b) + libdevice.mul24(b, b).to(tl.int32) + libdevice.brev(c).to(tl.int32)
    tl.store(o_ptr + offs, r + libdevice.ffs(c))
    f = libdevice.int_as_float(a) + libdevice.hiloint2double(a, a).to(tl.float32) + libdevice.ull2float_rz(d)
    tl.store(of_ptr + offs, f)


# All-scalar arguments: a scalar call; Python constants become int32/fp32.
# Every import form reaches the same functions.
# S-LABEL: tt.func public @scalars(
# S: tt.extern_elementwise %s {libname = "", libpath = "", pure = true, symbol = "__nv_erfinvf"} : (f32) -> f32
# S: %[[SEVEN:[^ ]+]] = arith.constant 7 : i32
# S-NEXT: tt.extern_elementwise %[[SEVEN]] {libname = "", libpath = "", pure = true, symbol = "__nv_popc"} : (i32) -> i32
# S: tt.extern_elementwise %s, %s, %s {libname = "", libpath = "", pure = true, symbol = "__nv_norm3df"} : (f32, f32, f32) -> f32
# S: tt.extern_elementwise %s, %s, %s, %s {libname = "", libpath = "", pure = true, symbol = "__nv_rnorm4df"} : (f32, f32, f32, f32) -> f32
# A scalar beside a tensor: splat once in the shape loop (dead), once for the call.
# S: tt.splat %k : i32 -> tensor<64xi32>
# S-NEXT: %[[K:[^ ]+]] = tt.splat %k : i32 -> tensor<64xi32>
# S-NEXT: tt.extern_elementwise %[[X:[^ ]+]], %[[K]] {libname = "", libpath = "", pure = true, symbol = "__nv_ldexpf"} : (tensor<64xf32>, tensor<64xi32>) -> tensor<64xf32>
# pow(x, 2): the constant is int32, so the powi form.
# S: arith.constant 2 : i32
# S-NEXT: arith.constant dense<2> : tensor<64xi32>
# S-NEXT: %[[TWO:[^ ]+]] = arith.constant dense<2> : tensor<64xi32>
# S-NEXT: tt.extern_elementwise %[[X]], %[[TWO]] {libname = "", libpath = "", pure = true, symbol = "__nv_powif"} : (tensor<64xf32>, tensor<64xi32>) -> tensor<64xf32>
# S: %[[NAN:[^ ]+]] = tt.extern_elementwise %[[X]] {libname = "", libpath = "", pure = true, symbol = "__nv_isnanf"} : (tensor<64xf32>) -> tensor<64xi32>
# S: arith.cmpi ne, %[[NAN]], %{{.+}} : tensor<64xi32>
# S: tt.extern_elementwise %[[X]] {libname = "", libpath = "", pure = true, symbol = "__nv_cyl_bessel_i0f"} : (tensor<64xf32>) -> tensor<64xf32>
@triton.jit
def scalars(x_ptr, s, k, o_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    e = erfinv_fn(s) + cudalib.popc(7) + ld2.norm3d(s, s, s) + tl.extra.libdevice.rnorm4d(s, s, s, s)
    y = libdevice.ldexp(x, k) + e + libdevice.pow(x, 2)
    y = tl.where(tl.extra.cuda.libdevice.isnan(x), 0.0, y) + triton.language.extra.libdevice.cyl_bessel_i0(x)
    tl.store(o_ptr + offs, y)


# No fp16 form: Triton's KeyError of the dtype tuple.
@triton.jit
def bad_dtype(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(x_ptr + offs, libdevice.erfinv(x))
# DT16: libdevice.py:[[@LINE-1]]:28: error: (triton.language.float16,)


# ldexp wants (fp32, int32): no promotion of the second argument.
@triton.jit
def bad_mixed(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(x_ptr + offs, libdevice.ldexp(x, x))
# MIXED: libdevice.py:[[@LINE-1]]:28: error: (triton.language.float32, triton.language.float32)


# fast_tanhf is declared by the generic module but the CUDA backend lacks it.
@triton.jit
def bad_name(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(x_ptr + offs, libdevice.fast_tanhf(x))
# NAME: libdevice.py:[[@LINE-1]]:28: error: module 'triton.language.extra.cuda.libdevice' has no attribute 'fast_tanhf'
