# bf16 GEMM with a fused transformer-MLP epilogue: alpha * (A @ B) + bias,
# exact GELU through erf, plus a bf16 residual tile, stored as bf16.
# M, N and K all have masked tails (200 x 176 x 180 with 64x64x32 tiles),
# 3 stages, mma.sync on sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*bf16:16,i32,i32:16,i32,fp32,64,64,32
# launch: grid = 4x3, num_warps = 4, num_stages = 3
# args: bf16[36000]=int:-2:2 bf16[31680]=int:-2:2 bf16[176]=int:-3:3 bf16[35200]=int:-4:4 bf16[35200]=zeros i32=200 i32=176 i32=180 f32=0.0625
# outputs: 4
# tol: 1e-2 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def gelu_erf(x):
    return 0.5 * x * (1.0 + tl.math.erf(x * 0.7071067811865476))


@triton.jit
def matmul_bias_gelu_residual(a_ptr, b_ptr, bias_ptr, res_ptr, out_ptr, M, N, K, alpha,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mask_m = offs_m < M
    mask_n = offs_n < N

    a_ptrs = a_ptr + offs_m[:, None] * K + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * N + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_mask = offs_k < K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=mask_m[:, None] & k_mask[None, :], other=0.0)
        b = tl.load(b_ptrs, mask=k_mask[:, None] & mask_n[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * N

    bias = tl.load(bias_ptr + offs_n, mask=mask_n, other=0.0).to(tl.float32)
    x = acc * alpha + bias[None, :]
    y = gelu_erf(x)
    c_offs = offs_m[:, None] * N + offs_n[None, :]
    c_mask = mask_m[:, None] & mask_n[None, :]
    res = tl.load(res_ptr + c_offs, mask=c_mask, other=0.0).to(tl.float32)
    y = y + res
    tl.store(out_ptr + c_offs, y.to(tl.bfloat16), mask=c_mask)
