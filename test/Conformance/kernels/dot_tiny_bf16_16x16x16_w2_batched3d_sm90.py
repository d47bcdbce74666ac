# Many tiny GEMMs (per-head 32x48 @ 48x16 projections, xformers-style small
# batched matmul): one 16x16 output tile per program on 2 warps, a K loop of
# three 16-wide steps (the smallest tile tl.dot accepts, too small for a
# wgmma warpgroup on sm_90), batch and row strides passed for A, B and C
# (B batch-strided but with a padded row pitch), bf16 in, bf16 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,16,16,16
# launch: grid = 2x6, num_warps = 2, num_stages = 2
# args: bf16[9216]=int:-2:2 bf16[9216]=int:-2:2 bf16[3072]=zeros i32=48 i32=1536 i32=48 i32=1536 i32=32 i32=512 i32=16
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tiny_bmm_kernel(a_ptr, b_ptr, c_ptr, K, stride_ab, stride_am, stride_bb, stride_bk,
                    stride_cb, stride_cm,
                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    bid = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)

    a_ptrs = a_ptr + bid * stride_ab + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + bid * stride_bb + offs_k[:, None] * stride_bk + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc += tl.dot(a, b)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk

    c_ptrs = c_ptr + bid * stride_cb + offs_m[:, None] * stride_cm + offs_n[None, :]
    tl.store(c_ptrs, acc.to(tl.bfloat16))
