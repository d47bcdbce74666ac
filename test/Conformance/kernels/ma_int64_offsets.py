# int64 row offsets (pid.to(tl.int64) * stride) into a padded row-major
# matrix (pitch 1024, 1000 live columns, masked): a row softmax; the pad
# columns are never touched.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32:16,1024
# launch: grid = 6000, num_warps = 4
# args: f32[6000,1024]=randn f32[6000,1024]=zeros i32=1000 i32=1024
# outputs: 1
# tol: 1e-6 1e-5
import triton
import triton.language as tl


@triton.jit
def int64_row_softmax(x_ptr, y_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64) * stride
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row + cols, mask=mask, other=float("-inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(y_ptr + row + cols, e / tl.sum(e, axis=0), mask=mask)
