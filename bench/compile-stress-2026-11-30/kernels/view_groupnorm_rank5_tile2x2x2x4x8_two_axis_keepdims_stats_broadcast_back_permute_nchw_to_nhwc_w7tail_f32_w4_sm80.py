# GroupNorm (2 groups of 2 channels) on a [7, 4, 4, 7] NCHW tensor with the
# tile held as a 5-D [n=2, g=2, c=2, h=4, w=8] tensor (w tail 7, n tail 7):
# keep_dims sums over w then h then c, stats broadcast back with
# tl.broadcast_to / implicit broadcasting, gamma/beta reshaped to
# [1, 2, 2, 1, 1], then the result, its offsets and its i1 mask are
# tl.permute-d to [n, h, w, g, c] and reshaped to 1-D for an NHWC store.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32:16,i32,i32,i32:16,i32,i32,fp32,2,2,2,4,8
# launch: grid = 4, num_warps = 4
# args: f32[784]=randn f32[4]=randn f32[4]=randn f32[784]=zeros f32[14]=zeros f32[14]=zeros i32=7 i32=4 i32=7 i32=112 i32=28 i32=7 i32=112 i32=28 i32=4 f32=1e-5
# outputs: 3 4 5
# tol: 1e-4 1e-4
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def groupnorm_rank5_nhwc_kernel(x_ptr, gamma_ptr, beta_ptr, y_ptr, mean_ptr, rstd_ptr,
                                N, H, W, s_n, s_c, s_h, so_n, so_h, so_w, eps,
                                BN: tl.constexpr, G: tl.constexpr, CPG: tl.constexpr,
                                BH: tl.constexpr, BW: tl.constexpr):
    pid = tl.program_id(0)
    n = pid * BN + tl.arange(0, BN)
    g = tl.arange(0, G)
    c = tl.arange(0, CPG)
    h = tl.arange(0, BH)
    w = tl.arange(0, BW)
    n5 = n[:, None, None, None, None]
    ch5 = (g[:, None] * CPG + c[None, :])[None, :, :, None, None]
    h5 = h[None, None, None, :, None]
    w5 = w[None, None, None, None, :]

    mask = (n5 < N) & (h5 < H) & (w5 < W) & (ch5 < G * CPG)
    x = tl.load(x_ptr + n5 * s_n + ch5 * s_c + h5 * s_h + w5, mask=mask, other=0.0)

    cnt = (CPG * H * W).to(tl.float32)
    s = tl.sum(x, axis=4, keep_dims=True)            # [BN, G, CPG, BH, 1]
    s = tl.sum(s, axis=3, keep_dims=True)            # [BN, G, CPG, 1, 1]
    s = tl.sum(s, axis=2, keep_dims=True)            # [BN, G, 1, 1, 1]
    mean = s / cnt
    xc = tl.where(mask, x - tl.broadcast_to(mean, [BN, G, CPG, BH, BW]), 0.0)
    q = tl.sum(tl.sum(xc * xc, axis=4, keep_dims=True), axis=3, keep_dims=True)
    var = tl.sum(q, axis=2, keep_dims=True) / cnt
    rstd = 1.0 / tl.sqrt(var + eps)

    gb = tl.arange(0, G * CPG)
    gamma = tl.reshape(tl.load(gamma_ptr + gb), [1, G, CPG, 1, 1])
    beta = tl.reshape(tl.load(beta_ptr + gb), [1, G, CPG, 1, 1])
    y = xc * rstd * gamma + beta

    # NHWC: permute value, offsets and mask to [n, h, w, g, c] and flatten
    o5 = n5 * so_n + h5 * so_h + w5 * so_w + ch5
    TOT: tl.constexpr = BN * G * CPG * BH * BW
    yp = tl.reshape(tl.permute(y, (0, 3, 4, 1, 2)), [TOT])
    op = tl.reshape(tl.permute(o5, (0, 3, 4, 1, 2)), [TOT])
    mp = tl.reshape(tl.permute(mask, (0, 3, 4, 1, 2)), [TOT])
    tl.store(y_ptr + op, yp, mask=mp)

    st_off = tl.reshape(n5 * G + g[None, :, None, None, None], [BN, G])
    st_mask = tl.reshape((n5 < N) & (g[None, :, None, None, None] < G), [BN, G])
    tl.store(mean_ptr + st_off, tl.reshape(mean, [BN, G]), mask=st_mask)
    tl.store(rstd_ptr + st_off, tl.reshape(rstd, [BN, G]), mask=st_mask)
