# float64 row math over 100 valid columns of rows padded to a 112 stride:
# log-sum-exp with tl.exp/tl.log, softmax weights divided by the f64 sum,
# sqrt/log/exp element-wise terms, and the rows' mean and standard deviation
# from f64 reductions.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp64:16,*fp64:16,*fp64:16,i32,i32:16,128
# launch: grid = 64, num_warps = 4
# args: f64[7168]=randn f64[7168]=zeros f64[192]=zeros i32=100 i32=112
# outputs: 1 2
# tol: 1e-12 1e-12
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def f64_row_lse(x_ptr, y_ptr, stat_ptr, N, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=float("-inf"))
    m = tl.max(x, axis=0)
    e = tl.exp(x - m)
    s = tl.sum(e, axis=0)
    lse = m + tl.log(s)
    p = e / s
    r = tl.sqrt(tl.abs(x) + 1.0)
    y = p * r + tl.log(1.0 + x * x) / (2.0 + tl.exp(-tl.abs(x)))
    tl.store(y_ptr + row * stride + cols, y, mask=mask)
    xm = tl.where(mask, x, 0.0)
    mean = tl.sum(xm, axis=0) / N
    d = tl.where(mask, x - mean, 0.0)
    std = tl.sqrt(tl.sum(d * d, axis=0) / N)
    tl.store(stat_ptr + row * 3, lse)
    tl.store(stat_ptr + row * 3 + 1, mean)
    tl.store(stat_ptr + row * 3 + 2, std)
