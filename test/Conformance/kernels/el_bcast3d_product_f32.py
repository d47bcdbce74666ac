# A 3-D broadcast product a[:, None, None] * b[None, :, None] *
# c[None, None, :] stored as a [200, 120, 100] fp32 tensor in 4x16x128 tiles
# (tile grid folded into the 1-D program id); the last two dims are masked.
# Each vector is broadcast from a doubly-sliced layout of the 3-D layout.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,4,16,128
# launch: grid = 400, num_warps = 4
# args: f32[200]=randn f32[120]=randn f32[100]=randn f32[200,120,100]=zeros i32=200 i32=120 i32=100
# outputs: 3
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def outer3d(a_ptr, b_ptr, c_ptr, out_ptr, I, J, K, BI: tl.constexpr, BJ: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    tj = tl.cdiv(J, BJ)
    tk = tl.cdiv(K, BK)
    pid_i = pid // (tj * tk)
    rest = pid % (tj * tk)
    i = pid_i * BI + tl.arange(0, BI)
    j = (rest // tk) * BJ + tl.arange(0, BJ)
    k = (rest % tk) * BK + tl.arange(0, BK)
    a = tl.load(a_ptr + i, mask=i < I, other=0.0)
    b = tl.load(b_ptr + j, mask=j < J, other=0.0)
    c = tl.load(c_ptr + k, mask=k < K, other=0.0)
    prod = a[:, None, None] * b[None, :, None] * c[None, None, :]
    offs = i[:, None, None] * (J * K) + j[None, :, None] * K + k[None, None, :]
    mask = (i[:, None, None] < I) & (j[None, :, None] < J) & (k[None, None, :] < K)
    tl.store(out_ptr + offs, prod, mask=mask)
