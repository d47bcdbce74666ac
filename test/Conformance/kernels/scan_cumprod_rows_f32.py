# tl.cumprod along axis 1 of an 8x256 fp32 tile of factors in [0.5, 1.5)
# (so the running products stay in range), 16 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,8,256
# launch: grid = 2048, num_warps = 16
# args: f32[16384,256]=rand f32[16384,256]=zeros
# outputs: 1
# tol: 1e-6 1e-4
import triton
import triton.language as tl


@triton.jit
def scan_cumprod(x_ptr, y_ptr, ROWS: tl.constexpr, COLS: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    offs = rows[:, None] * COLS + tl.arange(0, COLS)[None, :]
    x = tl.load(x_ptr + offs) + 0.5
    tl.store(y_ptr + offs, tl.cumprod(x, axis=1))
