# torch._scaled_mm-style fp8 GEMM with per-tensor scales: A [M, K] and B [K, N]
# both row-major float8e4nv (B is N-contiguous, so the compiler must produce the
# K-major wgmma operand itself), K = 200 is not a multiple of BLOCK_K and the
# last K tile is masked with other=0.0; scale_a * scale_b are loaded scalars
# applied once in the epilogue, f16 output. 128x128x64 tiles, 8 warps, 4 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e4nv:16,*fp32:16,*fp32:16,*fp16:16,i32,i32,i32,i32,i32,i32
# launch: grid = 3x2, num_warps = 8, num_stages = 4
# args: fp8e4m3[60000]=int:-3:3 fp8e4m3[36000]=int:-3:3 f32[1]=fill:0.5 f32[1]=fill:0.25 f16[54000]=zeros i32=300 i32=180 i32=200 i32=200 i32=180 i32=180
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def scaled_mm_fp8_tensorwise_kernel(a_ptr, b_ptr, scale_a_ptr, scale_b_ptr, c_ptr, M, N, K,
                                    stride_am, stride_bk, stride_cm):
    BLOCK_M: tl.constexpr = 128
    BLOCK_N: tl.constexpr = 128
    BLOCK_K: tl.constexpr = 64
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :]
    m_mask = offs_m < M
    n_mask = offs_n < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    num_full = K // BLOCK_K
    for _ in range(0, num_full):
        a = tl.load(a_ptrs, mask=m_mask[:, None], other=0.0)
        b = tl.load(b_ptrs, mask=n_mask[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    # K tail, peeled out of the loop
    k_rem = K - num_full * BLOCK_K
    if k_rem > 0:
        a = tl.load(a_ptrs, mask=m_mask[:, None] & (offs_k[None, :] < k_rem), other=0.0)
        b = tl.load(b_ptrs, mask=(offs_k[:, None] < k_rem) & n_mask[None, :], other=0.0)
        acc = tl.dot(a, b, acc)

    scale = tl.load(scale_a_ptr) * tl.load(scale_b_ptr)
    c = (acc * scale).to(tl.float16)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], c,
             mask=m_mask[:, None] & n_mask[None, :])
