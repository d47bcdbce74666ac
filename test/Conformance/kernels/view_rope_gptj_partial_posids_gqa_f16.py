# GPT-J (interleaved pairs) rotary embedding on q and k of one token per
# program: position ids loaded from memory (i64), inv_freq = base^(-2i/rot)
# computed in-kernel, partial rotary (first 32 of 64 dims) with the rest copied,
# GQA head counts 12 (masked to 16) and 4; reshape -> split -> join -> reshape.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*i64:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32,i32,fp32,64,32,16,4
# launch: grid = 37, num_warps = 1
# args: f16[28416]=randn f16[9472]=randn f16[28416]=zeros f16[9472]=zeros i64[37]=int:0:255 i32=768 i32=64 i32=256 i32=64 i32=768 i32=64 i32=12 i32=4 f32=10000.0
# outputs: 2 3
# tol: 2e-3 2e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _rotate_pairs(x, cos, sin, BH: tl.constexpr, HALF: tl.constexpr):
    # x: [BH, 2*HALF] with (even, odd) pairs adjacent
    x3 = tl.reshape(x.to(tl.float32), (BH, HALF, 2))
    x_even, x_odd = tl.split(x3)
    o_even = x_even * cos[None, :] - x_odd * sin[None, :]
    o_odd = x_odd * cos[None, :] + x_even * sin[None, :]
    return tl.reshape(tl.join(o_even, o_odd), (BH, 2 * HALF))


@triton.jit
def rope_gptj_partial_qk_kernel(
    q_ptr,
    k_ptr,
    q_out_ptr,
    k_out_ptr,
    pos_ptr,
    q_stride_t,
    q_stride_h,
    k_stride_t,
    k_stride_h,
    qo_stride_t,
    qo_stride_h,
    num_q_heads,
    num_kv_heads,
    rope_base,
    HEAD_DIM: tl.constexpr,
    ROT_DIM: tl.constexpr,
    BLOCK_HQ: tl.constexpr,
    BLOCK_HK: tl.constexpr,
):
    tok = tl.program_id(0)
    pos = tl.load(pos_ptr + tok).to(tl.float32)

    HALF: tl.constexpr = ROT_DIM // 2
    i = tl.arange(0, HALF)
    # inv_freq = base ** (-2 i / rot_dim)
    inv_freq = tl.exp2(-(2.0 * i.to(tl.float32) / ROT_DIM) * tl.log2(rope_base))
    ang = pos * inv_freq
    cos = tl.cos(ang)
    sin = tl.sin(ang)

    rd = tl.arange(0, ROT_DIM)
    pd = ROT_DIM + tl.arange(0, HEAD_DIM - ROT_DIM)

    # ---- q heads ----
    hq = tl.arange(0, BLOCK_HQ)
    mq = (hq < num_q_heads)[:, None]
    q_base = q_ptr + tok.to(tl.int64) * q_stride_t + hq[:, None] * q_stride_h
    qo_base = q_out_ptr + tok.to(tl.int64) * qo_stride_t + hq[:, None] * qo_stride_h
    q_rot = tl.load(q_base + rd[None, :], mask=mq, other=0.0)
    q_rot = _rotate_pairs(q_rot, cos, sin, BLOCK_HQ, HALF)
    tl.store(qo_base + rd[None, :], q_rot.to(q_out_ptr.dtype.element_ty), mask=mq)
    q_pass = tl.load(q_base + pd[None, :], mask=mq, other=0.0)
    tl.store(qo_base + pd[None, :], q_pass, mask=mq)

    # ---- k heads (contiguous output, same strides as input) ----
    hk = tl.arange(0, BLOCK_HK)
    mk = (hk < num_kv_heads)[:, None]
    k_off = tok.to(tl.int64) * k_stride_t + hk[:, None] * k_stride_h
    k_rot = tl.load(k_ptr + k_off + rd[None, :], mask=mk, other=0.0)
    k_rot = _rotate_pairs(k_rot, cos, sin, BLOCK_HK, HALF)
    tl.store(k_out_ptr + k_off + rd[None, :], k_rot.to(tl.float16), mask=mk)
    k_pass = tl.load(k_ptr + k_off + pd[None, :], mask=mk, other=0.0)
    tl.store(k_out_ptr + k_off + pd[None, :], k_pass, mask=mk)
