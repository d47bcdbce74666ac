# F.avg_pool2d(kernel 3, stride 2, padding 1, ceil_mode=True, count_include_pad=False)
# on NCHW f16 [2, 5, 18, 24] -> [2, 5, 10, 13]: 2-D output tiles (8 x 16) of one (n, c)
# plane, static_range over the 3x3 window with per-tap bounds masks, PyTorch's divisor
# rules (window end clipped to H+pad for the padded size, clamped to the input for the
# excluded-pad count; last ceil-mode window hanging off the edge). num_warps 4.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,i32,i32,i32,i32:16,i32,3,3,2,2,1,1,0,8,16
# launch: grid = 10x2, num_warps = 4
# args: f16[2,5,18,24]=randn f16[2,5,10,13]=zeros i32=18 i32=24 i32=10 i32=13 i32=432 i32=130
# outputs: 1
# tol: 2e-3 2e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def avg_pool2d_fwd_kernel(
    x_ptr,
    out_ptr,
    H,
    W,
    OH,
    OW,
    stride_x_nc,
    stride_o_nc,
    KH: tl.constexpr,
    KW: tl.constexpr,
    SH: tl.constexpr,
    SW: tl.constexpr,
    PH: tl.constexpr,
    PW: tl.constexpr,
    COUNT_INCLUDE_PAD: tl.constexpr,
    BLOCK_H: tl.constexpr,
    BLOCK_W: tl.constexpr,
):
    nc = tl.program_id(0)
    tile = tl.program_id(1)
    tiles_w = tl.cdiv(OW, BLOCK_W)
    th = tile // tiles_w
    tw = tile % tiles_w

    oh = th * BLOCK_H + tl.arange(0, BLOCK_H)[:, None]
    ow = tw * BLOCK_W + tl.arange(0, BLOCK_W)[None, :]
    out_mask = (oh < OH) & (ow < OW)

    hstart = oh * SH - PH
    wstart = ow * SW - PW
    hend = tl.minimum(hstart + KH, H + PH)
    wend = tl.minimum(wstart + KW, W + PW)
    pool_size = (hend - hstart) * (wend - wstart)
    hstart_c = tl.maximum(hstart, 0)
    wstart_c = tl.maximum(wstart, 0)
    hend_c = tl.minimum(hend, H)
    wend_c = tl.minimum(wend, W)

    x_base = x_ptr + nc.to(tl.int64) * stride_x_nc
    acc = tl.zeros([BLOCK_H, BLOCK_W], dtype=tl.float32)
    for kh in tl.static_range(KH):
        ih = hstart + kh
        h_ok = (ih >= 0) & (ih < H)
        for kw in tl.static_range(KW):
            iw = wstart + kw
            ok = h_ok & (iw >= 0) & (iw < W) & out_mask
            v = tl.load(x_base + ih * W + iw, mask=ok, other=0.0)
            acc += v.to(tl.float32)

    if COUNT_INCLUDE_PAD:
        divisor = pool_size
    else:
        divisor = (hend_c - hstart_c) * (wend_c - wstart_c)
    out = acc / divisor.to(tl.float32)
    tl.store(out_ptr + nc.to(tl.int64) * stride_o_nc + oh * OW + ow, out.to(tl.float16), mask=out_mask)
