# Weight-only MXFP4 linear (gpt-oss / MoE style): bf16 activations as the
# unscaled lhs of tl.dot_scaled ("bf16", scale None) and e2m1 weights stored
# [N, K/2] (K-major, two values per uint8) loaded [BN, BK/2] and transposed to
# a K-packed rhs with e8m0 scales [N, K/32]; five K steps, M = 48 tail in a
# 32-row block, f32 bias, f16 out; tl.range K loop under num_stages = 2.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*u8:16,*u8:16,*fp32:16,*fp16:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32,i32:16,32,64,64
# launch: grid = 2x3, num_warps = 4, num_stages = 2
# args: bf16[15360]=int:-3:3 u8[30720]=int:0:255 u8[1920]=int:126:128 f32[192]=int:-4:4 f16[9216]=zeros i32=48 i32=192 i32=320 i32=320 i32=160 i32=10 i32=192
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def w_mxfp4_a_bf16_linear(x_ptr, w_ptr, w_scale_ptr, bias_ptr, out_ptr, M, N, K,
                          stride_xm, stride_wn, stride_wsn, stride_om,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    offs_kp = tl.arange(0, BLOCK_K // 2)
    offs_s = tl.arange(0, BLOCK_K // 32)
    m_ok = offs_m < M
    n_ok = offs_n < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kb in tl.range(0, tl.cdiv(K, BLOCK_K)):
        x = tl.load(x_ptr + offs_m[:, None] * stride_xm + (kb * BLOCK_K + offs_k)[None, :],
                    mask=m_ok[:, None], other=0.0)
        w = tl.load(w_ptr + offs_n[:, None] * stride_wn + (kb * (BLOCK_K // 2) + offs_kp)[None, :],
                    mask=n_ok[:, None], other=0)
        ws = tl.load(w_scale_ptr + offs_n[:, None] * stride_wsn + (kb * (BLOCK_K // 32) + offs_s)[None, :],
                     mask=n_ok[:, None], other=127)
        acc = tl.dot_scaled(x, None, "bf16", w.T, ws, "e2m1", acc)

    bias = tl.load(bias_ptr + offs_n, mask=n_ok, other=0.0)
    acc = acc + bias[None, :]
    tl.store(out_ptr + offs_m[:, None] * stride_om + offs_n[None, :], acc.to(tl.float16),
             mask=m_ok[:, None] & n_ok[None, :])
