# ViT patch embedding prep (patchify): an NCHW f16 image [2, 3, 48, 40] is
# normalised per channel (mean/std), a [4, 16, 16] (C padded 3->4, W tail 40 of
# 48 masked) tile is reshaped to 5-D [c, hp, ph, wp, pw], permuted (1,3,2,4,0)
# and flattened to [16 patches, 64] = (ph, pw, c) columns; stored into the
# [2, 120, 48] patch matrix with the padded channel and out-of-image patches masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,*fp16:16,i32,i32:16,i32,i32:16,i32:16,4,4,16
# launch: grid = 3x3x2, num_warps = 4
# args: f16[11520]=randn f32[3]=randn f32[3]=rand f16[11520]=zeros i32=3 i32=48 i32=40 i32=5760 i32=5760
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def vit_patchify_kernel(
    img_ptr,
    mean_ptr,
    std_ptr,
    out_ptr,
    C,
    H,
    W,
    stride_img_b,
    stride_out_b,
    P: tl.constexpr,
    CP: tl.constexpr,
    TILE: tl.constexpr,
):
    pid_h = tl.program_id(0)
    pid_w = tl.program_id(1)
    b = tl.program_id(2)
    NP: tl.constexpr = TILE // P

    c = tl.arange(0, CP)
    hh = pid_h * TILE + tl.arange(0, TILE)
    ww = pid_w * TILE + tl.arange(0, TILE)
    cmask = c < C
    mask = cmask[:, None, None] & (hh < H)[None, :, None] & (ww < W)[None, None, :]
    offs = c[:, None, None] * (H * W) + hh[None, :, None] * W + ww[None, None, :]
    x = tl.load(img_ptr + b * stride_img_b + offs, mask=mask, other=0.0).to(tl.float32)

    mu = tl.load(mean_ptr + c, mask=cmask, other=0.0)
    inv_sd = 1.0 / (tl.load(std_ptr + c, mask=cmask, other=1.0) + 0.5)
    x = (x - mu[:, None, None]) * inv_sd[:, None, None]

    x5 = tl.reshape(x, [CP, NP, P, NP, P])
    xp = tl.permute(x5, (1, 3, 2, 4, 0))
    patches = tl.reshape(xp, [NP * NP, P * P * CP])

    r = tl.arange(0, NP * NP)
    q = tl.arange(0, P * P * CP)
    ph_idx = pid_h * NP + r // NP
    pw_idx = pid_w * NP + r % NP
    n_pw = W // P
    prow = ph_idx * n_pw + pw_idx
    cc = q % CP
    ocol = (q // CP) * C + cc
    omask = ((ph_idx < H // P) & (pw_idx < n_pw))[:, None] & (cc < C)[None, :]
    optr = out_ptr + b * stride_out_b + prow[:, None] * (P * P * C) + ocol[None, :]
    tl.store(optr, patches.to(tl.float16), mask=omask)
