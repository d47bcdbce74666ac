# NaN handling on a strided 37x300 f32 tile walk: loads with other=NaN
# (.cg / evict_first / evict_last), log of signed data making NaNs, tl.where
# with scalar branches on both sides (sentinel, clip, NaN-producing), a
# NaN-propagating tl.maximum, per-row NaN counts restricted to the mask, and
# the isnan / finite masks stored as i1 tensors.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*i1:16,*i1:16,*i32:16,i32,i32,i32:16,i32,fp32,4,128
# launch: grid = 10, num_warps = 16
# args: f32[11456]=randn f32[11456]=randn f32[300]=randn f32[11100]=zeros i1[11100]=zeros i1[11100]=zeros i32[37]=zeros i32=37 i32=300 i32=304 i32=300 f32=1.75
# outputs: 3 4 5 6
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def nan_guard_kernel(x_ptr, y_ptr, w_ptr, out_ptr, isnan_ptr, fin_ptr, cnt_ptr, M, N,
                     stride_in, stride_out, clip, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rmask = rows < M
    nan_cnt = tl.zeros((BLOCK_M,), dtype=tl.int32)
    for start in range(0, N, BLOCK_N):
        cols = start + tl.arange(0, BLOCK_N)
        mask = rmask[:, None] & (cols[None, :] < N)
        offs = rows[:, None] * stride_in + cols[None, :]
        x = tl.load(x_ptr + offs, mask=mask, other=float("nan"), cache_modifier=".cg")
        y = tl.load(y_ptr + offs, mask=mask, other=float("nan"), eviction_policy="evict_first")
        w = tl.load(w_ptr + cols, mask=cols < N, other=float("nan"), eviction_policy="evict_last")
        lp = tl.log(x) + w[None, :]
        bad = lp != lp
        safe = tl.where(bad, -1.0e4, lp)
        clipped = tl.where(y > clip, clip, tl.where(y < -clip, -clip, y))
        gate = tl.where(x > 0.5, 1.0, float("nan"))
        m = tl.maximum(safe, clipped * gate, propagate_nan=tl.PropagateNan.ALL)
        out = tl.where(m != m, 0.0, m) + tl.where(bad, 1.0, 0.0)
        o_offs = rows[:, None] * stride_out + cols[None, :]
        tl.store(out_ptr + o_offs, out, mask=mask)
        tl.store(isnan_ptr + o_offs, bad, mask=mask)
        tl.store(fin_ptr + o_offs, (tl.abs(m) < float("inf")) & (x == x), mask=mask)
        nan_cnt += tl.sum((bad & mask).to(tl.int32), axis=1)
    tl.store(cnt_ptr + rows, nan_cnt, mask=rmask)
