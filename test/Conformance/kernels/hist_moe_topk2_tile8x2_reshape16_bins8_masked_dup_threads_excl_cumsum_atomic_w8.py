# MoE align step for 8 tokens x top-2 experts per program: the [8, 2] int32 id
# tile is reshaped to 16 ids and counted with tl.histogram(8 bins, mask=) under
# num_warps=8 (256 threads for 16 values, bins fewer than a warp); dropped (-1)
# and out-of-range ids are masked. Per-chunk counts, exclusive offsets from
# tl.cumsum, a 0-d dropped count and a global atomic_add of the [8] counts.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,8,2,8
# launch: grid = 6, num_warps = 8
# args: i32[90]=int:-1:9 i32[48]=zeros i32[48]=zeros i32[8]=zeros i32[6]=zeros i32=45
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def moe_chunk_count_kernel(
    topk_ids_ptr,
    chunk_cnt_ptr,
    chunk_off_ptr,
    expert_cnt_ptr,
    dropped_ptr,
    num_tokens,
    BLOCK_T: tl.constexpr,
    TOPK: tl.constexpr,
    NUM_EXPERTS: tl.constexpr,
):
    pid = tl.program_id(0)
    tok = pid * BLOCK_T + tl.arange(0, BLOCK_T)
    k = tl.arange(0, TOPK)
    in_b = (tok < num_tokens)[:, None] & (k < TOPK)[None, :]
    ids = tl.load(topk_ids_ptr + tok[:, None] * TOPK + k[None, :], mask=in_b, other=-1)

    valid = in_b & (ids >= 0) & (ids < NUM_EXPERTS)
    flat_ids = tl.reshape(ids, [BLOCK_T * TOPK])
    flat_valid = tl.reshape(valid, [BLOCK_T * TOPK])
    cnt = tl.histogram(flat_ids, NUM_EXPERTS, mask=flat_valid)

    off = tl.cumsum(cnt, axis=0) - cnt
    dropped = tl.sum((in_b & ~valid).to(tl.int32))

    e = tl.arange(0, NUM_EXPERTS)
    tl.store(chunk_cnt_ptr + pid * NUM_EXPERTS + e, cnt)
    tl.store(chunk_off_ptr + pid * NUM_EXPERTS + e, off)
    tl.atomic_add(expert_cnt_ptr + e, cnt, sem="relaxed")
    tl.store(dropped_ptr + pid, dropped)
