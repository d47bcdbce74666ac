# GPT-J (interleaved pair) rotary embedding on 3-D [BLOCK_T, H, D] tiles:
# reshape to [..., D/2, 2] + tl.split into even/odd planes, rotate with a
# [BLOCK_T, 1, D/2]-broadcast cos/sin table, tl.join + reshape back; the
# result is also written head-major through tl.permute(y, (1, 0, 2)), and the
# raw input's two halves are re-laid NeoX -> GPT-J with tl.interleave on
# 3-D tensors.  T = 37 tail over 8-token tiles, f16 in/out, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,*fp16:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,8,4,32
# launch: grid = 5, num_warps = 2
# args: f16[4736]=randn f32[592]=randn f32[592]=randn f16[4736]=zeros f16[4736]=zeros f16[4736]=zeros i32=37 i32=128 i32=1184
# outputs: 3 4 5
# tol: 1e-2 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def rope_gptj_3d_views_kernel(x_ptr, cos_ptr, sin_ptr, y_ptr, y_hm_ptr, il_ptr, T, stride_t, stride_hm,
                              BLOCK_T: tl.constexpr, H: tl.constexpr, D: tl.constexpr):
    HALF: tl.constexpr = D // 2
    offs_t = tl.program_id(0) * BLOCK_T + tl.arange(0, BLOCK_T)
    offs_h = tl.arange(0, H)
    offs_d = tl.arange(0, D)
    offs_p = tl.arange(0, HALF)
    t_ok = offs_t < T
    m3 = t_ok[:, None, None]

    row3 = offs_t[:, None, None] * stride_t + offs_h[None, :, None] * D
    x = tl.load(x_ptr + row3 + offs_d[None, None, :], mask=m3, other=0.0)
    xe, xo = tl.split(tl.reshape(x.to(tl.float32), (BLOCK_T, H, HALF, 2)))

    cs_off = offs_t[:, None] * HALF + offs_p[None, :]
    c = tl.load(cos_ptr + cs_off, mask=t_ok[:, None], other=0.0)[:, None, :]
    s = tl.load(sin_ptr + cs_off, mask=t_ok[:, None], other=0.0)[:, None, :]
    oe = xe * c - xo * s
    oo = xe * s + xo * c
    y = tl.reshape(tl.join(oe, oo), (BLOCK_T, H, D)).to(tl.float16)
    tl.store(y_ptr + row3 + offs_d[None, None, :], y, mask=m3)

    y_hm = tl.permute(y, (1, 0, 2))
    hm_off = offs_h[:, None, None] * stride_hm + offs_t[None, :, None] * D + offs_d[None, None, :]
    tl.store(y_hm_ptr + hm_off, y_hm, mask=t_ok[None, :, None])

    x1 = tl.load(x_ptr + row3 + offs_p[None, None, :], mask=m3, other=0.0)
    x2 = tl.load(x_ptr + row3 + HALF + offs_p[None, None, :], mask=m3, other=0.0)
    il = tl.interleave(x1, x2)
    tl.store(il_ptr + row3 + offs_d[None, None, :], il, mask=m3)
