# PixelShuffle(2) on [N, 4C, H, W] f16: each program loads the four
# sub-channel planes of one output channel as a 3-D [4, BH, BW] tile,
# reshapes to [2, 2, BH, BW] and tl.permute(2, 0, 3, 1) + reshape gives the
# [2BH, 2BW] upsampled tile; the inverse (reshape [BH, 2, BW, 2] +
# permute(1, 3, 0, 2)) round-trips it, and a channels-last copy is written
# through a 3-D permute(1, 2, 0).  H = 20 / W = 36 tails, one warp.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32,i32,8,16
# launch: grid = 9x6, num_warps = 1
# args: f16[17280]=randn f16[17280]=zeros f16[17280]=zeros f16[17280]=zeros i32=20 i32=36 i32=3
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def pixel_shuffle_r2_views_kernel(x_ptr, y_ptr, back_ptr, nhwc_ptr, H, W, C,
                                  BH: tl.constexpr, BW: tl.constexpr):
    tiles_w = tl.cdiv(W, BW)
    th = tl.program_id(0) // tiles_w
    tw = tl.program_id(0) % tiles_w
    plane = tl.program_id(1)
    n = plane // C
    c = plane % C
    HW = H * W

    offs_s = tl.arange(0, 4)
    offs_h = th * BH + tl.arange(0, BH)
    offs_w = tw * BW + tl.arange(0, BW)
    m3 = (offs_h < H)[None, :, None] & (offs_w < W)[None, None, :]
    in_off = (plane * 4 + offs_s)[:, None, None] * HW + offs_h[None, :, None] * W + offs_w[None, None, :]
    t = tl.load(x_ptr + in_off, mask=m3, other=0.0)

    up = tl.reshape(tl.permute(tl.reshape(t, (2, 2, BH, BW)), (2, 0, 3, 1)), (2 * BH, 2 * BW))
    orow = 2 * th * BH + tl.arange(0, 2 * BH)
    ocol = 2 * tw * BW + tl.arange(0, 2 * BW)
    o_mask = (orow < 2 * H)[:, None] & (ocol < 2 * W)[None, :]
    tl.store(y_ptr + plane * (4 * HW) + orow[:, None] * (2 * W) + ocol[None, :], up, mask=o_mask)

    back = tl.reshape(tl.permute(tl.reshape(up, (BH, 2, BW, 2)), (1, 3, 0, 2)), (4, BH, BW))
    tl.store(back_ptr + in_off, back, mask=m3)

    cl = tl.permute(t, (1, 2, 0))
    cl_off = ((n * H + offs_h)[:, None, None] * W + offs_w[None, :, None]) * (4 * C) + c * 4 + offs_s[None, None, :]
    tl.store(nhwc_ptr + cl_off, cl, mask=(offs_h < H)[:, None, None] & (offs_w < W)[None, :, None])
