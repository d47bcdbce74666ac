# Swin-style window partition of an HWC f16 image on a [16, 16, 8] tile:
# tl.reshape to 4-D [nWh 4, ws 4, nWw 4, ws*C 32], tl.permute (0, 2, 1, 3) and
# a store to the window-major buffer; tl.trans(x, 2, 0, 1) for an NCHW copy;
# the permuted tile reshaped to [16 windows, 4, 4, 8] and mean-pooled over
# axis 1 then axis 1 again. Image 30x44 zero-padded (masked tails), 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp16:16,i32,i32,i32,i32,i32,16,4,8
# launch: grid = 2x3, num_warps = 8
# args: f16[10560]=randn f16[12288]=zeros f32[768]=zeros f16[10560]=zeros i32=30 i32=44 i32=12 i32=352 i32=8
# outputs: 1 2 3
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def swin_window_partition_kernel(x_ptr, win_ptr, pool_ptr, chw_ptr, Himg, Wimg, NWW, stride_h, stride_w,
                                 TILE: tl.constexpr, WS: tl.constexpr, C: tl.constexpr):
    py = tl.program_id(0)
    px = tl.program_id(1)
    ys = py * TILE + tl.arange(0, TILE)
    xs = px * TILE + tl.arange(0, TILE)
    cs = tl.arange(0, C)
    y3 = ys[:, None, None]
    x3 = xs[None, :, None]
    c3 = cs[None, None, :]
    inb = (y3 < Himg) & (x3 < Wimg)
    x = tl.load(x_ptr + y3 * stride_h + x3 * stride_w + c3, mask=inb, other=0.0)

    # channels-first copy through an explicit-order transpose
    xt = tl.trans(x, 2, 0, 1)
    yt = ys[None, :, None]
    xq = xs[None, None, :]
    tl.store(chw_ptr + cs[:, None, None] * (Himg * Wimg) + yt * Wimg + xq, xt,
             mask=(yt < Himg) & (xq < Wimg))

    # window partition: [NW, WS, NW, WS*C] -> [NW, NW, WS, WS*C]
    NW: tl.constexpr = TILE // WS
    x4 = tl.reshape(x, [NW, WS, NW, WS * C])
    w4 = tl.permute(x4, (0, 2, 1, 3))
    i4 = tl.arange(0, NW)[:, None, None, None]
    j4 = tl.arange(0, NW)[None, :, None, None]
    r4 = tl.arange(0, WS)[None, None, :, None]
    q4 = tl.arange(0, WS * C)[None, None, None, :]
    win = (py * NW + i4) * NWW + px * NW + j4
    tl.store(win_ptr + win * (WS * WS * C) + r4 * (WS * C) + q4, w4)

    # per-window mean over its WS x WS tokens (two axes, one after the other)
    tok = tl.reshape(w4, [NW * NW, WS, WS, C]).to(tl.float32)
    pooled = tl.sum(tl.sum(tok, axis=1), axis=1) * (1.0 / (WS * WS))
    k2 = tl.arange(0, NW * NW)
    wid = (py * NW + k2 // NW) * NWW + px * NW + k2 % NW
    tl.store(pool_ptr + wid[:, None] * C + cs[None, :], pooled)
