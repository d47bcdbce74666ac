# Inductor-style fused log1p(0.5 x) -> max_pool2d with an asymmetric window
# (kernel 3x2, stride 2x1, dilation 1x2, padding 1x0) and PyTorch's NaN
# semantics: the running max uses tl.maximum(propagate_nan=ALL) and the
# int64 argmax index follows the latest NaN (v > best or v != v).  Taps are
# unrolled with nested tl.static_range; padded taps read -inf.  NaNs come
# from log1p of values below -2.  [2, 5, 33, 30] f16 input, 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i64:16,*i32:16,i32,i32,i32,i32,i32,3,2,2,1,1,2,1,0,128
# launch: grid = 4x10, num_warps = 4
# args: f16[9900]=randn f16[4760]=zeros i64[4760]=zeros i32[40]=zeros i32=33 i32=30 i32=17 i32=28 i32=990
# outputs: 1 2 3
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def log1p_maxpool2d_nan_kernel(x_ptr, out_ptr, idx_ptr, nan_cnt_ptr, H, W, HO, WO, stride_plane,
                               KH: tl.constexpr, KW: tl.constexpr, SH: tl.constexpr, SW: tl.constexpr,
                               DH: tl.constexpr, DW: tl.constexpr, PH: tl.constexpr, PW: tl.constexpr,
                               BLOCK: tl.constexpr):
    plane = tl.program_id(1)
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    o_ok = offs < HO * WO
    oh = offs // WO
    ow = offs % WO
    x_plane = x_ptr + plane.to(tl.int64) * stride_plane

    best = tl.full((BLOCK,), float("-inf"), tl.float32)
    best_idx = tl.full((BLOCK,), -1, tl.int64)
    for kh in tl.static_range(KH):
        ih = oh * SH - PH + kh * DH
        h_ok = (ih >= 0) & (ih < H)
        for kw in tl.static_range(KW):
            iw = ow * SW - PW + kw * DW
            ok = o_ok & h_ok & (iw >= 0) & (iw < W)
            v = tl.load(x_plane + ih * W + iw, mask=ok, other=0.0).to(tl.float32)
            y = tl.where(ok, libdevice.log1p(v * 0.5), float("-inf"))
            take = ok & ((y > best) | (y != y))
            best_idx = tl.where(take, (ih * W + iw).to(tl.int64), best_idx)
            best = tl.maximum(best, y, propagate_nan=tl.PropagateNan.ALL)

    out_off = plane * (HO * WO) + offs
    tl.store(out_ptr + out_off, best.to(tl.float16), mask=o_ok)
    tl.store(idx_ptr + out_off, best_idx, mask=o_ok)
    n_nan = tl.sum(((best != best) & o_ok).to(tl.int32), axis=0)
    tl.store(nan_cnt_ptr + plane * tl.num_programs(0) + tl.program_id(0), n_nan)
