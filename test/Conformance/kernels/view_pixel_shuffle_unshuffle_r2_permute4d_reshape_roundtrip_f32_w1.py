# pixel_shuffle(r=2) written as a tile transform: a 4-D [r, r, 8, 8] gather of the
# r*r input channels of one output channel, tl.permute(2, 0, 3, 1) and tl.reshape to the
# [16, 16] output tile; then pixel_unshuffle back through reshape [8, 2, 8, 2] and
# permute(1, 3, 0, 2) stored with the input's pointers (round trip). Input
# f32 [2, 12, 11, 9] (H, W tails), output [2, 3, 22, 18], grid 6x2x2, num_warps 1.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,i32,i32,i32,2,8,8
# launch: grid = 6x2x2, num_warps = 1
# args: f32[2,12,11,9]=randn f32[2,3,22,18]=zeros f32[2,12,11,9]=zeros i32=3 i32=11 i32=9 i32=1188 i32=99 i32=9 i32=1188 i32=396 i32=18
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def pixel_shuffle_roundtrip_kernel(
    x_ptr,
    out_ptr,
    rt_ptr,
    C_out,
    H,
    W,
    stride_xn,
    stride_xc,
    stride_xh,
    stride_on,
    stride_oc,
    stride_oh,
    R: tl.constexpr,
    BLOCK_H: tl.constexpr,
    BLOCK_W: tl.constexpr,
):
    pid_nc = tl.program_id(0)
    h0 = tl.program_id(1) * BLOCK_H
    w0 = tl.program_id(2) * BLOCK_W
    n = pid_nc // C_out
    c = pid_nc % C_out

    ri = tl.arange(0, R)[:, None, None, None]
    rj = tl.arange(0, R)[None, :, None, None]
    hh = h0 + tl.arange(0, BLOCK_H)[None, None, :, None]
    ww = w0 + tl.arange(0, BLOCK_W)[None, None, None, :]
    in_ch = c * (R * R) + ri * R + rj
    in_offs = n * stride_xn + in_ch * stride_xc + hh * stride_xh + ww
    in_mask = (hh < H) & (ww < W) & (ri < R) & (rj < R)
    tile = tl.load(x_ptr + in_offs, mask=in_mask, other=0.0)  # [R, R, BH, BW]

    shuffled = tl.permute(tile, (2, 0, 3, 1))  # [BH, R, BW, R]
    out_tile = tl.reshape(shuffled, (BLOCK_H * R, BLOCK_W * R))
    oh = h0 * R + tl.arange(0, BLOCK_H * R)[:, None]
    ow = w0 * R + tl.arange(0, BLOCK_W * R)[None, :]
    out_mask = (oh < H * R) & (ow < W * R)
    tl.store(out_ptr + n * stride_on + c * stride_oc + oh * stride_oh + ow, out_tile, mask=out_mask)

    back = tl.reshape(out_tile, (BLOCK_H, R, BLOCK_W, R))
    back = tl.permute(back, (1, 3, 0, 2))  # [R, R, BH, BW]
    tl.store(rt_ptr + in_offs, back, mask=in_mask)
