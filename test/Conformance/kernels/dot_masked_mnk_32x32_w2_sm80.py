# GEMM update C += A @ B on sm_80 with 2 warps and small 32x32x32 tiles;
# M = 100, N = 90 and K = 75 are none of them multiples of 32, so the K loop
# masks A and B on K as well as on M and N, and C is read and written masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32,i32,i32,i32,32,32,32
# launch: grid = 4x3, num_warps = 2, num_stages = 3
# args: f16[7500]=int:-2:2 f16[6750]=int:-2:2 f32[9000]=int:-4:4 i32=100 i32=90 i32=75 i32=75 i32=90 i32=90
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def gemm_update_masked(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm, BM: tl.constexpr,
                       BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        k_left = K - k * BK
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < k_left), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < k_left) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    c_mask = (rm[:, None] < M) & (rn[None, :] < N)
    c_ptrs = c_ptr + rm[:, None] * stride_cm + rn[None, :]
    c = tl.load(c_ptrs, mask=c_mask, other=0.0)
    tl.store(c_ptrs, c + acc, mask=c_mask)
