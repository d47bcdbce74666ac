# Tiled intensity histograms of a 75x100 u8 image (CLAHE-style per-tile stats):
# each 16x32 tile is bucketed to 32 bins (px >> 3), tl.reshape'd to 1-D with its
# bounds mask, counted with tl.histogram(mask=...), stored as the tile's own
# histogram (tile id from tl.num_programs(1)) with its pixel count, and added to
# a global histogram with integer tl.atomic_add.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*i32:16,*i32:16,*i32:16,i32,i32,i32,16,32,32
# launch: grid = 5x4, num_warps = 2
# args: u8[7500]=int:0:255 i32[640]=zeros i32[20]=zeros i32[32]=zeros i32=75 i32=100 i32=100
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tile_hist_kernel(img_ptr, tile_hist_ptr, tile_cnt_ptr, glob_hist_ptr, H, W, stride_h,
                     BLOCK_H: tl.constexpr, BLOCK_W: tl.constexpr, NBINS: tl.constexpr):
    pid_h = tl.program_id(0)
    pid_w = tl.program_id(1)
    rh = pid_h * BLOCK_H + tl.arange(0, BLOCK_H)
    rw = pid_w * BLOCK_W + tl.arange(0, BLOCK_W)
    m = (rh[:, None] < H) & (rw[None, :] < W)
    px = tl.load(img_ptr + rh[:, None] * stride_h + rw[None, :], mask=m, other=0)
    b = (px >> 3).to(tl.int32)
    flat = tl.reshape(b, (BLOCK_H * BLOCK_W,))
    fmask = tl.reshape(m, (BLOCK_H * BLOCK_W,))
    h = tl.histogram(flat, NBINS, mask=fmask)
    tile = pid_h * tl.num_programs(1) + pid_w
    bins = tl.arange(0, NBINS)
    tl.store(tile_hist_ptr + tile * NBINS + bins, h)
    tl.store(tile_cnt_ptr + tile, tl.sum(h, axis=0))
    tl.atomic_add(glob_hist_ptr + bins, h, sem="relaxed")
