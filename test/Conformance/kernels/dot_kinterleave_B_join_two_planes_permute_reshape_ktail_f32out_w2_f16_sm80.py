# GEMM whose weight is stored as two K-planes (even K rows and odd K rows,
# each [K/2, N]): the B operand of tl.dot is rebuilt per K step by
# tl.join(even, odd) -> [BK/2, BN, 2], permute to [BK/2, 2, BN] and reshape
# to [BK, BN], interleaving the planes row by row. K=200 (K/2=100 tail under
# BK/2=32), M=100, N=144 tails; 32x64x64, 2 warps, f32 output.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,i32,i32:16,i32,i32,i32,i32:16,i32:16,32,64,64
# launch: grid = 4x3, num_warps = 2, num_stages = 2
# args: f16[20000]=int:-2:2 f16[14400]=int:-2:2 f16[14400]=int:-2:2 f32[14400]=zeros i32=100 i32=144 i32=200 i32=100 i32=200 i32=144 i32=144
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def kplane_join_gemm_kernel(a_ptr, we_ptr, wo_ptr, c_ptr, M, N, K, K_HALF,
                            stride_am, stride_wk, stride_cm,
                            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    HALF: tl.constexpr = BK // 2
    offs_k = tl.arange(0, BK)
    offs_h = tl.arange(0, HALF)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + offs_k
        a = tl.load(a_ptr + rm[:, None] * stride_am + kk[None, :],
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        hh = k0 // 2 + offs_h
        wmask = (hh[:, None] < K_HALF) & (rn[None, :] < N)
        w_even = tl.load(we_ptr + hh[:, None] * stride_wk + rn[None, :], mask=wmask, other=0.0)
        w_odd = tl.load(wo_ptr + hh[:, None] * stride_wk + rn[None, :], mask=wmask, other=0.0)
        b = tl.join(w_even, w_odd)              # [HALF, BN, 2]
        b = tl.permute(b, (0, 2, 1))            # [HALF, 2, BN]
        b = tl.reshape(b, (BK, BN))             # row 2i = even[i], row 2i+1 = odd[i]
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc,
             mask=(rm[:, None] < M) & (rn[None, :] < N))
