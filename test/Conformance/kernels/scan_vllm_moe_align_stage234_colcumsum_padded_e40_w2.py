# vLLM triton moe_align_block_size, stages 2-4 fused per expert program (grid =
# num_experts = 40): the [40 x 40] per-program token counts (rows 1..E of
# tokens_cnts) are loaded as a masked 64x64 tile, prefix-summed down axis 0
# (tl.cumsum) and this program's column written out-of-place; column totals are
# padded to block_size and scanned into cumsum[1..E] / total (program 0); then a
# scalar runtime-bounded loop writes this expert's id for each of its blocks.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32:16,40,64
# launch: grid = 40, num_warps = 2
# args: i32[41,40]=int:0:9 i32[41,40]=zeros i32[41]=zeros i32[1]=zeros i32[1024]=zeros i32=16
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def moe_align_block_size_stage234(
    tokens_cnts_ptr,
    tokens_cnts_out_ptr,
    cumsum_ptr,
    total_tokens_post_pad_ptr,
    expert_ids_ptr,
    block_size,
    num_experts: tl.constexpr,
    BLOCK_E: tl.constexpr,
):
    pid = tl.program_id(0)
    rows = tl.arange(0, BLOCK_E)
    cols = tl.arange(0, BLOCK_E)
    rmask = rows < num_experts
    cmask = cols < num_experts
    tile_mask = rmask[:, None] & cmask[None, :]

    # stage 2: prefix over the producing programs (rows 1..E) for every expert
    cnt_offs = (rows[:, None] + 1) * num_experts + cols[None, :]
    cnts = tl.load(tokens_cnts_ptr + cnt_offs, mask=tile_mask, other=0)
    prefix = tl.cumsum(cnts, axis=0)
    tl.store(tokens_cnts_out_ptr + cnt_offs, prefix, mask=tile_mask & (cols[None, :] == pid))
    if pid == 0:
        tl.store(tokens_cnts_out_ptr + cols, tl.zeros([BLOCK_E], dtype=tl.int32), mask=cmask)

    # stage 3: per-expert totals padded to block_size, inclusive scan
    totals = tl.sum(cnts, axis=0)
    padded = tl.cdiv(totals, block_size) * block_size
    padded = tl.where(cmask, padded, 0)
    inclusive = tl.cumsum(padded, axis=0)
    if pid == 0:
        tl.store(cumsum_ptr + 1 + cols, inclusive, mask=cmask)
        tl.store(cumsum_ptr, 0)
        tl.store(total_tokens_post_pad_ptr, tl.sum(padded, axis=0))

    # stage 4 (first half): expert id of every block owned by this expert
    start_idx = tl.sum(tl.where(cols == pid, inclusive - padded, 0), axis=0)
    end_idx = tl.sum(tl.where(cols == pid, inclusive, 0), axis=0)
    for i in range(start_idx, end_idx, block_size):
        tl.store(expert_ids_ptr + i // block_size, pid)
