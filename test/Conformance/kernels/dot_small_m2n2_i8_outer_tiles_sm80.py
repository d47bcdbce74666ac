# int8 products of 2 x 2 output tiles with K = 64 (int8 needs K >= 32): each
# program multiplies a [2, 64] slice by a [64, 2] slice with int32 accumulate,
# exercising tiles smaller than the instruction along both M and N.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i32:16,i32,2,2,64
# launch: grid = 8, num_warps = 1
# args: i8[1024]=int:-8:8 i8[128]=int:-8:8 i32[64]=zeros i32=64
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def tiles2x2_i8_kernel(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * BN + rn[None, :])
    c = tl.dot(a, b, out_dtype=tl.int32)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], c)
