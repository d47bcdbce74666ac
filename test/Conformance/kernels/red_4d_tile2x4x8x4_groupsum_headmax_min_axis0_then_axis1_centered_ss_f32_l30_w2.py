# Per-tile statistics of a [B, H, L, G] activation (G = 4 quantization groups)
# on a 4-D [2, 4, 8, 4] tile under num_warps=2: group sums (axis 3) then max
# over heads (axis 1); +inf-padded min over batch (axis 0) then over tokens
# (axis 1 of the result); keep_dims token mean, centered sum of squares over
# axis 2 then axis 2 again. Token tail L=30 masked, strides passed.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,4,4,2,8
# launch: grid = 4x3, num_warps = 2
# args: f32[2880]=randn f32[180]=zeros f32[192]=zeros f32[96]=zeros i32=6 i32=30 i32=480 i32=120 i32=4
# outputs: 1 2 3
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tile4d_group_stats_kernel(x_ptr, hmax_ptr, gmin_ptr, ss_ptr, B, L, stride_b, stride_h, stride_l,
                              H: tl.constexpr, G: tl.constexpr, BB: tl.constexpr, BL: tl.constexpr):
    pid_l = tl.program_id(0)
    pid_b = tl.program_id(1)
    nlb = tl.num_programs(0)
    b = pid_b * BB + tl.arange(0, BB)
    h = tl.arange(0, H)
    l = pid_l * BL + tl.arange(0, BL)
    g = tl.arange(0, G)
    b4 = b[:, None, None, None]
    h4 = h[None, :, None, None]
    l4 = l[None, None, :, None]
    g4 = g[None, None, None, :]
    mask = (b4 < B) & (l4 < L) & (h4 < H) & (g4 < G)
    x = tl.load(x_ptr + b4 * stride_b + h4 * stride_h + l4 * stride_l + g4, mask=mask, other=0.0)

    # sum over the 4 groups, then the largest head per (batch, token)
    gsum = tl.sum(x, axis=3)
    hmax = tl.max(gsum, axis=1)
    b2 = b[:, None]
    l2 = l[None, :]
    tl.store(hmax_ptr + b2 * L + l2, hmax, mask=(b2 < B) & (l2 < L))

    # min over the batch tile, then over the token tile: [H, G] per program
    xinf = tl.where(mask, x, float("inf"))
    mb = tl.min(xinf, axis=0)
    mbl = tl.min(mb, axis=1)
    pid = pid_b * nlb + pid_l
    tl.store(gmin_ptr + pid * (H * G) + h[:, None] * G + g[None, :], mbl)

    # centered second moment over tokens, then summed over groups
    nval = tl.minimum(L - pid_l * BL, BL).to(tl.float32)
    mean = tl.sum(x, axis=2, keep_dims=True) / nval
    c = tl.where(mask, x - mean, 0.0)
    ss = tl.sum(tl.sum(c * c, axis=2), axis=2)
    tl.store(ss_ptr + (b2 * nlb + pid_l) * H + h[None, :], ss, mask=b2 < B)
