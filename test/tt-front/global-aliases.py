# Module-level aliases of triton.language things (a libdevice function, a
# dtype, a namespace) and of a @triton.jit function defined above may be
# read by kernels, as Triton's global lookup allows (Unsloth writes
# `triton_tanh = libdevice.tanh`); other non-constexpr globals are refused
# (errors.py).
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel aliases --signature "*fp32,*fp16" | FileCheck %s
import triton
import triton.language as tl
from triton.language.extra import libdevice

triton_tanh = libdevice.tanh
HALF = tl.float16
math = tl.math


@triton.jit
def _twice(x):
    return x * 2.0


twice = _twice


# CHECK-LABEL: tt.func public @aliases(
# CHECK: tt.extern_elementwise %{{.*}} {libname = "", libpath = "", pure = true, symbol = "__nv_tanhf"}
# CHECK: math.exp2
# CHECK: tt.call @"global-aliases._twice__{{.*}}"
# CHECK: arith.truncf %{{.*}} : tensor<16xf32> to tensor<16xf16>
@triton.jit
def aliases(x_ptr, y_ptr):
    offs = tl.arange(0, 16)
    x = tl.load(x_ptr + offs)
    y = twice(math.exp2(triton_tanh(x)))
    tl.store(y_ptr + offs, y.to(HALF))
