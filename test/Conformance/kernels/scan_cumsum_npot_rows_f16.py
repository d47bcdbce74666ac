# tl.cumsum of fp16 rows of 1000 values (not a power of two) masked inside a
# 1024-wide block, accumulated in fp32 (dtype=tl.float32), two rows per
# program and one warp: the scan runs along axis 1 of a 2x1024 tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,i32,2,1024
# launch: grid = 4096, num_warps = 1
# args: f16[8192,1000]=randn f32[8192,1000]=zeros i32=1000
# outputs: 1
# tol: 1e-3 1e-4
import triton
import triton.language as tl


@triton.jit
def scan_npot_rows(x_ptr, y_ptr, n_cols, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    mask = cols[None, :] < n_cols
    offs = rows[:, None] * n_cols + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, tl.cumsum(x, axis=1, dtype=tl.float32), mask=mask)
