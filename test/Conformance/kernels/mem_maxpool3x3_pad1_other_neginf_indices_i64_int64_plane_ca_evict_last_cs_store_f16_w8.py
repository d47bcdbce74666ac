# max_pool2d_with_indices (3x3, stride 1, pad 1) on NCHW f16 planes in
# [16, 32] tiles: 9 shifted 2-D loads (tl.static_range) whose out-of-image
# lanes read other=-inf, the centre tap with evict_last and the rest .ca,
# int64 plane offsets, strict-greater first-max indices (h*W + w) stored as
# int64 with .cs. Integer-valued input (ties), 37x45 planes (tails), 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i64:16,i32,i32,i32,i32,i32,16,32
# launch: grid = 6x6, num_warps = 8
# args: f16[9990]=int:-20:20 f16[9990]=zeros i64[9990]=zeros i32=37 i32=45 i32=1665 i32=45 i32=2
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def maxpool3x3_indices_kernel(x_ptr, y_ptr, idx_ptr, H, W, stride_nc, stride_h, n_wblk,
                              BH: tl.constexpr, BW: tl.constexpr):
    pid_t = tl.program_id(0)
    nc = tl.program_id(1).to(tl.int64)
    ph = pid_t // n_wblk
    pw = pid_t % n_wblk
    hs = ph * BH + tl.arange(0, BH)
    ws = pw * BW + tl.arange(0, BW)
    base = x_ptr + nc * stride_nc
    best = tl.full([BH, BW], float("-inf"), tl.float32)
    arg = tl.full([BH, BW], -1, tl.int32)
    for dh in tl.static_range(3):
        for dw in tl.static_range(3):
            hh = hs[:, None] + (dh - 1)
            ww = ws[None, :] + (dw - 1)
            m = (hh >= 0) & (hh < H) & (ww >= 0) & (ww < W)
            if dh == 1 and dw == 1:
                v = tl.load(base + hh * stride_h + ww, mask=m, other=float("-inf"), eviction_policy="evict_last")
            else:
                v = tl.load(base + hh * stride_h + ww, mask=m, other=float("-inf"), cache_modifier=".ca")
            v = v.to(tl.float32)
            take = v > best
            best = tl.where(take, v, best)
            arg = tl.where(take, hh * W + ww, arg)
    om = (hs[:, None] < H) & (ws[None, :] < W)
    out_off = nc * H * W + hs[:, None] * W + ws[None, :]
    tl.store(y_ptr + out_off, best.to(tl.float16), mask=om)
    tl.store(idx_ptr + out_off, arg.to(tl.int64), mask=om, cache_modifier=".cs")
