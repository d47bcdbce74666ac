# MoE router top-k without tl.sort: a [4, 256] tile of f16 logits over 200
# experts (masked tail), k = 3 rounds of row max + lowest-index argmax + mask-out
# in tl.static_range, per-round (value, index) stores into [50, 3], a running
# selection mask, then a dense [50, 200] gate matrix holding the softmax
# renormalised over the selected experts (zeros elsewhere).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,*fp32:16,i32,i32,i32,4,256,3
# launch: grid = 13, num_warps = 2
# args: f16[10000]=randn f16[150]=zeros i32[150]=zeros f32[10000]=zeros i32=50 i32=200 i32=200
# outputs: 1 2 3
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _topk_router_dense_gates_kernel(
    logits_ptr,
    topk_val_ptr,
    topk_idx_ptr,
    gates_ptr,
    n_tokens,
    n_experts,
    stride_tok,
    BLOCK_T: tl.constexpr,
    BLOCK_E: tl.constexpr,
    TOPK: tl.constexpr,
):
    pid = tl.program_id(0)
    toks = pid * BLOCK_T + tl.arange(0, BLOCK_T)
    experts = tl.arange(0, BLOCK_E)
    tmask = toks < n_tokens
    emask = experts < n_experts
    mask = tmask[:, None] & emask[None, :]
    offs = toks[:, None] * stride_tok + experts[None, :]

    logits = tl.load(logits_ptr + offs, mask=mask, other=float("-inf")).to(tl.float32)
    work = logits
    selected = tl.zeros([BLOCK_T, BLOCK_E], dtype=tl.int1)
    row_max = tl.max(logits, axis=1)
    for k in tl.static_range(TOPK):
        v = tl.max(work, axis=1)
        hit = work == v[:, None]
        idx = tl.min(tl.where(hit, experts[None, :], BLOCK_E), axis=1)
        tl.store(topk_val_ptr + toks * TOPK + k, v.to(tl.float16), mask=tmask)
        tl.store(topk_idx_ptr + toks * TOPK + k, idx, mask=tmask)
        chosen = experts[None, :] == idx[:, None]
        selected = selected | chosen
        work = tl.where(chosen, float("-inf"), work)

    num = tl.where(selected & mask, tl.exp(logits - row_max[:, None]), 0.0)
    den = tl.sum(num, axis=1)
    gates = num / den[:, None]
    tl.store(gates_ptr + offs, gates, mask=mask)
