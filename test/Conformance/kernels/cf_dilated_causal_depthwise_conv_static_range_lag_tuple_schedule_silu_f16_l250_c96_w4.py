# Dilated causal depthwise conv1d over a channels-last [B, L, C] f16 sequence
# (WaveNet / Mamba-conv style): the tap lags come from a constexpr tuple
# schedule (0, 1, 2, 4, 8) walked with tl.static_range(len(LAGS)), each tap a
# shifted masked load (t - lag < 0 reads zero) scaled by a per-channel f32
# weight; bias, SiLU and an f16 store.  64x32 tiles, L = 250 tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,*fp16:16,i32,i32:16,i32:16,i32:16,64,32,5
# launch: grid = 8x3, num_warps = 4, num_stages = 2
# args: f16[48000]=randn f32[480]=randn f32[96]=randn f16[48000]=zeros i32=250 i32=96 i32=24000 i32=96
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def dilated_causal_conv_kernel(x_ptr, w_ptr, b_ptr, y_ptr, L, C, stride_b, stride_l,
                               BLOCK_L: tl.constexpr, BLOCK_C: tl.constexpr, NTAPS: tl.constexpr):
    LAGS = (0, 1, 2, 4, 8)
    tl.static_assert(len(LAGS) == NTAPS)
    pid_bl = tl.program_id(0)
    pid_c = tl.program_id(1)
    n_lblk = tl.cdiv(L, BLOCK_L)
    b = pid_bl // n_lblk
    t = (pid_bl % n_lblk) * BLOCK_L + tl.arange(0, BLOCK_L)
    c = pid_c * BLOCK_C + tl.arange(0, BLOCK_C)
    c_ok = c < C
    t_ok = t < L
    x_base = x_ptr + b * stride_b
    acc = tl.zeros((BLOCK_L, BLOCK_C), dtype=tl.float32) + tl.load(b_ptr + c, mask=c_ok, other=0.0)[None, :]
    for k in tl.static_range(len(LAGS)):
        src = t - LAGS[k]
        m = ((src >= 0) & t_ok)[:, None] & c_ok[None, :]
        xv = tl.load(x_base + src[:, None] * stride_l + c[None, :], mask=m, other=0.0)
        wk = tl.load(w_ptr + c * NTAPS + k, mask=c_ok, other=0.0)
        acc += xv.to(tl.float32) * wk[None, :]
    y = acc * tl.sigmoid(acc)
    tl.store(y_ptr + b * stride_b + t[:, None] * stride_l + c[None, :], y.to(tl.float16),
             mask=t_ok[:, None] & c_ok[None, :])
