# MoE router top-k (Mixtral/Qwen-MoE style): 16 tokens per program, bf16
# router logits over 64 experts, softmax in f32, then k = 8 rounds of row
# max + lowest-index argmax (tl.where/tl.min) + masking the winner to -inf,
# the winners gathered into a 16x8 tile, renormalized (norm_topk_prob), and
# the expert ids (i32) and routing weights (f32) stored, 2048 tokens.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*i32:16,*fp32:16,i32,64,8,16
# launch: grid = 128, num_warps = 4
# args: bf16[2048,64]=randn i32[2048,8]=zeros f32[2048,8]=zeros i32=2048
# outputs: 1 2
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def moe_topk_softmax_kernel(
    logits_ptr,
    topk_ids_ptr,
    topk_weights_ptr,
    num_tokens,
    NUM_EXPERTS: tl.constexpr,
    TOPK: tl.constexpr,
    BLOCK_M: tl.constexpr,
):
    pid = tl.program_id(0)
    offs_m = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_e = tl.arange(0, NUM_EXPERTS)
    offs_k = tl.arange(0, TOPK)
    mask_m = offs_m < num_tokens

    logits = tl.load(
        logits_ptr + offs_m[:, None] * NUM_EXPERTS + offs_e[None, :],
        mask=mask_m[:, None],
        other=0.0,
    ).to(tl.float32)

    # softmax over all experts
    row_max = tl.max(logits, axis=1)
    num = tl.exp(logits - row_max[:, None])
    scores = num / tl.sum(num, axis=1)[:, None]

    topk_vals = tl.zeros([BLOCK_M, TOPK], dtype=tl.float32)
    topk_idx = tl.zeros([BLOCK_M, TOPK], dtype=tl.int32)
    for k in tl.static_range(TOPK):
        cur_max = tl.max(scores, axis=1)
        is_max = scores == cur_max[:, None]
        cur_idx = tl.min(tl.where(is_max, offs_e[None, :], NUM_EXPERTS), axis=1)
        topk_vals = tl.where(offs_k[None, :] == k, cur_max[:, None], topk_vals)
        topk_idx = tl.where(offs_k[None, :] == k, cur_idx[:, None], topk_idx)
        scores = tl.where(offs_e[None, :] == cur_idx[:, None], float("-inf"), scores)

    # renormalize the selected probabilities
    topk_weights = topk_vals / tl.sum(topk_vals, axis=1)[:, None]

    out_offs = offs_m[:, None] * TOPK + offs_k[None, :]
    tl.store(topk_ids_ptr + out_offs, topk_idx, mask=mask_m[:, None])
    tl.store(topk_weights_ptr + out_offs, topk_weights, mask=mask_m[:, None])
