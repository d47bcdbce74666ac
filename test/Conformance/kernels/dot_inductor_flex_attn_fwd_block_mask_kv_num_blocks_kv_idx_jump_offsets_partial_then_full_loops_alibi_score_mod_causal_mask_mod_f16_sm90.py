# PyTorch Inductor flex_attention forward template: a BlockMask of 128-token
# sparse blocks (kv_num_blocks / kv_indices and the full_* pair) walked in
# 64-key steps with get_offset_for_next_block's jump arithmetic (bool * int),
# first the partial blocks with score_mod (symmetric ALiBi from a per-head slope)
# and mask_mod (causal) applied, then the full blocks with score_mod only; the
# -inf-safe online exp2 softmax, l_i == 0 rows kept finite, base-2 LSE stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*i32:16,*i32:16,*i32:16,*i32:16,*fp32:16,fp32,3,384,384,64,64,64,128,128,3,3
# launch: grid = 6x6, num_warps = 4, num_stages = 3
# args: f16[2,3,384,64]=randn f16[2,3,384,64]=randn f16[2,3,384,64]=randn f16[2,3,384,64]=zeros f32[2,3,384]=zeros i32[2,3,3]=int:0:3 i32[2,3,3,3]=int:0:2 i32[2,3,3]=int:0:3 i32[2,3,3,3]=int:0:2 f32[3]=rand f32=0.125
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _flex_blocks(acc, l_i, m_i, q, k_base, v_base, kv_indices, kv_num_blocks, offs_m, slope, sm_scale,
                 KV_LEN: tl.constexpr, D: tl.constexpr, BLOCK_N: tl.constexpr, SPARSE_KV_BLOCK_SIZE: tl.constexpr,
                 IS_FULL_BLOCKS: tl.constexpr):
    RCP_LN2: tl.constexpr = 1.44269504
    SPARSE_KV_MULTIPLE: tl.constexpr = SPARSE_KV_BLOCK_SIZE // BLOCK_N
    offs_d = tl.arange(0, D)
    offs_n = tl.load(kv_indices) * SPARSE_KV_BLOCK_SIZE + tl.arange(0, BLOCK_N)
    for start_n in range(0, kv_num_blocks * SPARSE_KV_MULTIPLE):
        mn = offs_n < KV_LEN
        k = tl.load(k_base + offs_n[:, None] * D + offs_d[None, :], mask=mn[:, None], other=0.0)
        qk = tl.dot(q, tl.trans(k)) * sm_scale
        post_mod_scores = qk - slope * tl.abs(offs_m[:, None] - offs_n[None, :]).to(tl.float32)
        if IS_FULL_BLOCKS:
            keep = mn[None, :]
        else:
            keep = (offs_m[:, None] >= offs_n[None, :]) & mn[None, :]
        post_mod_scores = tl.where(keep, post_mod_scores, float("-inf")) * RCP_LN2
        m_ij = tl.maximum(m_i, tl.max(post_mod_scores, 1))
        masked_out_rows = m_ij == float("-inf")
        m_ij_masked = tl.where(masked_out_rows, 0, m_ij)
        alpha = tl.math.exp2(m_i - m_ij_masked)
        p = tl.math.exp2(post_mod_scores - m_ij_masked[:, None])
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_base + offs_n[:, None] * D + offs_d[None, :], mask=mn[:, None], other=0.0)
        acc = tl.dot(p.to(v.dtype), v, acc * alpha[:, None])
        m_i = m_ij
        # get_offset_for_next_block
        cur_block_idx = start_n // SPARSE_KV_MULTIPLE
        cur_block = tl.load(kv_indices + cur_block_idx, eviction_policy="evict_last")
        next_block = tl.load(kv_indices + cur_block_idx + 1, eviction_policy="evict_last",
                             mask=cur_block_idx + 1 < kv_num_blocks)
        needs_jump = (start_n + 1) % SPARSE_KV_MULTIPLE == 0
        jump_to_block = (next_block - cur_block) * SPARSE_KV_BLOCK_SIZE - (SPARSE_KV_MULTIPLE - 1) * BLOCK_N
        offs_n += jump_to_block * needs_jump + (1 - needs_jump) * BLOCK_N
    return acc, l_i, m_i


@triton.jit
def triton_tem_fused_flex_attention_0(
    Q, K, V, OUT, LSE, KV_NUM_BLKS, KV_IDX, FULL_KV_NUM_BLKS, FULL_KV_IDX, SLOPES, SM_SCALE,
    H: tl.constexpr, Q_LEN: tl.constexpr, KV_LEN: tl.constexpr, D: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, SPARSE_Q_BLOCK_SIZE: tl.constexpr,
    SPARSE_KV_BLOCK_SIZE: tl.constexpr, NUM_Q_BLOCKS: tl.constexpr, NUM_KV_BLOCKS: tl.constexpr,
):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    off_z = off_hz // H
    off_h = off_hz % H
    q_base = Q + off_hz.to(tl.int64) * Q_LEN * D
    k_base = K + off_hz.to(tl.int64) * KV_LEN * D
    v_base = V + off_hz.to(tl.int64) * KV_LEN * D
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, D)
    q = tl.load(q_base + offs_m[:, None] * D + offs_d[None, :], mask=offs_m[:, None] < Q_LEN, other=0.0)
    slope = tl.load(SLOPES + off_h)

    sparse_hz_offset = off_z * H + off_h
    sparse_q_idx = (start_m * BLOCK_M) // SPARSE_Q_BLOCK_SIZE
    meta = sparse_hz_offset * NUM_Q_BLOCKS + sparse_q_idx
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, D], dtype=tl.float32)
    kv_num_blocks = tl.load(KV_NUM_BLKS + meta)
    acc, l_i, m_i = _flex_blocks(acc, l_i, m_i, q, k_base, v_base, KV_IDX + meta * NUM_KV_BLOCKS, kv_num_blocks,
                                 offs_m, slope, SM_SCALE, KV_LEN, D, BLOCK_N, SPARSE_KV_BLOCK_SIZE, False)
    kv_num_blocks = tl.load(FULL_KV_NUM_BLKS + meta)
    acc, l_i, m_i = _flex_blocks(acc, l_i, m_i, q, k_base, v_base, FULL_KV_IDX + meta * NUM_KV_BLOCKS, kv_num_blocks,
                                 offs_m, slope, SM_SCALE, KV_LEN, D, BLOCK_N, SPARSE_KV_BLOCK_SIZE, True)

    l_i = tl.where(l_i == 0.0, 1, l_i)
    acc = acc / l_i[:, None]
    mm = offs_m < Q_LEN
    tl.store(OUT + off_hz.to(tl.int64) * Q_LEN * D + offs_m[:, None] * D + offs_d[None, :],
             acc.to(OUT.dtype.element_ty), mask=mm[:, None])
    tl.store(LSE + off_hz * Q_LEN + offs_m, m_i + tl.math.log2(l_i), mask=mm)
