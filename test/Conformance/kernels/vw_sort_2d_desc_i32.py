# tl.sort with descending=True along the last axis of a 16x128 int32 tile:
# rows of 100 values (masked inside the 128-wide block, padded with a value
# below every input so it sorts last) of a 19999-row matrix, the last row
# block masked too. Each row's sort stays within the threads holding it.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,i32,100,16,128
# launch: grid = 1250, num_warps = 8
# args: i32[19999,100]=int:-1000:1000 i32[19999,100]=zeros i32=19999
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def sort_rows_desc(x_ptr, y_ptr, M, N: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    offs = rows[:, None] * N + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=-1000000)
    tl.store(y_ptr + offs, tl.sort(x, descending=True), mask=mask)
