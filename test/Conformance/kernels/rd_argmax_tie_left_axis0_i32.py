# tl.argmax along axis 0 with tie_break_left=True over int32 values in 0..15
# (ties nearly everywhere: the smallest row index must win); 100 valid rows
# masked (as -1, never a winner) inside a 128-row block, 32 columns a program.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,i32,i32:16,128,32
# launch: grid = 1024, num_warps = 4
# args: i32[100,32768]=int:0:15 i32[32768]=zeros i32=100 i32=32768
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def col_argmax_tie_left(x_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, BM)
    cols = pid * BN + tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    tile = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=-1)
    idx = tl.argmax(tile, axis=0, tie_break_left=True)
    tl.store(out_ptr + cols, idx, mask=cols < N)
