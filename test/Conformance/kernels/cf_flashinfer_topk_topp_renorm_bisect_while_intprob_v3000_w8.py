# FlashInfer-style top-k + top-p renormalization without a sort: per row of 3000
# (integer-valued) probability weights, a chunked pass for max and total mass,
# then a while loop (two scalar f32 carries + iteration budget) bisecting the
# threshold t, each step a nested chunk loop counting/summing x >= t and testing
# count >= top_k[row] and mass >= top_p[row] * total; finally x / kept-mass
# stored for kept entries (0 elsewhere) and the kept count. 1024 chunks, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,*fp32:16,*i32:16,i32,i32,i32,1024
# launch: grid = 64, num_warps = 8, num_stages = 1
# args: f32[64,3000]=int:0:1000 f32[64,3000]=zeros i32[64]=int:1:200 f32[64]=rand i32[64]=zeros i32=3000 i32=3000 i32=40
# outputs: 1 4
# tol: 1e-6 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def top_k_top_p_renorm_prob_kernel(
    probs_ptr,
    renorm_probs_ptr,
    top_k_arr_ptr,
    top_p_arr_ptr,
    kept_count_ptr,
    stride_row,
    vocab_size,
    max_rounds,
    BLOCK_SIZE: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    probs_ptr += row * stride_row
    renorm_probs_ptr += row * stride_row
    top_k = tl.load(top_k_arr_ptr + row)
    top_p = tl.load(top_p_arr_ptr + row)

    # pass 0: max and total mass of the row
    row_max = 0.0
    total = 0.0
    for off in range(0, vocab_size, BLOCK_SIZE):
        offs = off + tl.arange(0, BLOCK_SIZE)
        x = tl.load(probs_ptr + offs, mask=offs < vocab_size, other=0.0)
        row_max = tl.maximum(row_max, tl.max(x, axis=0))
        total += tl.sum(x, axis=0)
    target_mass = top_p * total

    # bisection: `low` always keeps enough (count >= k and mass >= p), `high` never
    low = 0.0
    high = row_max + 1.0
    rounds = 0
    while (high - low > 0.5) & (rounds < max_rounds):
        pivot = (low + high) * 0.5
        count = 0
        mass = 0.0
        for off in range(0, vocab_size, BLOCK_SIZE):
            offs = off + tl.arange(0, BLOCK_SIZE)
            x = tl.load(probs_ptr + offs, mask=offs < vocab_size, other=0.0)
            ge = (x >= pivot) & (offs < vocab_size)
            count += tl.sum(ge.to(tl.int32), axis=0)
            mass += tl.sum(tl.where(ge, x, 0.0), axis=0)
        ok = (count >= top_k) & (mass >= target_mass)
        low = tl.where(ok, pivot, low)
        high = tl.where(ok, high, pivot)
        rounds += 1

    # kept mass under the final threshold, then renormalize
    kept_mass = 0.0
    kept = 0
    for off in range(0, vocab_size, BLOCK_SIZE):
        offs = off + tl.arange(0, BLOCK_SIZE)
        x = tl.load(probs_ptr + offs, mask=offs < vocab_size, other=0.0)
        keep = (x >= low) & (offs < vocab_size)
        kept_mass += tl.sum(tl.where(keep, x, 0.0), axis=0)
        kept += tl.sum(keep.to(tl.int32), axis=0)
    kept_mass = tl.maximum(kept_mass, 1e-8)
    for off in range(0, vocab_size, BLOCK_SIZE):
        offs = off + tl.arange(0, BLOCK_SIZE)
        mask = offs < vocab_size
        x = tl.load(probs_ptr + offs, mask=mask, other=0.0)
        y = tl.where(x >= low, x / kept_mass, 0.0)
        tl.store(renorm_probs_ptr + offs, y, mask=mask)
    tl.store(kept_count_ptr + row, kept)
