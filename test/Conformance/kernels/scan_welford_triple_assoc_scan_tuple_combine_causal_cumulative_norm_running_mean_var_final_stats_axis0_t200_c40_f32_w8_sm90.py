# Causal cumulative normalization (streaming / causal instance norm): a
# three-tensor tl.associative_scan along time with a Welford/Chan merge
# (count, mean, M2) combine function returning a tuple, masked tail
# elements entering as count 0.  Writes the normalized sequence, the running
# mean and variance, and each channel's final statistics (picked out with a
# where+sum at t = T-1).  [256, 16] tiles over x[B, T = 200, C = 40], 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32:16,i32,256,16
# launch: grid = 2x3, num_warps = 8
# args: f32[16000]=randn f32[16000]=zeros f32[16000]=zeros f32[16000]=zeros f32[80]=zeros f32[80]=zeros i32=200 i32=40 i32=8000 i32=40
# outputs: 1 2 3 4 5
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _chan_merge(n_a, mean_a, m2_a, n_b, mean_b, m2_b):
    n = n_a + n_b
    w_b = tl.where(n > 0.0, n_b / tl.maximum(n, 1.0), 0.0)
    delta = mean_b - mean_a
    mean = mean_a + delta * w_b
    m2 = m2_a + m2_b + delta * delta * n_a * w_b
    return n, mean, m2


@triton.jit
def causal_cumnorm_scan_kernel(x_ptr, y_ptr, mean_ptr, var_ptr, fmean_ptr, fvar_ptr, T, C, stride_b, stride_t,
                               BLOCK_T: tl.constexpr, BLOCK_C: tl.constexpr):
    EPS: tl.constexpr = 1e-5
    b = tl.program_id(0)
    offs_t = tl.arange(0, BLOCK_T)
    offs_c = tl.program_id(1) * BLOCK_C + tl.arange(0, BLOCK_C)
    t_ok = offs_t < T
    c_ok = offs_c < C
    mask = t_ok[:, None] & c_ok[None, :]
    off = b * stride_b + offs_t[:, None] * stride_t + offs_c[None, :]

    x = tl.load(x_ptr + off, mask=mask, other=0.0)
    cnt = tl.where(mask, 1.0, 0.0)
    m2 = tl.zeros((BLOCK_T, BLOCK_C), dtype=tl.float32)
    n_run, mean_run, m2_run = tl.associative_scan((cnt, x, m2), axis=0, combine_fn=_chan_merge)

    var = m2_run / tl.maximum(n_run, 1.0)
    y = (x - mean_run) * tl.math.rsqrt(var + EPS)
    tl.store(y_ptr + off, y, mask=mask)
    tl.store(mean_ptr + off, mean_run, mask=mask)
    tl.store(var_ptr + off, var, mask=mask)

    last = (offs_t == T - 1)[:, None]
    tl.store(fmean_ptr + b * C + offs_c, tl.sum(tl.where(last, mean_run, 0.0), axis=0), mask=c_ok)
    tl.store(fvar_ptr + b * C + offs_c, tl.sum(tl.where(last, var, 0.0), axis=0), mask=c_ok)
