# int8 conv-input layout transforms on a [16 channels, 32 pixels] tile: NCHW
# -> NC/4HW4 (cuDNN CHW4) via tl.reshape to [4, 4, 32] and tl.trans(t, 0, 2, 1),
# NHWC via a 2-D tl.trans, and a dp4a-style per-pixel dot of each 4-channel
# group with i8 weights (int32 sum over the 4-wide last axis). C = 24 and
# HW = 50 leave channel and pixel tails; 3-D grid, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i8:16,*i8:16,*i32:16,i32,i32,16,32
# launch: grid = 2x2x2, num_warps = 2
# args: i8[2400]=int:-128:127 i8[24]=int:-128:127 i8[2400]=zeros i8[2400]=zeros i32[600]=zeros i32=24 i32=50
# outputs: 2 3 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def nchw_to_chw4_kernel(x_ptr, w_ptr, chw4_ptr, nhwc_ptr, dp_ptr, C, HW, BC: tl.constexpr, BP: tl.constexpr):
    pp = tl.program_id(0)
    pc = tl.program_id(1)
    n = tl.program_id(2)
    c = pc * BC + tl.arange(0, BC)
    p = pp * BP + tl.arange(0, BP)
    m2 = (c[:, None] < C) & (p[None, :] < HW)
    x = tl.load(x_ptr + (n * C + c[:, None]) * HW + p[None, :], mask=m2, other=0)

    # NHWC: pixel-major rows
    tl.store(nhwc_ptr + (n * HW + p[:, None]) * C + c[None, :], tl.trans(x), mask=tl.trans(m2))

    # NC/4 HW 4: [c/4, c%4, p] -> [c/4, p, c%4]
    G: tl.constexpr = BC // 4
    x4 = tl.trans(tl.reshape(x, [G, 4, BP]), 0, 2, 1)
    g3 = (pc * G + tl.arange(0, G))[:, None, None]
    p3 = p[None, :, None]
    l3 = tl.arange(0, 4)[None, None, :]
    cg = (C + 3) // 4
    m3 = (g3 * 4 + l3 < C) & (p3 < HW)
    tl.store(chw4_ptr + ((n * cg + g3) * HW + p3) * 4 + l3, x4, mask=m3)

    # dp4a-style 4-channel group dot products
    wv = tl.load(w_ptr + g3 * 4 + l3, mask=g3 * 4 + l3 < C, other=0)
    dp = tl.sum(x4.to(tl.int32) * wv.to(tl.int32), axis=2)
    g2 = (pc * G + tl.arange(0, G))[:, None]
    tl.store(dp_ptr + (n * cg + g2) * HW + p[None, :], dp, mask=(g2 * 4 < C) & (p[None, :] < HW))
