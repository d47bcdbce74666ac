# fp8 (e4m3) GEMM with per-row dequantisation: A [M, K] and B [K, N] both
# row-major fp8e4nv, f32 accumulator over a K loop (tl.cdiv trip count),
# then each output row times its f32 scale (a_scale[M]) and a cast to bf16.
# 128x128x64 tiles, 8 warps, 3 stages, 2-D grid of 4x4 programs.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e4nv:16,*fp32:16,*bf16:16,i32:16,i32:16,i32:16,128,128,64
# launch: grid = 4x4, num_warps = 8, num_stages = 3
# args: fp8e4m3[131072]=int:-2:2 fp8e4m3[131072]=int:-2:2 f32[512]=int:1:3 bf16[262144]=zeros i32=512 i32=512 i32=256
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_gemm_rowscale(a_ptr, b_ptr, a_scale_ptr, c_ptr, M, N, K,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * K + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * N + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for _ in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * N
    a_scale = tl.load(a_scale_ptr + offs_m)
    acc = acc * a_scale[:, None]
    tl.store(c_ptr + offs_m[:, None] * N + offs_n[None, :], acc.to(tl.bfloat16))
