# Welford-style row variance: a loop over 512-wide column blocks keeps a
# per-lane running (mean, m2, count) in tensors, then one tl.reduce with a
# three-operand Welford merge combines the lanes. Rows of 3000 (the last
# block masked: those lanes keep their state).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,512
# launch: grid = 4096, num_warps = 4
# args: f32[4096,3000]=randn f32[4096]=zeros f32[4096]=zeros i32=3000
# outputs: 1 2
# tol: 1e-4 1e-4
import triton
import triton.language as tl


@triton.jit
def welford_merge(mean_a, m2_a, n_a, mean_b, m2_b, n_b):
    n = n_a + n_b
    frac_b = tl.where(n == 0.0, 0.0, n_b / tl.where(n == 0.0, 1.0, n))
    delta = mean_b - mean_a
    mean = mean_a + delta * frac_b
    m2 = m2_a + m2_b + delta * delta * n_a * frac_b
    return mean, m2, n


@triton.jit
def red_welford(x_ptr, mean_ptr, var_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    mean = tl.zeros([BLOCK], dtype=tl.float32)
    m2 = tl.zeros([BLOCK], dtype=tl.float32)
    cnt = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, n_cols, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0)
        new_cnt = cnt + 1.0
        delta = x - mean
        new_mean = mean + delta / new_cnt
        new_m2 = m2 + delta * (x - new_mean)
        cnt = tl.where(mask, new_cnt, cnt)
        mean = tl.where(mask, new_mean, mean)
        m2 = tl.where(mask, new_m2, m2)
    row_mean, row_m2, row_n = tl.reduce((mean, m2, cnt), 0, welford_merge)
    tl.store(mean_ptr + row, row_mean)
    tl.store(var_ptr + row, row_m2 / row_n)
