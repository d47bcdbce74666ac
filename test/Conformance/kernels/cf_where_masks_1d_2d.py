# tl.where in 2-D (lower-triangular select against a row/column iota compare,
# edges masked, bf16) and in 1-D (on the per-row count of positives, a
# SliceLayout vector), 4x1024 tiles over 1000 columns, 16 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*i32:16,i32,i32,4,1024
# launch: grid = 1001, num_warps = 16
# args: bf16[4001,1000]=randn bf16[4001,1000]=zeros i32[4001]=zeros i32=4001 i32=1000
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def where_masks_1d_2d(x_ptr, y_ptr, cnt_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    rmask = rows < M
    mask = rmask[:, None] & (cols < N)[None, :]
    offs = rows[:, None] * N + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.where(cols[None, :] <= (rows % N)[:, None], x, 0.0)
    tl.store(y_ptr + offs, y.to(tl.bfloat16), mask=mask)
    cnt = tl.sum(tl.where(mask & (x > 0), 1, 0), axis=1)
    cnt = tl.where(cnt > N // 2, cnt, -cnt)
    tl.store(cnt_ptr + rows, cnt, mask=rmask)
