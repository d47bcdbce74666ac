# tl.gather becomes tt.gather along the axis, its result shaped like the
# indices; shapes that disagree off the axis are refused, as Triton does.
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel rows --signature "*fp32,*i32,*fp32,32" | FileCheck %s
# RUN: tt-front %s --kernel rows --signature "*fp32,*i32,*fp32,32" | tt-opt -o /dev/null
# RUN: not tt-front %s --kernel mismatched --signature "*fp32,*i32,32" 2>&1 | FileCheck %s --check-prefix=BAD
import triton
import triton.language as tl


# CHECK-LABEL: tt.func public @rows(
# CHECK: %[[G:.+]] = tt.gather %{{.+}}[%{{.+}}] {axis = 1 : i32} : (tensor<32x32xf32>, tensor<32x8xi32>) -> tensor<32x8xf32>
# CHECK: tt.store %{{.+}}, %[[G]]
@triton.jit
def rows(x_ptr, i_ptr, o_ptr, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    c = tl.arange(0, 8)
    x = tl.load(x_ptr + r[:, None] * BLOCK + r[None, :])
    idx = tl.load(i_ptr + r[:, None] * 8 + c[None, :])
    tl.store(o_ptr + r[:, None] * 8 + c[None, :], tl.gather(x, idx, axis=1))


# BAD: error: index dim 0 must match the corresponding source dim
@triton.jit
def mismatched(x_ptr, i_ptr, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r[:, None] * BLOCK + r[None, :])
    idx = tl.load(i_ptr + tl.arange(0, 16)[:, None] * BLOCK + r[None, :])
    tl.store(x_ptr + r[:, None] * BLOCK + r[None, :], tl.gather(x, idx, axis=1))
