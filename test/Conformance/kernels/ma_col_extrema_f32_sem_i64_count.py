# Column statistics of a 1000x48 f32 matrix in 16-row blocks (rows and the
# 64-wide column block masked): per-block column maxima merged with
# tl.atomic_max(sem="acquire"), an element-wise 2-D tl.atomic_min with
# sem="release" into per-column minima, and i64 tl.atomic_add counts of the
# elements above 0.5, per column and in total (sem="acq_rel").
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*i64:16,*i64:16,i32,i32:16,i32:16,16,64
# launch: grid = 63, num_warps = 4
# args: f32[48000]=randn f32[48]=fill:-1000 f32[48]=fill:1000 i64[48]=zeros i64[1]=zeros i32=1000 i32=48 i32=48
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def col_extrema_atomics(x_ptr, cmax_ptr, cmin_ptr, cnt_ptr, tot_ptr, M, N, stride,
                        BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    rmask = rows < M
    cmask = cols < N
    mask = rmask[:, None] & cmask[None, :]
    x = tl.load(x_ptr + rows[:, None] * stride + cols[None, :], mask=mask, other=0.0)
    colmax = tl.max(tl.where(mask, x, float("-inf")), axis=0)
    tl.atomic_max(cmax_ptr + cols, colmax, mask=cmask, sem="acquire")
    min_ptrs = cmin_ptr + tl.broadcast_to(cols[None, :], (BM, BN))
    tl.atomic_min(min_ptrs, x, mask=mask, sem="release")
    big = ((x > 0.5) & mask).to(tl.int64)
    per_col = tl.sum(big, axis=0)
    tl.atomic_add(cnt_ptr + cols, per_col, mask=cmask)
    tl.atomic_add(tot_ptr, tl.sum(per_col, axis=0), sem="acq_rel")
