# MoE token grouping per 100-token chunk: the 200 (token, k) routing pairs of
# top-2 expert ids are packed as (expert << 32) | pair into int64 keys (padding
# pairs get expert = E so they sort last), sorted with tl.sort, unpacked by a
# shift and an int32 truncation into sorted token ids / expert ids (-1 for
# padding), and per-expert counts and exclusive offsets come from a 16x256
# compare-and-sum.  Last chunk is ragged (250 tokens).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,100,2,16,256
# launch: grid = 3, num_warps = 4
# args: i32[500]=int:0:15 i32[768]=zeros i32[768]=zeros i32[48]=zeros i32[48]=zeros i32=250
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def moe_group_sort_kernel(topk_ids_ptr, sorted_tok_ptr, sorted_exp_ptr, cnt_ptr, off_ptr, T,
                          CHUNK_T: tl.constexpr, TOPK: tl.constexpr, NUM_E: tl.constexpr,
                          BLOCK_P: tl.constexpr):
    pid = tl.program_id(0)
    p = tl.arange(0, BLOCK_P)
    tok = pid * CHUNK_T + p // TOPK
    valid = (p < CHUNK_T * TOPK) & (tok < T)
    e = tl.load(topk_ids_ptr + pid * CHUNK_T * TOPK + p, mask=valid, other=NUM_E)
    key = (e.to(tl.int64) << 32) | p.to(tl.int64)
    s = tl.sort(key, dim=0)
    se = (s >> 32).to(tl.int32)
    sp = s.to(tl.int32)
    live = se < NUM_E
    stok = pid * CHUNK_T + sp // TOPK
    tl.store(sorted_tok_ptr + pid * BLOCK_P + p, tl.where(live, stok, -1))
    tl.store(sorted_exp_ptr + pid * BLOCK_P + p, tl.where(live, se, -1))
    ex = tl.arange(0, NUM_E)
    counts = tl.sum((se[None, :] == ex[:, None]).to(tl.int32), axis=1)
    offs = tl.cumsum(counts, axis=0) - counts
    tl.store(cnt_ptr + pid * NUM_E + ex, counts)
    tl.store(off_ptr + pid * NUM_E + ex, offs)
