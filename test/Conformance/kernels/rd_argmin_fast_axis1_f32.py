# tl.argmin along axis 1 with tie_break_left=False (the fast combine, which
# keeps whichever operand the tree hands it on ties) over randn fp32 rows: a
# tie at the row minimum is practically impossible, so the result is still
# deterministic. Rows of 1000 masked (+inf) inside 1024, 8 rows a program.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,i32:16,i32,8,1024
# launch: grid = 1024, num_warps = 8
# args: f32[8192,1000]=randn i32[8192]=zeros i32=8192 i32=1000
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def row_argmin_fast(x_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    tile = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=float("inf"))
    idx = tl.argmin(tile, axis=1, tie_break_left=False)
    tl.store(out_ptr + rows, idx, mask=rows < M)
