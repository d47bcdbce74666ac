# W4A16 decode GEMM with a split-half int4 packing (not AWQ/GPTQ order): byte
# (k, n) of the [K/2, N] uint8 weight holds W[k, n] in its low nibble and
# W[k + K/2, n] in its high nibble, so each K step unpacks two f16 tiles
# (symmetric, zero point 8) and issues two dots against the matching low and
# high halves of the activations; per-output-channel f16 scale, f16 out.
# M = 20 (decode tail), K/2 = 112 (tail of 16 with BK = 32), 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*u8:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,32,64,32
# launch: grid = 1x3, num_warps = 2, num_stages = 2
# args: f16[4480]=int:-2:2 u8[17920]=int:0:255 f16[160]=int:1:3 f16[3200]=zeros i32=20 i32=160 i32=224 i32=224 i32=160 i32=160
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def w4a16_halfsplit_gemm(X, WP, SCALES, OUT, M, N, K, stride_xm, stride_wk, stride_om,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    half_k = K // 2
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k0 = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N

    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for k0 in range(0, half_k, BLOCK_K):
        offs_k = k0 + offs_k0
        k_mask = offs_k < half_k
        a_mask = m_mask[:, None] & k_mask[None, :]
        x_lo = tl.load(X + offs_m[:, None] * stride_xm + offs_k[None, :], mask=a_mask, other=0.0)
        x_hi = tl.load(X + offs_m[:, None] * stride_xm + (offs_k + half_k)[None, :], mask=a_mask, other=0.0)
        packed = tl.load(WP + offs_k[:, None] * stride_wk + offs_n[None, :],
                         mask=k_mask[:, None] & n_mask[None, :], other=0)
        w_lo = (packed & 0xF).to(tl.float16) - 8.0
        w_hi = (packed >> 4).to(tl.float16) - 8.0
        acc = tl.dot(x_lo, w_lo, acc)
        acc = tl.dot(x_hi, w_hi, acc)

    scale = tl.load(SCALES + offs_n, mask=n_mask, other=0.0).to(tl.float32)
    out = (acc * scale[None, :]).to(tl.float16)
    tl.store(OUT + offs_m[:, None] * stride_om + offs_n[None, :], out,
             mask=m_mask[:, None] & n_mask[None, :])
