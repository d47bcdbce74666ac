# Row-wise L2 normalize of rows of 3000 fp32 values: a for loop over 512-wide
# column blocks (the last masked) carries a tensor accumulator of squares,
# reduced once after the loop; a second loop scales and stores the row.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,fp32,512
# launch: grid = 4096, num_warps = 2
# args: f32[4096,3000]=randn f32[4096,3000]=zeros i32=3000 fp32=1e-12
# outputs: 1
# tol: 1e-6 1e-5
import triton
import triton.language as tl


@triton.jit
def l2_normalize_rows(x_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, N, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0)
        acc += x * x
    inv = 1.0 / tl.maximum(tl.sqrt(tl.sum(acc, axis=0)), eps)
    for start in range(0, N, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0)
        tl.store(y_ptr + row * N + cols, x * inv, mask=cols < N)
