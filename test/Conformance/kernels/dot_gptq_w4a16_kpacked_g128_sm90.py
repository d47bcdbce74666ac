# GPTQ-style w4a16 GEMM: qweight int32 [K/8, N] packs 8 int4 rows along K,
# qzeros int32 [K/128, N/8] packs 8 zero points along N, f16 scales
# [K/128, N]; the tile is unpacked in registers (shift, mask, minus zero,
# times the group scale) and fed to tl.dot with the f16 activations.
# M tail masked; 32x64x64 tiles, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*i32:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,i32:16,32,64,64
# launch: grid = 3x4, num_warps = 4, num_stages = 3
# args: f16[47104]=int:-2:2 i32[16384]=int:-2147483648:2147483647 i32[128]=int:-2147483648:2147483647 f16[1024]=int:-2:2 f16[23552]=zeros i32=92 i32=256 i32=512 i32=128
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def gptq_w4a16_matmul(a_ptr, qweight_ptr, qzeros_ptr, scales_ptr, c_ptr, M, N, K, group_size,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mask_m = offs_m < M
    mask_n = offs_n < N

    a_ptrs = a_ptr + offs_m[:, None] * K + offs_k[None, :]
    # word (k // 8, n) of qweight holds rows 8*(k//8) .. 8*(k//8)+7 of column n
    b_ptrs = qweight_ptr + (offs_k[:, None] // 8) * N + offs_n[None, :]
    b_shifter = ((offs_k % 8) * 4)[:, None]
    # zero points are packed along N: word (g, n // 8), nibble n % 8
    zeros_ptrs = qzeros_ptr + offs_n // 8
    zeros_shifter = (offs_n % 8) * 4
    scales_ptrs = scales_ptr + offs_n

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        g = k // group_size
        a = tl.load(a_ptrs, mask=mask_m[:, None], other=0.0)
        qw = tl.load(b_ptrs, mask=mask_n[None, :], other=0)
        qz = tl.load(zeros_ptrs + g * (N // 8), mask=mask_n, other=0)
        scales = tl.load(scales_ptrs + g * N, mask=mask_n, other=0.0)

        zeros = (qz >> zeros_shifter) & 0xF
        w = (qw >> b_shifter) & 0xF
        w = (w - zeros[None, :]).to(tl.float16) * scales[None, :]
        acc = tl.dot(a, w, acc)

        a_ptrs += BLOCK_K
        b_ptrs += (BLOCK_K // 8) * N

    c_ptrs = c_ptr + offs_m[:, None] * N + offs_n[None, :]
    tl.store(c_ptrs, acc.to(tl.float16), mask=mask_m[:, None] & mask_n[None, :])
