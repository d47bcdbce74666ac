# GPT-J style (interleaved pairs) rotary embedding on a [4 tokens, 8 heads, 64]
# 3-D tile of q sliced out of a fused qkv buffer (token stride 640): the tile
# is reshaped to 4-D [T, H, 32, 2], tl.split into even/odd halves, rotated
# with per-token cos/sin rows gathered through int64 position ids, tl.join'ed
# and reshaped back; 6 real heads padded to 8 and 37 tokens (masked tails).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,*i64:16,i32,i32,i32:16,i32:16,i32:16,i32:16,i32:16,4,8,64
# launch: grid = 10, num_warps = 2
# args: bf16[23680]=randn bf16[14208]=zeros f32[16384]=randn f32[16384]=randn i64[37]=int:0:511 i32=37 i32=6 i32=640 i32=64 i32=384 i32=64 i32=32
# outputs: 1
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rope_interleaved_tokens_heads_kernel(
    q_ptr,
    out_ptr,
    cos_ptr,
    sin_ptr,
    pos_ptr,
    n_tokens,
    n_heads,
    q_stride_t,
    q_stride_h,
    o_stride_t,
    o_stride_h,
    cs_stride,
    BLOCK_T: tl.constexpr,
    BLOCK_H: tl.constexpr,
    HEAD_DIM: tl.constexpr,
):
    HALF: tl.constexpr = HEAD_DIM // 2
    pid = tl.program_id(0)
    t = pid * BLOCK_T + tl.arange(0, BLOCK_T)
    h = tl.arange(0, BLOCK_H)
    d = tl.arange(0, HEAD_DIM)
    half = tl.arange(0, HALF)
    tmask = t < n_tokens
    hmask = h < n_heads

    pos = tl.load(pos_ptr + t, mask=tmask, other=0)
    cs_off = pos[:, None] * cs_stride + half[None, :]
    cos = tl.load(cos_ptr + cs_off, mask=tmask[:, None], other=0.0)
    sin = tl.load(sin_ptr + cs_off, mask=tmask[:, None], other=0.0)

    t64 = t.to(tl.int64)
    m3 = tmask[:, None, None] & hmask[None, :, None]
    q_off = t64[:, None, None] * q_stride_t + h[None, :, None] * q_stride_h + d[None, None, :]
    q = tl.load(q_ptr + q_off, mask=m3, other=0.0).to(tl.float32)

    q4 = tl.reshape(q, (BLOCK_T, BLOCK_H, HALF, 2))
    q_re, q_im = tl.split(q4)
    c = cos[:, None, :]
    s = sin[:, None, :]
    o_re = q_re * c - q_im * s
    o_im = q_re * s + q_im * c
    o = tl.reshape(tl.join(o_re, o_im), (BLOCK_T, BLOCK_H, HEAD_DIM))

    o_off = t64[:, None, None] * o_stride_t + h[None, :, None] * o_stride_h + d[None, None, :]
    tl.store(out_ptr + o_off, o.to(tl.bfloat16), mask=m3)
