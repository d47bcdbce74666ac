# Non-contiguous access: column 3 of a row-major 200x37 f16 matrix (stride
# 37) read 128 rows at a time, scaled, and written as a contiguous vector,
# and a transposed 16x16 block store (stride-1 along rows).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32,128
# launch: grid = 2, num_warps = 4
# args: f16[7400]=randn f16[256]=zeros f16[512]=zeros i32=200
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def strided(x_ptr, col_ptr, t_ptr, M, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BLOCK + tl.arange(0, BLOCK)
    c = tl.load(x_ptr + rows * 37 + 3, mask=rows < M, other=0.0)
    tl.store(col_ptr + rows, c * 2, mask=rows < 256)
    r = tl.arange(0, 16)
    blk = tl.load(x_ptr + pid * 16 * 37 + r[:, None] * 37 + r[None, :])
    tl.store(t_ptr + pid * 256 + r[None, :] * 16 + r[:, None], blk)
