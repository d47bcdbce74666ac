# Row-wise L2 normalize of long rows: a for loop over 1024-wide column
# blocks accumulates squares in a tensor accumulator (one tl.sum after the
# loop), then a second loop scales and stores. Rows of 10000: the last block
# of each row is masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32:16,fp32,1024
# launch: grid = 1024, num_warps = 8
# args: f32[1024,10000]=randn f32[1024,10000]=zeros i32=10000 fp32=1e-12
# outputs: 1
# tol: 1e-6 1e-4
import triton
import triton.language as tl


@triton.jit
def red_l2_normalize(x_ptr, y_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row * n_cols
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, n_cols, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + base + cols, mask=cols < n_cols, other=0.0)
        acc += x * x
    inv = 1.0 / tl.maximum(tl.sqrt(tl.sum(acc, axis=0)), eps)
    for off in range(0, n_cols, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(x_ptr + base + cols, mask=mask, other=0.0)
        tl.store(y_ptr + base + cols, x * inv, mask=mask)
