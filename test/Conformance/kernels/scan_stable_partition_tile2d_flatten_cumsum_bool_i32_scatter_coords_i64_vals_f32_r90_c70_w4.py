# Per-tile stable partition / nonzero of a 90x70 f32 matrix by x > thr: each
# 8x64 tile is flattened with tl.reshape, the keep mask cast to int32 goes
# through tl.cumsum, and every slot of the tile's 512-entry output region is
# written at a computed position (kept elements first in order, then the rest,
# padding last with coordinates -1): int64 (row, col) pairs, values, kept count.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i64:16,*fp32:16,*i32:16,i32,i32,i32,fp32,8,64
# launch: grid = 12x2, num_warps = 4
# args: f32[6300]=randn i64[24576]=zeros f32[12288]=zeros i32[24]=zeros i32=90 i32=70 i32=70 f32=0.5
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tile_partition_kernel(x_ptr, coord_ptr, val_ptr, cnt_ptr, R, C, stride_r, thr,
                          BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    CAP: tl.constexpr = BLOCK_R * BLOCK_C
    pid_r = tl.program_id(0)
    pid_c = tl.program_id(1)
    rows = pid_r * BLOCK_R + tl.arange(0, BLOCK_R)
    cols = pid_c * BLOCK_C + tl.arange(0, BLOCK_C)
    inb = (rows[:, None] < R) & (cols[None, :] < C)
    x = tl.load(x_ptr + rows[:, None] * stride_r + cols[None, :], mask=inb, other=0.0)
    keep = (x > thr) & inb
    rr = tl.where(inb, rows[:, None], -1)
    cc = tl.where(inb, cols[None, :], -1)
    keep_i = tl.reshape(keep, (CAP,)).to(tl.int32)
    inb_i = tl.reshape(inb, (CAP,)).to(tl.int32)
    flat_x = tl.reshape(x, (CAP,))
    flat_r = tl.reshape(rr, (CAP,)).to(tl.int64)
    flat_c = tl.reshape(cc, (CAP,)).to(tl.int64)
    idx = tl.arange(0, CAP)
    kept_before = tl.cumsum(keep_i, axis=0) - keep_i
    n_keep = tl.sum(keep_i, axis=0)
    # in-bounds but dropped elements next, then padding
    drop_i = inb_i - keep_i
    drop_before = tl.cumsum(drop_i, axis=0) - drop_i
    n_inb = tl.sum(inb_i, axis=0)
    pad_before = idx - kept_before - drop_before
    pos = tl.where(keep_i != 0, kept_before,
                   tl.where(drop_i != 0, n_keep + drop_before, n_inb + pad_before))
    tile = pid_r * tl.num_programs(1) + pid_c
    dst = tile * CAP + pos
    tl.store(coord_ptr + dst * 2, flat_r)
    tl.store(coord_ptr + dst * 2 + 1, flat_c)
    tl.store(val_ptr + dst, flat_x)
    tl.store(cnt_ptr + tile, n_keep)
