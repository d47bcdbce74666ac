# Byte histogram (64 bins of x >> 2) of a u8 [500, 300] image: grid = column blocks x
# row splits; each program streams [16, 128] tiles over its 128 rows with
# tl.range(num_stages=3), flattens tile and mask with tl.reshape, accumulates
# tl.histogram(mask=...) in registers and atomically adds its 64 counts at the end.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*i32:16,i32,i32,i32,i32:16,2,64,16,128
# launch: grid = 3x4, num_warps = 8, num_stages = 3
# args: u8[150000]=int:0:255 i32[64]=zeros i32=500 i32=300 i32=300 i32=128
# outputs: 1
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def byte_hist_kernel(x_ptr, hist_ptr, M, N, stride_xm, rows_per_split, SHIFT: tl.constexpr,
                     NBINS: tl.constexpr, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    pid_c = tl.program_id(0)
    pid_r = tl.program_id(1)
    offs_c = pid_c * BLOCK_C + tl.arange(0, BLOCK_C)
    c_mask = offs_c < N
    r_start = pid_r * rows_per_split
    r_end = tl.minimum(r_start + rows_per_split, M)
    h = tl.zeros((NBINS,), dtype=tl.int32)
    for r0 in tl.range(r_start, r_end, BLOCK_R, num_stages=3):
        offs_r = r0 + tl.arange(0, BLOCK_R)
        m = (offs_r[:, None] < r_end) & c_mask[None, :]
        x = tl.load(x_ptr + offs_r[:, None] * stride_xm + offs_c[None, :], mask=m, other=0)
        bins = (x >> SHIFT).to(tl.int32)
        h += tl.histogram(tl.reshape(bins, (BLOCK_R * BLOCK_C,)), NBINS,
                          mask=tl.reshape(m, (BLOCK_R * BLOCK_C,)))
    tl.atomic_add(hist_ptr + tl.arange(0, NBINS), h)
