# fp64 row statistics: a first column loop keeps a Kahan-compensated running
# sum (two [256] f64 carries, sum and compensation), the second loop the
# centered second moment through tl.math.fma(d, d, m2); outputs the compensated
# sum, mean, unbiased variance and std (f64 sqrt) per row. 40 rows of 1000
# (row stride 1024), BLOCK 256 on 4 warps, tl.range with num_stages=2.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp64:16,*fp64:16,*fp64:16,*fp64:16,*fp64:16,i32:16,i32,256
# launch: grid = 40, num_warps = 4, num_stages = 2
# args: f64[40960]=randn f64[40]=zeros f64[40]=zeros f64[40]=zeros f64[40]=zeros i32=1024 i32=1000
# outputs: 1 2 3 4
# tol: 1e-9 1e-9
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def f64_row_moments_kernel(x_ptr, sum_ptr, mean_ptr, var_ptr, std_ptr, stride, N, BLOCK_N: tl.constexpr):
    row = tl.program_id(0)
    base = x_ptr + row.to(tl.int64) * stride
    s = tl.zeros([BLOCK_N], dtype=tl.float64)
    comp = tl.zeros([BLOCK_N], dtype=tl.float64)
    for off in tl.range(0, N, BLOCK_N, num_stages=2):
        cols = off + tl.arange(0, BLOCK_N)
        x = tl.load(base + cols, mask=cols < N, other=0.0)
        y = x - comp
        t = s + y
        comp = (t - s) - y
        s = t
    total = tl.sum(s, axis=0) - tl.sum(comp, axis=0)
    mean = total / N
    m2 = tl.zeros([BLOCK_N], dtype=tl.float64)
    for off in tl.range(0, N, BLOCK_N, num_stages=2):
        cols = off + tl.arange(0, BLOCK_N)
        mask = cols < N
        x = tl.load(base + cols, mask=mask, other=0.0)
        d = tl.where(mask, x - mean, 0.0)
        m2 = tl.math.fma(d, d, m2)
    var = tl.sum(m2, axis=0) / (N - 1)
    tl.store(sum_ptr + row, total)
    tl.store(mean_ptr + row, mean)
    tl.store(var_ptr + row, var)
    tl.store(std_ptr + row, tl.sqrt(var))
