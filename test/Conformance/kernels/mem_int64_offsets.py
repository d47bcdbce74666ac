# int64 row offsets (pid.to(tl.int64) * stride) into a padded row-major fp32
# matrix (row stride 1536) and a packed output (row stride 1500), rows masked
# to 1500 of a 2048-wide block.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32:16,i32,2048
# launch: grid = 8192, num_warps = 8
# args: f32[8192,1536]=randn f32[8192,1500]=zeros i32=1500 i32=1536 i32=1500
# outputs: 1
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def int64_offsets(x_ptr, y_ptr, n_cols, stride_x, stride_y, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=0.0)
    tl.store(y_ptr + row * stride_y + cols, x * 2.0 + 1.0, mask=mask)
