# Streaming moving averages over time for a [4 sequences x 64 channels] tile: each
# tl.range(num_stages=3) step loads x_t and the lagged x_{t-8} (masked off while t < 8,
# other=0), updates an exponential moving average and a window-8 running sum, and
# stores both averages for that step with the 2-D batch/channel tail mask.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*fp32:16,i32,i32,i32,i32:16,i32,i32:16,i32,fp32,8,4,64
# launch: grid = 2x2, num_warps = 4, num_stages = 2
# args: bf16[120000]=int:-8:8 f32[120000]=zeros f32[120000]=zeros i32=6 i32=200 i32=100 i32=20000 i32=100 i32=20000 i32=100 fp32=0.125
# outputs: 1 2
# tol: 1e-4 1e-4
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def ema_sma_stream_kernel(x_ptr, ema_ptr, sma_ptr, B, T, C, stride_xb, stride_xt, stride_ob,
                          stride_ot, alpha, WINDOW: tl.constexpr, BLOCK_B: tl.constexpr,
                          BLOCK_C: tl.constexpr):
    pid_b = tl.program_id(0)
    pid_c = tl.program_id(1)
    offs_b = pid_b * BLOCK_B + tl.arange(0, BLOCK_B)
    offs_c = pid_c * BLOCK_C + tl.arange(0, BLOCK_C)
    mask = (offs_b[:, None] < B) & (offs_c[None, :] < C)
    x_base = x_ptr + offs_b[:, None] * stride_xb + offs_c[None, :]
    o_off = offs_b[:, None] * stride_ob + offs_c[None, :]
    ema = tl.zeros((BLOCK_B, BLOCK_C), dtype=tl.float32)
    run = tl.zeros((BLOCK_B, BLOCK_C), dtype=tl.float32)
    decay = 1.0 - alpha
    for t in tl.range(0, T, num_stages=3):
        x = tl.load(x_base + t * stride_xt, mask=mask, other=0.0).to(tl.float32)
        x_old = tl.load(x_base + (t - WINDOW) * stride_xt, mask=mask & (t >= WINDOW),
                        other=0.0).to(tl.float32)
        ema = tl.where(t == 0, x, alpha * x + decay * ema)
        run += x - x_old
        cnt = tl.minimum(t + 1, WINDOW).to(tl.float32)
        tl.store(ema_ptr + o_off + t * stride_ot, ema, mask=mask)
        tl.store(sma_ptr + o_off + t * stride_ot, run / cnt, mask=mask)
