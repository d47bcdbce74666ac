# Cut-cross-entropy style fused linear + cross-entropy forward: per block of
# 64 tokens, an outer loop over vocab blocks (V = 1000 tail) with an inner
# hidden-dim K loop of dot(E, trans(C_tile)); online log-sum-exp across vocab
# blocks, target logit picked with a where/sum, ignore_index rows give 0 loss.
# bf16 embeddings / classifier, f32 loss and lse, 8 warps, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*i32:16,*fp32:16,*fp32:16,i32,i32:16,i32,i32,i32:16,i32:16,64,128,64
# launch: grid = 5, num_warps = 8, num_stages = 3
# args: bf16[76800]=int:-1:1 bf16[256000]=int:-1:1 i32[300]=int:-1:999 f32[300]=zeros f32[300]=zeros i32=300 i32=256 i32=1000 i32=-1 i32=256 i32=256
# outputs: 3 4
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fused_linear_ce_fwd_kernel(e_ptr, c_ptr, targets_ptr, loss_ptr, lse_ptr, N_TOK, D, V, ignore_index,
                               stride_e, stride_c,
                               BLOCK_M: tl.constexpr, BLOCK_V: tl.constexpr, BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    offs_m = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    m_mask = offs_m < N_TOK
    tgt = tl.load(targets_ptr + offs_m, mask=m_mask, other=ignore_index)
    offs_d = tl.arange(0, BLOCK_D)

    m_i = tl.full((BLOCK_M,), float("-inf"), dtype=tl.float32)
    l_i = tl.zeros((BLOCK_M,), dtype=tl.float32)
    tgt_logit = tl.zeros((BLOCK_M,), dtype=tl.float32)
    for v0 in range(0, V, BLOCK_V):
        offs_v = v0 + tl.arange(0, BLOCK_V)
        v_mask = offs_v < V
        logits = tl.zeros((BLOCK_M, BLOCK_V), dtype=tl.float32)
        for d0 in range(0, D, BLOCK_D):
            dd = d0 + offs_d
            d_mask = dd < D
            e = tl.load(e_ptr + offs_m[:, None] * stride_e + dd[None, :],
                        mask=m_mask[:, None] & d_mask[None, :], other=0.0)
            c = tl.load(c_ptr + offs_v[:, None] * stride_c + dd[None, :],
                        mask=v_mask[:, None] & d_mask[None, :], other=0.0)
            logits = tl.dot(e, tl.trans(c), logits)
        logits = tl.where(v_mask[None, :], logits, float("-inf"))
        tgt_logit += tl.sum(tl.where(offs_v[None, :] == tgt[:, None], logits, 0.0), axis=1)
        m_new = tl.maximum(m_i, tl.max(logits, axis=1))
        l_i = l_i * tl.exp(m_i - m_new) + tl.sum(tl.exp(logits - m_new[:, None]), axis=1)
        m_i = m_new

    lse = m_i + tl.log(l_i)
    valid = (tgt != ignore_index) & m_mask
    loss = tl.where(valid, lse - tgt_logit, 0.0)
    tl.store(loss_ptr + offs_m, loss, mask=m_mask)
    tl.store(lse_ptr + offs_m, lse, mask=m_mask)
