# Dense retrieval top-k: two queries per program (BLOCK_M = 2) scored against a
# 64-document block with one tl.dot ([2, 64] x [64, 64], D = 48 masked, docs loaded
# K-major from a row-major table); the integer-valued scores are packed with the
# reversed doc index into int64 keys, tl.sort'ed descending along N, and the top 8
# per block are decoded and stored with a mask (doc tail 300).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*i32:16,i32,i32:16,i32:16,i32:16,i32,2,64,64,8
# launch: grid = 3x5, num_warps = 4
# args: bf16[288]=int:-3:3 bf16[14400]=int:-3:3 f32[240]=zeros i32[240]=zeros i32=300 i32=48 i32=48 i32=48 i32=40
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def retrieval_m2_sort_topk_kernel(q_ptr, doc_ptr, top_score_ptr, top_idx_ptr,
                                  n_docs, D, stride_qm, stride_dn, stride_om,
                                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                                  BLOCK_D: tl.constexpr, TOPK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    local = tl.arange(0, BLOCK_N)
    offs_n = pid_n * BLOCK_N + local
    offs_d = tl.arange(0, BLOCK_D)
    q = tl.load(q_ptr + offs_m[:, None] * stride_qm + offs_d[None, :],
                mask=offs_d[None, :] < D, other=0.0)
    dT = tl.load(doc_ptr + offs_n[None, :] * stride_dn + offs_d[:, None],
                 mask=(offs_d[:, None] < D) & (offs_n[None, :] < n_docs), other=0.0)
    s = tl.dot(q, dT)
    si = s.to(tl.int32) + (1 << 20)
    key = (si.to(tl.int64) << 16) | (BLOCK_N - 1 - local)[None, :].to(tl.int64)
    key = tl.where(offs_n[None, :] < n_docs, key, 0)
    key = tl.sort(key, dim=1, descending=True)
    score = ((key >> 16) - (1 << 20)).to(tl.float32)
    idx = pid_n * BLOCK_N + (BLOCK_N - 1 - (key & 0xFFFF)).to(tl.int32)
    rank = tl.arange(0, BLOCK_N)
    out_off = offs_m[:, None] * stride_om + pid_n * TOPK + rank[None, :]
    keep = (rank[None, :] < TOPK) & (key > 0)
    tl.store(top_score_ptr + out_off, score, mask=keep)
    tl.store(top_idx_ptr + out_off, idx, mask=keep)
