# Unsloth `_rope_embedding` run as the backward pass (BACKWARD_PASS: sin -> -sin):
# 2-D grid (token row, group of ROPE_GROUP_SIZE = 4 heads); 14 heads of 96 give a
# ragged last group (builtin min on the head bound), the 48-wide half rotation is
# masked in a 64 tile, f32 cos/sin rows indexed by row % seqlen, and bf16 Q is
# rotated in place (upcast to the sin dtype, stored back as bf16). One warp.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,i32:16,*fp32:16,i32:16,*fp32:16,i32:16,i32,96,14,True,64
# launch: grid = 74x4, num_warps = 1
# args: bf16[74,1344]=randn i32=1344 f32[37,96]=randn i32=96 f32[37,96]=randn i32=96 i32=37
# outputs: 0
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl

ROPE_GROUP_SIZE = tl.constexpr(4)


@triton.jit
def _rope_embedding(
    Q, Q_row_stride,
    cos, cos_row_stride,
    sin, sin_row_stride,
    seqlen,
    head_dim: tl.constexpr,
    n_heads: tl.constexpr,
    BACKWARD_PASS: tl.constexpr,
    BLOCK_SIZE: tl.constexpr,
):
    """
    Calculates the RoPE Embedding quickly
    RoPE is Q * cos + rotate_half(Q) * sin
    """
    row_position = tl.program_id(0)
    group_head_position = tl.program_id(1)
    col_offsets = tl.arange(0, BLOCK_SIZE)
    half_head_dim = head_dim // 2
    mask = col_offsets < half_head_dim

    sin1 = tl.load(sin + (row_position % seqlen) * sin_row_stride + half_head_dim * 0 + col_offsets,
                   mask=mask, other=0)
    cos1 = tl.load(cos + (row_position % seqlen) * cos_row_stride + half_head_dim * 0 + col_offsets,
                   mask=mask, other=0)

    if BACKWARD_PASS:
        # See our blog post for more info.
        sin1 = -sin1

    head_start = group_head_position * ROPE_GROUP_SIZE
    head_end = min((head_start + ROPE_GROUP_SIZE), n_heads)

    for k in range(head_start, head_end):
        offs_q1 = row_position * Q_row_stride + k * head_dim + col_offsets
        offs_q2 = row_position * Q_row_stride + k * head_dim + col_offsets + half_head_dim

        # For Gemma - sometimes RoPE must be done in float32 and not bfloat16
        Q1 = tl.load(Q + offs_q1, mask=mask, other=0).to(sin1.dtype)
        Q2 = tl.load(Q + offs_q2, mask=mask, other=0).to(sin1.dtype)

        tl.store(Q + offs_q1, Q1 * cos1 - Q2 * sin1, mask=mask)
        tl.store(Q + offs_q2, Q2 * cos1 + Q1 * sin1, mask=mask)
