# Column-wise hard vote over a 300x90 f16 logit matrix: one tl.reduce along axis 0
# of a 64x16 tile with a custom combine over a 3-tuple (max value, first row
# reaching it, number of rows tying it); the per-tile results are folded into
# the running carries by calling the same combine on 1-D tensors.  Ragged tails
# (300 % 64 rows, 90 % 16 cols) are masked to (-inf, INT_MAX, 0).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*i32:16,*i32:16,i32,i32,i32,64,16
# launch: grid = 6, num_warps = 2
# args: f16[27000]=int:-4:4 f32[90]=zeros i32[90]=zeros i32[90]=zeros i32=300 i32=90 i32=90
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _max_first_count_combine(v1, i1, c1, v2, i2, c2):
    gt = v1 > v2
    eq = v1 == v2
    v = tl.where(gt | eq, v1, v2)
    i = tl.where(eq, tl.minimum(i1, i2), tl.where(gt, i1, i2))
    c = tl.where(eq, c1 + c2, tl.where(gt, c1, c2))
    return v, i, c


@triton.jit
def col_vote_kernel(x_ptr, max_ptr, idx_ptr, cnt_ptr, M, N, stride_xm,
                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    cols = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    col_ok = cols < N
    best_v = tl.full((BLOCK_N,), float("-inf"), tl.float32)
    best_i = tl.full((BLOCK_N,), 2147483647, tl.int32)
    best_c = tl.zeros((BLOCK_N,), dtype=tl.int32)
    for m0 in range(0, M, BLOCK_M):
        rows = m0 + tl.arange(0, BLOCK_M)
        msk = (rows[:, None] < M) & col_ok[None, :]
        x = tl.load(x_ptr + rows[:, None] * stride_xm + cols[None, :], mask=msk,
                    other=float("-inf")).to(tl.float32)
        idx = tl.where(msk, rows[:, None], 2147483647)
        cnt = msk.to(tl.int32)
        tv, ti, tc = tl.reduce((x, idx, cnt), 0, _max_first_count_combine)
        best_v, best_i, best_c = _max_first_count_combine(best_v, best_i, best_c, tv, ti, tc)
    tl.store(max_ptr + cols, best_v, mask=col_ok)
    tl.store(idx_ptr + cols, best_i, mask=col_ok)
    tl.store(cnt_ptr + cols, best_c, mask=col_ok)
