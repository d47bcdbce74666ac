# Top-k sampling prep (vLLM/SGLang-style) on rows of 1000 f16 logits, one row
# per program in a 1-D 1024 tile: k=5 rounds of max-with-index (leftmost tie),
# each winner masked to -inf, collected into an 8-slot register vector, then a
# temperature softmax over the k winners (temperature loaded per row).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,i32,*fp32:16,*fp32:16,*i32:16,*fp32:16,i32,5,1024,8
# launch: grid = 24, num_warps = 8
# args: f16[24000]=randn i32=1000 f32[24]=rand f32[120]=zeros i32[120]=zeros f32[120]=zeros i32=1000
# outputs: 3 4 5
# tol: 1e-5 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def topk_temperature_softmax_kernel(
    logits_ptr,
    stride_row,
    temp_ptr,
    topk_vals_ptr,
    topk_idx_ptr,
    topk_probs_ptr,
    n_vocab,
    K: tl.constexpr,
    BLOCK_V: tl.constexpr,
    K_PAD: tl.constexpr,
):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_V)
    mask = cols < n_vocab
    x = tl.load(logits_ptr + row.to(tl.int64) * stride_row + cols, mask=mask, other=float("-inf"))
    x = x.to(tl.float32)

    kk = tl.arange(0, K_PAD)
    vals = tl.full([K_PAD], float("-inf"), dtype=tl.float32)
    for i in tl.static_range(K):
        v, idx = tl.max(x, axis=0, return_indices=True, return_indices_tie_break_left=True)
        tl.store(topk_vals_ptr + row * K + i, v)
        tl.store(topk_idx_ptr + row * K + i, idx)
        vals = tl.where(kk == i, v, vals)
        x = tl.where(cols == idx, float("-inf"), x)

    # temperature 0.5 .. 1.5 per request
    temp = tl.load(temp_ptr + row) + 0.5
    z = (vals - tl.max(vals, axis=0)) / temp
    e = tl.where(kk < K, tl.exp(z), 0.0)
    p = e / tl.sum(e, axis=0)
    tl.store(topk_probs_ptr + row * K + kk, p, mask=kk < K)
