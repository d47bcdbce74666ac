# LayerNorm backward, stage one of a two-stage dW/dB reduction: each program
# owns an 8-row block of a 203x1000 f16 input (2-D [8, 1024] tile, row and
# column tails masked, dy rows padded to stride 1024), writes dx from saved
# mean/rstd, stores its partial dW row (sum over axis 0) and atomically adds
# its dB column sums (dy integer-valued, so the atomic order is exact).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp16:16,*fp32:16,*fp32:16,i32,i32,i32,i32:16,8,1024
# launch: grid = 26, num_warps = 8
# args: f16[203000]=randn f16[207872]=int:-3:3 f16[1000]=randn f32[203]=randn f32[203]=rand f16[203000]=zeros f32[26000]=zeros f32[1000]=zeros i32=203 i32=1000 i32=1000 i32=1024
# outputs: 5 6 7
# tol: 2e-3 2e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def layer_norm_bwd_rowblock_partial_kernel(
    X,
    DY,
    W,
    Mean,
    Rstd,
    DX,
    DW_partial,
    DB,
    M,
    N,
    stride_x,
    stride_dy,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    pid = tl.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    rmask = rows < M
    cmask = cols < N
    mask = rmask[:, None] & cmask[None, :]
    rows64 = rows.to(tl.int64)
    x = tl.load(X + rows64[:, None] * stride_x + cols[None, :], mask=mask, other=0.0).to(tl.float32)
    dy = tl.load(DY + rows64[:, None] * stride_dy + cols[None, :], mask=mask, other=0.0).to(tl.float32)
    w = tl.load(W + cols, mask=cmask, other=0.0).to(tl.float32)
    mean = tl.load(Mean + rows, mask=rmask, other=0.0)
    rstd = tl.load(Rstd + rows, mask=rmask, other=0.0)

    xhat = tl.where(mask, (x - mean[:, None]) * rstd[:, None], 0.0)
    wdy = w[None, :] * dy
    c1 = tl.sum(xhat * wdy, axis=1) / N
    c2 = tl.sum(wdy, axis=1) / N
    dx = (wdy - (xhat * c1[:, None] + c2[:, None])) * rstd[:, None]
    tl.store(DX + rows64[:, None] * stride_x + cols[None, :], dx.to(tl.float16), mask=mask)

    dw = tl.sum(dy * xhat, axis=0)
    db = tl.sum(dy, axis=0)
    tl.store(DW_partial + pid * N + cols, dw, mask=cmask)
    tl.atomic_add(DB + cols, db, mask=cmask, sem="relaxed")
