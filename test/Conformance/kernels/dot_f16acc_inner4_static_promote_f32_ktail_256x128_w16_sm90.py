# Two-level accumulation: 4 K steps are accumulated by tl.dot in an f16
# accumulator (out_dtype=tl.float16, tl.static_range inner loop), then
# promoted into an f32 accumulator (the fp8/fp16 "promotion" trick);
# 256x128 tile over 16 warps, K = 448 so the last outer step is half
# masked; f32 output, 2 stages (3 would need 288 KiB of shared memory,
# more than an H200 has: Triton compiles it but cannot launch it).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,256,128,32,4
# launch: grid = 2x2, num_warps = 16, num_stages = 2
# args: f16[215040]=int:-2:2 f16[114688]=int:-2:2 f32[122880]=zeros i32=480 i32=256 i32=448 i32=448 i32=256 i32=256
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def gemm_f16acc_promote(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                        INNER: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mask_m = offs_m < M
    mask_n = offs_n < N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K * INNER):
        part = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float16)
        for i in tl.static_range(INNER):
            kk = k0 + i * BLOCK_K + offs_k
            k_ok = kk < K
            a = tl.load(a_ptr + offs_m[:, None] * stride_am + kk[None, :],
                        mask=mask_m[:, None] & k_ok[None, :], other=0.0)
            b = tl.load(b_ptr + kk[:, None] * stride_bk + offs_n[None, :],
                        mask=k_ok[:, None] & mask_n[None, :], other=0.0)
            part = tl.dot(a, b, part, out_dtype=tl.float16)
        acc += part.to(tl.float32)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc,
             mask=mask_m[:, None] & mask_n[None, :])
