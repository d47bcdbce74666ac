# Neox-style rotary embedding applied in place to q [256 tokens, 28 heads,
# 128] and k [256, 4 heads, 128] bf16 (Qwen2-7B GQA shapes): one program
# per token loads its int64 position, gathers the cos and sin halves of that
# row of an f32 cos_sin_cache [4096, 128], and rotates the two 64-wide
# halves of every head (heads masked to 28 of a 32-row tile), f32 math.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*bf16:16,*bf16:16,*fp32:16,i32:16,i32:16,28,4,128,32,4
# launch: grid = 256, num_warps = 4
# args: i64[256]=int:0:4095 bf16[256,28,128]=randn bf16[256,4,128]=randn f32[4096,128]=randn i32=3584 i32=512
# outputs: 1 2
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _rotate_neox_heads(base_ptr, cos, sin, num_heads, HEAD_SIZE: tl.constexpr, BLOCK_H: tl.constexpr):
    HALF: tl.constexpr = HEAD_SIZE // 2
    offs_h = tl.arange(0, BLOCK_H)
    offs_d = tl.arange(0, HALF)
    mask = (offs_h < num_heads)[:, None]
    ptr1 = base_ptr + offs_h[:, None] * HEAD_SIZE + offs_d[None, :]
    ptr2 = ptr1 + HALF
    x1 = tl.load(ptr1, mask=mask, other=0.0).to(tl.float32)
    x2 = tl.load(ptr2, mask=mask, other=0.0).to(tl.float32)
    o1 = x1 * cos[None, :] - x2 * sin[None, :]
    o2 = x2 * cos[None, :] + x1 * sin[None, :]
    tl.store(ptr1, o1.to(base_ptr.dtype.element_ty), mask=mask)
    tl.store(ptr2, o2.to(base_ptr.dtype.element_ty), mask=mask)


@triton.jit
def rotary_embedding_neox_kernel(
    positions_ptr,
    q_ptr,
    k_ptr,
    cos_sin_cache_ptr,
    q_token_stride,
    k_token_stride,
    NUM_Q_HEADS: tl.constexpr,
    NUM_KV_HEADS: tl.constexpr,
    HEAD_SIZE: tl.constexpr,
    BLOCK_Q_H: tl.constexpr,
    BLOCK_K_H: tl.constexpr,
):
    token_idx = tl.program_id(0)
    pos = tl.load(positions_ptr + token_idx)

    HALF: tl.constexpr = HEAD_SIZE // 2
    offs_d = tl.arange(0, HALF)
    cache_row = cos_sin_cache_ptr + pos * HEAD_SIZE
    cos = tl.load(cache_row + offs_d)
    sin = tl.load(cache_row + HALF + offs_d)

    q_base = q_ptr + token_idx.to(tl.int64) * q_token_stride
    k_base = k_ptr + token_idx.to(tl.int64) * k_token_stride
    _rotate_neox_heads(q_base, cos, sin, NUM_Q_HEADS, HEAD_SIZE, BLOCK_Q_H)
    _rotate_neox_heads(k_base, cos, sin, NUM_KV_HEADS, HEAD_SIZE, BLOCK_K_H)
