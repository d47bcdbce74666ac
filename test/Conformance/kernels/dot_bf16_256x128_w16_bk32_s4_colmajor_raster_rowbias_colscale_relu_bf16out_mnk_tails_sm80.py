# Large-tile bf16 GEMM on 16 warps: 256x128 tiles, BLOCK_K = 32, 4 cp.async stages,
# column-major program raster; pointers recomputed from k0 each iteration with K = 240
# (tail 16), M = 600 and N = 300 tails; epilogue adds a bf16 row bias, multiplies by an
# f32 column scale, applies ReLU and stores bf16 with a 2-D mask.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,*bf16:16,i32,i32,i32:16,i32:16,i32,i32,256,128,32
# launch: grid = 9, num_warps = 16, num_stages = 4
# args: bf16[144000]=int:-1:1 bf16[72000]=int:-1:1 bf16[600]=int:-4:4 f32[300]=int:0:1 bf16[180000]=zeros i32=600 i32=300 i32=240 i32=240 i32=300 i32=300
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def bf16_gemm_wide_kernel(a_ptr, b_ptr, row_bias_ptr, col_scale_ptr, c_ptr, M, N, K,
                          stride_am, stride_bk, stride_cm,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    pid_m = pid % num_pid_m
    pid_n = pid // num_pid_m
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        k_mask = offs_k < K - k0
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + (k0 + offs_k)[None, :],
                    mask=m_mask[:, None] & k_mask[None, :], other=0.0)
        b = tl.load(b_ptr + (k0 + offs_k)[:, None] * stride_bk + offs_n[None, :],
                    mask=k_mask[:, None] & n_mask[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
    rb = tl.load(row_bias_ptr + offs_m, mask=m_mask, other=0.0).to(tl.float32)
    cs = tl.load(col_scale_ptr + offs_n, mask=n_mask, other=0.0)
    acc = tl.maximum((acc + rb[:, None]) * cs[None, :], 0.0)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc.to(tl.bfloat16),
             mask=m_mask[:, None] & n_mask[None, :])
