# The largest single-CTA Hopper tile: a 256x256 f32 accumulator (256 registers
# per thread before anything else) under num_warps = 8 and num_stages = 2,
# BK = 32, bf16 operands through masked pointer loads, M = 300, N = 260 and
# K = 96 tails, per-row f32 scale epilogue and a masked bf16 store.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*bf16:16,i32,i32,i32:16,i32:16,i32,i32,256,256,32
# launch: grid = 2x2, num_warps = 8, num_stages = 2
# args: bf16[28800]=int:-2:2 bf16[24960]=int:-2:2 f32[300]=int:1:2 bf16[78000]=zeros i32=300 i32=260 i32=96 i32=96 i32=260 i32=260
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def gemm_256x256_w8_rowscale(a_ptr, b_ptr, rs_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_rem = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(offs_m[:, None] < M) & (offs_k[None, :] < k_rem), other=0.0)
        b = tl.load(b_ptrs, mask=(offs_k[:, None] < k_rem) & (offs_n[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    rs = tl.load(rs_ptr + offs_m, mask=offs_m < M, other=0.0)
    c = acc * rs[:, None]
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], c.to(tl.bfloat16),
             mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))
