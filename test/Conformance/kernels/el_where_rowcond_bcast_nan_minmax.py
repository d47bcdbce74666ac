# tl.where with a [BM, 1] per-row condition (from a loaded 0/1 flag) against
# a [1, BN] column vector and a scalar, tl.full tiles (one shaped like x) and
# tl.zeros_like, and tl.minimum(PropagateNan.ALL) / tl.maximum(PropagateNan.NONE) on
# operands with injected NaNs (NaN results mapped to sentinels), 300x50
# masked in 32x64 blocks.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,32,64
# launch: grid = 10, num_warps = 4
# args: f32[15000]=randn f32[15000]=randn i32[300]=int:0:1 f32[50]=randn f32[15000]=zeros f32[15000]=zeros i32=300 i32=50
# outputs: 4 5
# tol: 1e-6 1e-6
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def where_bcast_nan(x_ptr, y_ptr, sel_ptr, colv_ptr, out_ptr, mn_ptr, M, N,
                    BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    rmask = rows < M
    cmask = cols < N
    m2 = rmask[:, None] & cmask[None, :]
    offs = rows[:, None] * N + cols[None, :]
    x = tl.load(x_ptr + offs, mask=m2, other=0.0)
    y = tl.load(y_ptr + offs, mask=m2, other=0.0)
    sel = tl.load(sel_ptr + rows, mask=rmask, other=0)
    cv = tl.load(colv_ptr + cols, mask=cmask, other=0.0)
    cond = (sel != 0)[:, None]
    a = tl.where(cond, cv[None, :], -1.5)
    two = tl.full([BM, BN], 2.0, tl.float32)
    z = tl.zeros_like(x)
    o = tl.full(x.shape, 1.0, x.dtype)
    base = tl.where(x > 0, two, z) + tl.where(cond, o, z - 0.25)
    xn = tl.where(x > 1.2, float("nan"), x)
    yn = tl.where(y < -1.2, float("nan"), y)
    mn = tl.minimum(xn, yn, propagate_nan=tl.PropagateNan.ALL)
    mx = tl.maximum(xn, yn, propagate_nan=tl.PropagateNan.NONE)
    mn = tl.where(mn != mn, -100.0, mn)
    mx = tl.where(mx != mx, 100.0, mx)
    tl.store(out_ptr + offs, a * base + mx, mask=m2)
    tl.store(mn_ptr + offs, mn, mask=m2)
