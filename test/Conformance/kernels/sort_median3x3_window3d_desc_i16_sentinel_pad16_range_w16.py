# 3x3 median filter on i16 images [2, 30, 50] (zero padding at the borders):
# each program gathers an [8, 16, 16] window tile (9 taps padded to 16 with the
# i16 minimum so they sort last), tl.sort(..., dim=2, descending=True) of the
# 3-D tile, picks the median (rank 4) and the morphological range (rank 0 minus
# rank 8) with max-reductions over where(rank == k); H and W tails masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i16:16,*i16:16,*i16:16,i32,i32,i32,8,16,16
# launch: grid = 4x4x2, num_warps = 16
# args: i16[3000]=int:-1000:1000 i16[3000]=zeros i16[3000]=zeros i32=30 i32=50 i32=1500
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def median3x3_kernel(
    img_ptr,
    med_ptr,
    range_ptr,
    H,
    W,
    stride_b,
    BH: tl.constexpr,
    BW: tl.constexpr,
    KPAD: tl.constexpr,
):
    pid_h = tl.program_id(0)
    pid_w = tl.program_id(1)
    b = tl.program_id(2)
    y = pid_h * BH + tl.arange(0, BH)
    x = pid_w * BW + tl.arange(0, BW)
    k = tl.arange(0, KPAD)
    dy = k // 3 - 1
    dx = k % 3 - 1
    tap = k < 9

    yy = y[:, None, None] + dy[None, None, :]
    xx = x[None, :, None] + dx[None, None, :]
    inb = (yy >= 0) & (yy < H) & (xx >= 0) & (xx < W) & tap[None, None, :]
    base = img_ptr + b * stride_b
    win = tl.load(base + yy * W + xx, mask=inb, other=0)
    win = tl.where(tap[None, None, :], win, -32768).to(tl.int16)

    s = tl.sort(win, dim=2, descending=True)
    rank = k[None, None, :]
    med = tl.max(tl.where(rank == 4, s, -32768).to(tl.int16), axis=2)
    hi = tl.max(tl.where(rank == 0, s, -32768).to(tl.int16), axis=2)
    lo = tl.max(tl.where(rank == 8, s, -32768).to(tl.int16), axis=2)

    omask = (y < H)[:, None] & (x < W)[None, :]
    ooff = b * stride_b + y[:, None] * W + x[None, :]
    tl.store(med_ptr + ooff, med, mask=omask)
    tl.store(range_ptr + ooff, hi - lo, mask=omask)
