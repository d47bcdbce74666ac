# MoE align-block-size helper in one program (4 warps): per-expert token
# counts of 500x8 top-k expert ids via tl.histogram over 1024-wide chunks
# (masked tail), counts padded to a multiple of BLOCK_SIZE_M = 16, an
# exclusive tl.cumsum giving the 65 expert offsets (total at the end, also
# stored alone), and the expert id of every 16-token block found by counting
# the inclusive offsets <= its start (-1 for the unused blocks of 310).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,i32,64,16,1024,128
# launch: grid = 1, num_warps = 4
# args: i32[500,8]=int:0:63 i32[64]=zeros i32[65]=zeros i32[310]=zeros i32[1]=zeros i32=4000 i32=310
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def moe_align_block_size_kernel(
    topk_ids_ptr,
    tokens_cnts_ptr,
    expert_offsets_ptr,
    expert_ids_ptr,
    total_tokens_post_pad_ptr,
    numel,
    max_num_blocks,
    NUM_EXPERTS: tl.constexpr,
    BLOCK_SIZE_M: tl.constexpr,
    BLOCK: tl.constexpr,
    BLOCK_B: tl.constexpr,
):
    offs = tl.arange(0, BLOCK)
    experts = tl.arange(0, NUM_EXPERTS)

    # stage 1: tokens per expert
    counts = tl.zeros([NUM_EXPERTS], dtype=tl.int32)
    for start in range(0, numel, BLOCK):
        idx = start + offs
        mask = idx < numel
        ids = tl.load(topk_ids_ptr + idx, mask=mask, other=0)
        counts += tl.histogram(ids, NUM_EXPERTS, mask=mask)
    tl.store(tokens_cnts_ptr + experts, counts)

    # stage 2: pad each expert to a multiple of BLOCK_SIZE_M, exclusive scan
    padded = tl.cdiv(counts, BLOCK_SIZE_M) * BLOCK_SIZE_M
    cumsum = tl.cumsum(padded, axis=0)
    offsets = cumsum - padded
    total = tl.sum(padded, axis=0)
    tl.store(expert_offsets_ptr + experts, offsets)
    tl.store(expert_offsets_ptr + NUM_EXPERTS, total)
    tl.store(total_tokens_post_pad_ptr, total)

    # stage 3: expert id of each BLOCK_SIZE_M block of the sorted layout
    num_blocks = total // BLOCK_SIZE_M
    for bstart in range(0, max_num_blocks, BLOCK_B):
        blk = bstart + tl.arange(0, BLOCK_B)
        blk_start = blk * BLOCK_SIZE_M
        expert = tl.sum((cumsum[None, :] <= blk_start[:, None]).to(tl.int32), axis=1)
        expert = tl.where(blk < num_blocks, expert, -1)
        tl.store(expert_ids_ptr + blk, expert, mask=blk < max_num_blocks)
