# Hyena-style long causal convolution as a Toeplitz dot: for a [BLOCK_T]
# output block the Toeplitz tile T[t, s] = h[t - s] (0 <= t - s < FILTER_LEN,
# loaded with 2-D pointer arithmetic and masks) multiplies the x block
# [BLOCK_S, HEAD_DIM]; s blocks run from the filter's reach up to the
# diagonal; one filter per head shared by the head's channels, plus a
# D * x skip term; L = 300 tail, token-major [B, L, H, HEAD_DIM] input.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,i32:16,i32,i32:16,i32:16,i32,i32:16,64,64,64
# launch: grid = 5x8, num_warps = 4, num_stages = 3
# args: f16[153600]=int:-2:2 f16[1200]=int:-2:2 f32[4]=int:-1:1 f32[153600]=zeros i32=300 i32=160 i32=4 i32=76800 i32=256 i32=300 i32=64
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def hyena_toeplitz_conv(x_ptr, h_ptr, dskip_ptr, y_ptr, L, FILTER_LEN, H,
                        stride_xb, stride_xt, stride_hh, stride_xh,
                        BLOCK_T: tl.constexpr, BLOCK_S: tl.constexpr, HEAD_DIM: tl.constexpr):
    pid_t = tl.program_id(0)
    bh = tl.program_id(1)
    b = bh // H
    head = bh % H
    offs_t = pid_t * BLOCK_T + tl.arange(0, BLOCK_T)
    offs_s0 = tl.arange(0, BLOCK_S)
    offs_d = tl.arange(0, HEAD_DIM)
    t_ok = offs_t < L
    base = b.to(tl.int64) * stride_xb + head * stride_xh
    h_row = h_ptr + head * stride_hh

    acc = tl.zeros((BLOCK_T, HEAD_DIM), dtype=tl.float32)
    s_lo = tl.maximum(pid_t * BLOCK_T - FILTER_LEN + 1, 0)
    s_lo = (s_lo // BLOCK_S) * BLOCK_S
    s_hi = tl.minimum((pid_t + 1) * BLOCK_T, L)
    for s0 in range(s_lo, s_hi, BLOCK_S):
        offs_s = s0 + offs_s0
        s_ok = offs_s < L
        lag = offs_t[:, None] - offs_s[None, :]
        tap_ok = (lag >= 0) & (lag < FILTER_LEN)
        toep = tl.load(h_row + lag, mask=tap_ok, other=0.0)
        xs = tl.load(x_ptr + base + offs_s[:, None] * stride_xt + offs_d[None, :],
                     mask=s_ok[:, None], other=0.0)
        acc = tl.dot(toep, xs, acc)

    xt_offs = base + offs_t[:, None] * stride_xt + offs_d[None, :]
    xt = tl.load(x_ptr + xt_offs, mask=t_ok[:, None], other=0.0)
    d = tl.load(dskip_ptr + head)
    y = acc + d * xt.to(tl.float32)
    tl.store(y_ptr + xt_offs, y, mask=t_ok[:, None])
