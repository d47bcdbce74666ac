# A dot whose result is reduced right away: row max and row sum of a
# 64x128 f32 product (f16 operands, K = 64), stored as two vectors, and the
# product's column 0 through a mask.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp32:16,64,128,64
# launch: grid = 2, num_warps = 4
# args: f16[8192]=int:-2:2 f16[16384]=int:-2:2 f32[128]=zeros f32[128]=zeros f32[128]=zeros
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def dot_reduce(a_ptr, b_ptr, mx_ptr, sm_ptr, c0_ptr, BM: tl.constexpr, BN: tl.constexpr, K: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, K)
    a = tl.load(a_ptr + pid * BM * K + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + pid * K * BN + rk[:, None] * BN + rn[None, :])
    c = tl.dot(a, b)
    tl.store(mx_ptr + pid * BM + rm, tl.max(c, axis=1))
    tl.store(sm_ptr + pid * BM + rm, tl.sum(c, axis=1))
    tl.store(c0_ptr + pid * BM + rm[:, None] + rn[None, :] * 0, c, mask=rn[None, :] == 0)
