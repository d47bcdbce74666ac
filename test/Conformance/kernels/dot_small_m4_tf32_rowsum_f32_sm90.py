# tf32 tensor cores on a [4, K] x [K, 32] product (M = 4): f32 operands rounded
# to tf32 by tl.dot's default precision, integer-valued so the result is
# exact, plus a row sum of the product; K loop with a masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,4,32,32
# launch: grid = 3, num_warps = 4
# args: f32[400]=int:-3:3 f32[9600]=int:-3:3 f32[384]=zeros f32[12]=zeros i32=100 i32=96
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def m4_tf32_rowsum_kernel(a_ptr, b_ptr, c_ptr, rs_ptr, K, N,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, BM)
    rn = pid * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * K + kk[None, :], mask=kk[None, :] < K, other=0.0)
        b = tl.load(b_ptr + kk[:, None] * N + rn[None, :], mask=kk[:, None] < K, other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)
    tl.store(rs_ptr + pid * BM + rm, tl.sum(acc, axis=1))
