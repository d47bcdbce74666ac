# Retrieval scoring: each program scores 32 queries against all 64 keys
# (q @ k.T over a masked D = 40 tail), sorts every score row in descending
# order with tl.sort of the dot result, takes the per-row tl.argmax (first of
# ties) and counts how often each key wins with a masked tl.histogram over the
# 64 keys, added into global bins with integer atomics. M = 100 tail, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*i32:16,*i32:16,i32,i32,32,64,64
# launch: grid = 4, num_warps = 2
# args: f16[4000]=int:-3:3 f16[2560]=int:-3:3 f32[6400]=zeros i32[100]=zeros i32[64]=zeros i32=100 i32=40
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def qk_sort_argmax_histogram(q_ptr, k_ptr, sorted_ptr, best_ptr, hist_ptr, M, D,
                             BLOCK_M: tl.constexpr, NKEYS: tl.constexpr, BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    offs_m = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_j = tl.arange(0, NKEYS)
    offs_d = tl.arange(0, BLOCK_D)
    m_mask = offs_m < M
    d_mask = offs_d < D
    q = tl.load(q_ptr + offs_m[:, None] * D + offs_d[None, :],
                mask=m_mask[:, None] & d_mask[None, :], other=0.0)
    k = tl.load(k_ptr + offs_j[:, None] * D + offs_d[None, :], mask=d_mask[None, :], other=0.0)
    scores = tl.dot(q, tl.trans(k))
    ranked = tl.sort(scores, dim=1, descending=True)
    tl.store(sorted_ptr + offs_m[:, None] * NKEYS + offs_j[None, :], ranked, mask=m_mask[:, None])
    best = tl.argmax(scores, axis=1)
    tl.store(best_ptr + offs_m, best, mask=m_mask)
    counts = tl.histogram(best, NKEYS, mask=m_mask)
    tl.atomic_add(hist_ptr + offs_j, counts)
