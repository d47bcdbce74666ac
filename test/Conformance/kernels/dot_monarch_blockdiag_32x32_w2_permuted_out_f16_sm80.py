# Monarch / block-diagonal linear (one factor): every 64-channel input group g
# has its own 64x32 weight block; programs own (32 rows, group g) and run a
# 2-trip K loop of 32x32x32 dots on num_warps=2. The output is written with the
# Monarch permutation y[m, j * NB + g] (strided, non-contiguous store), f16
# result with a row tail, 2 stages, sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,6,64,32,32,32
# launch: grid = 5x6, num_warps = 2, num_stages = 2
# args: f16[57600]=int:-2:2 f16[12288]=int:-2:2 f16[28800]=zeros i32=150 i32=384 i32=192
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def monarch_blockdiag_kernel(x_ptr, w_ptr, y_ptr, M, stride_xm, stride_ym,
                             NB: tl.constexpr, G_IN: tl.constexpr, G_OUT: tl.constexpr,
                             BLOCK_M: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    g = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_j = tl.arange(0, G_OUT)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M

    x_ptrs = x_ptr + offs_m[:, None] * stride_xm + (g * G_IN + offs_k)[None, :]
    w_ptrs = w_ptr + g * (G_IN * G_OUT) + offs_k[:, None] * G_OUT + offs_j[None, :]
    acc = tl.zeros((BLOCK_M, G_OUT), dtype=tl.float32)
    for k in range(0, G_IN, BLOCK_K):
        x = tl.load(x_ptrs, mask=m_mask[:, None], other=0.0)
        w = tl.load(w_ptrs)
        acc = tl.dot(x, w, acc)
        x_ptrs += BLOCK_K
        w_ptrs += BLOCK_K * G_OUT

    # Monarch output permutation: (group, j) -> column j * NB + g
    y_ptrs = y_ptr + offs_m[:, None] * stride_ym + (offs_j * NB + g)[None, :]
    tl.store(y_ptrs, acc.to(tl.float16), mask=m_mask[:, None])
