# Split-K: each program computes a partial 32x32 product over a quarter of
# K = 256 with tl.dot and adds it into C with tl.atomic_add (f32).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,32,32,64,256
# launch: grid = 4, num_warps = 4
# args: f16[8192]=int:-2:2 f16[8192]=int:-2:2 f32[1024]=zeros
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def split_k(a_ptr, b_ptr, c_ptr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, K: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = pid * BK + tl.arange(0, BK)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * BN + rn[None, :])
    tl.atomic_add(c_ptr + rm[:, None] * BN + rn[None, :], tl.dot(a, b))
