# tl.sort of a 16x128 fp16 tile along its last axis with descending=True
# (bitonic network over the minor dimension of a 2-D tile). Rows of 100 are
# masked inside the 128 block with -inf, and the 20001-row edge is masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,i32,16,128
# launch: grid = 1251, num_warps = 8
# args: f16[20001,100]=randn f16[20001,100]=zeros i32=20001 i32=100
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def sort_rows_2d_desc(x_ptr, y_ptr, M, L, BM: tl.constexpr, BN: tl.constexpr):
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < L)
    offs = rows[:, None] * L + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=float('-inf'))
    y = tl.sort(x, dim=1, descending=True)
    tl.store(y_ptr + offs, y, mask=mask)
