# BigBird-style block-sparse attention forward (block 64, as in the
# BigBird / DeepSpeed sparse-attention layouts): global query block 0 is
# dense; every other query block walks a layout of 1 global key block, a
# 3-block sliding window and 3 random key blocks read from a per-(head, row)
# lookup table, deduplicated by a scalar visited bitmask, so the online
# softmax update sits under a runtime scalar `if` inside the loop (helper
# returns the carried acc/m/l). T = 480: last key/query block partial.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*i32:16,fp32,i32:16,i32:16,i32:16,i32:16,i32,4,1,3,64,64
# launch: grid = 8x8, num_warps = 4, num_stages = 4
# args: f16[245760]=randn f16[245760]=randn f16[245760]=randn f16[245760]=zeros i32[96]=int:0:7 f32=0.125 i32=122880 i32=30720 i32=64 i32=480 i32=8
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _sparse_block_update(acc, m_i, l_i, q, k_base, v_base, col_blk, offs_m, offs_n, offs_d,
                         stride_t, T, qk_scale, BLOCK: tl.constexpr):
    cols = col_blk * BLOCK + offs_n
    kv_mask = cols[:, None] < T
    k = tl.load(k_base + cols[:, None] * stride_t + offs_d[None, :], mask=kv_mask, other=0.0)
    v = tl.load(v_base + cols[:, None] * stride_t + offs_d[None, :], mask=kv_mask, other=0.0)
    qk = tl.dot(q, tl.trans(k)) * qk_scale
    qk = tl.where(cols[None, :] < T, qk, float("-inf"))
    m_new = tl.maximum(m_i, tl.max(qk, 1))
    alpha = tl.math.exp2(m_i - m_new)
    p = tl.math.exp2(qk - m_new[:, None])
    l_i = l_i * alpha + tl.sum(p, 1)
    acc = acc * alpha[:, None]
    acc = tl.dot(p.to(v.dtype), v, acc)
    return acc, m_new, l_i


@triton.jit
def bigbird_blocksparse_attn_fwd(Q, K, V, Out, rand_lut, sm_scale,
                                 stride_z, stride_h, stride_t, T, num_blocks,
                                 H: tl.constexpr, NUM_GLOBAL: tl.constexpr, NUM_RAND: tl.constexpr,
                                 BLOCK: tl.constexpr, HEAD_DIM: tl.constexpr):
    row = tl.program_id(0)
    off_zh = tl.program_id(1)
    off_z = off_zh // H
    off_h = off_zh % H
    base = off_z.to(tl.int64) * stride_z + off_h.to(tl.int64) * stride_h
    q_base = Q + base
    k_base = K + base
    v_base = V + base

    offs_m = row * BLOCK + tl.arange(0, BLOCK)
    offs_n = tl.arange(0, BLOCK)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(q_base + offs_m[:, None] * stride_t + offs_d[None, :], mask=offs_m[:, None] < T, other=0.0)

    qk_scale = sm_scale * 1.44269504089
    m_i = tl.full([BLOCK], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK], dtype=tl.float32)
    acc = tl.zeros([BLOCK, HEAD_DIM], dtype=tl.float32)

    if row < NUM_GLOBAL:
        # global query block: attends to every key block
        for c in range(0, num_blocks):
            acc, m_i, l_i = _sparse_block_update(acc, m_i, l_i, q, k_base, v_base, c, offs_m, offs_n,
                                                 offs_d, stride_t, T, qk_scale, BLOCK)
    else:
        lut = rand_lut + (off_h * num_blocks + row) * NUM_RAND
        visited = 0
        for j in range(0, NUM_GLOBAL + 3 + NUM_RAND):
            if j < NUM_GLOBAL:
                c = j
            elif j < NUM_GLOBAL + 3:
                c = row - 1 + (j - NUM_GLOBAL)
            else:
                c = tl.load(lut + (j - NUM_GLOBAL - 3))
            fresh = ((visited >> c) & 1) == 0
            if (c >= 0) & (c < num_blocks) & fresh:
                visited = visited | (1 << c)
                acc, m_i, l_i = _sparse_block_update(acc, m_i, l_i, q, k_base, v_base, c, offs_m, offs_n,
                                                     offs_d, stride_t, T, qk_scale, BLOCK)

    acc = acc / l_i[:, None]
    o_ptrs = Out + base + offs_m[:, None] * stride_t + offs_d[None, :]
    tl.store(o_ptrs, acc.to(Out.dtype.element_ty), mask=offs_m[:, None] < T)
