# Fused row softmax (the tutorial's pattern, one row per program): max,
# exp, sum and divide over a row of 781 fp32 values (not a power of two)
# masked inside a 1024-wide block, masked lanes loaded as -inf.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32,1024
# launch: grid = 8192, num_warps = 4
# args: f32[8192,781]=randn f32[8192,781]=zeros i32=781 i32=781
# outputs: 1
# tol: 1e-6 1e-4
import triton
import triton.language as tl


@triton.jit
def red_softmax(x_ptr, y_ptr, row_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * row_stride + cols, mask=mask, other=float("-inf"))
    z = x - tl.max(x, axis=0)
    num = tl.exp(z)
    den = tl.sum(num, axis=0)
    tl.store(y_ptr + row * row_stride + cols, num / den, mask=mask)
