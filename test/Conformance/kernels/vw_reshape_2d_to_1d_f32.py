# tl.reshape (can_reorder=False) of a 16x64 fp32 tile to 1-D: rows of 48
# values (masked inside the 64-wide block, padded with zeros) scaled per row
# and stored as one contiguous 1024-element run of a [M, 64] output; M is not
# a multiple of the row block. The reshape must keep row-major order.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,48,16,64
# launch: grid = 3125, num_warps = 4
# args: f32[49997,48]=randn f32[49997]=rand f32[49997,64]=zeros i32=49997
# outputs: 2
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def pad_rows_reshape(x_ptr, scale_ptr, out_ptr, M, C: tl.constexpr, BM: tl.constexpr, BC: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BC)
    mask = (rows[:, None] < M) & (cols[None, :] < C)
    x = tl.load(x_ptr + rows[:, None] * C + cols[None, :], mask=mask, other=0.0)
    s = tl.load(scale_ptr + rows, mask=rows < M, other=0.0)
    tile = x * s[:, None]
    flat = tl.reshape(tile, (BM * BC,), can_reorder=False)
    offs = pid * (BM * BC) + tl.arange(0, BM * BC)
    tl.store(out_ptr + offs, flat, mask=offs < M * BC)
