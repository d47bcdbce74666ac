# GPT-J style interleaved rotary embedding on a [2 tokens, 8] fp16 tile (16
# elements, num_warps=4): tl.reshape to [2, 4, 2] + tl.split into even/odd
# lanes, rotation with [2, 4] fp32 cos/sin, tl.join back, and three stores:
# the interleaved [2, 8] result, a pair-major copy via tl.permute(1, 0, 2) of the
# joined [2, 4, 2] tile and a dim-major copy via tl.trans; 21 tokens, tail mask.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,*fp16:16,*fp16:16,*fp16:16,i32,i32,2,8
# launch: grid = 11, num_warps = 4
# args: f16[168]=randn f32[84]=rand f32[84]=rand f16[168]=zeros f16[168]=zeros f16[168]=zeros i32=21 i32=8
# outputs: 3 4 5
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rope_interleaved_tiny_kernel(
    x_ptr,
    cos_ptr,
    sin_ptr,
    out_ptr,
    out_pair_ptr,
    out_dim_ptr,
    n_tok,
    stride_tok,
    BLOCK_T: tl.constexpr,
    D: tl.constexpr,
):
    HALF: tl.constexpr = D // 2
    pid = tl.program_id(0)
    t = pid * BLOCK_T + tl.arange(0, BLOCK_T)
    d = tl.arange(0, D)
    h = tl.arange(0, HALF)
    tmask = t < n_tok

    x = tl.load(x_ptr + t[:, None] * stride_tok + d[None, :], mask=tmask[:, None], other=0.0)
    xe, xo = tl.split(tl.reshape(x, [BLOCK_T, HALF, 2]))
    xe = xe.to(tl.float32)
    xo = xo.to(tl.float32)
    c = tl.load(cos_ptr + t[:, None] * HALF + h[None, :], mask=tmask[:, None], other=1.0)
    s = tl.load(sin_ptr + t[:, None] * HALF + h[None, :], mask=tmask[:, None], other=0.0)

    ye = xe * c - xo * s
    yo = xe * s + xo * c
    y3 = tl.join(ye, yo).to(tl.float16)
    y = tl.reshape(y3, [BLOCK_T, D])
    tl.store(out_ptr + t[:, None] * stride_tok + d[None, :], y, mask=tmask[:, None])

    # pair-major layout [HALF, n_tok, 2]
    yp = tl.permute(y3, (1, 0, 2))
    hh = tl.arange(0, HALF)[:, None, None]
    tt = t[None, :, None]
    jj = tl.arange(0, 2)[None, None, :]
    tl.store(out_pair_ptr + hh * (n_tok * 2) + tt * 2 + jj, yp, mask=(tt < n_tok) & (hh < HALF))

    # dim-major layout [D, n_tok]
    yt = tl.trans(y)
    tl.store(out_dim_ptr + d[:, None] * n_tok + t[None, :], yt, mask=tmask[None, :])
