# Quantised-linear style epilogue done with packed half2 PTX: the f32 dot
# accumulator is narrowed to f16 and a single tl.inline_asm_elementwise
# "fma.rn.relu.f16x2" (pack=2, three b32 half2 operands) computes
# relu(acc * col_scale + bias) two columns per instruction. M/N/K tails,
# 128x64x32 tiles, 4 warps, 3 stages, sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32,i32,i32,i32,i32,128,64,32
# launch: grid = 4x2, num_warps = 4, num_stages = 3
# args: f16[30000]=int:-2:2 f16[24000]=int:-2:2 f16[200]=int:-2:3 f16[200]=int:-20:20 f16[50000]=zeros i32=250 i32=200 i32=120 i32=120 i32=200 i32=200
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def fma_relu_half2(x, scale, bias):
    return tl.inline_asm_elementwise(
        asm="fma.rn.relu.f16x2 $0, $1, $2, $3;",
        constraints="=r,r,r,r",
        args=[x, scale, bias],
        dtype=tl.float16,
        is_pure=True,
        pack=2,
    )


@triton.jit
def linear_colscale_bias_relu_half2_kernel(a_ptr, b_ptr, scale_ptr, bias_ptr, c_ptr, M, N, K,
                                           stride_am, stride_bk, stride_cm,
                                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                                           BLOCK_K: tl.constexpr):
    pid_n = tl.program_id(0)
    pid_m = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + offs_k
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + kk[None, :],
                    mask=m_mask[:, None] & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * stride_bk + offs_n[None, :],
                    mask=(kk[:, None] < K) & n_mask[None, :], other=0.0)
        acc = tl.dot(a, b, acc)

    scale = tl.load(scale_ptr + offs_n, mask=n_mask, other=0.0)
    bias = tl.load(bias_ptr + offs_n, mask=n_mask, other=0.0)
    h = acc.to(tl.float16)
    scale2 = tl.broadcast_to(scale[None, :], (BLOCK_M, BLOCK_N))
    bias2 = tl.broadcast_to(bias[None, :], (BLOCK_M, BLOCK_N))
    out = fma_relu_half2(h, scale2, bias2)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], out,
             mask=m_mask[:, None] & n_mask[None, :])
