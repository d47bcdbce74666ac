# MoE router GEMM with exactly 16 experts: a [128, 64] x [64, 16] bf16 K loop
# (D = 200, masked tail), then a full-row softmax over N = 16 in the epilogue,
# top-2 selection by two tl.argmax passes on the exact logits (the first pick
# knocked out with tl.where), renormalised top-2 weights and int32 expert ids.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,*i32:16,i32,i32,i32,i32:16,128,16,64
# launch: grid = 3, num_warps = 4, num_stages = 3
# args: bf16[60000]=int:-2:2 bf16[3200]=int:-1:1 f32[4800]=zeros f32[600]=zeros i32[600]=zeros i32=300 i32=200 i32=200 i32=16
# outputs: 2 3 4
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def router_softmax_top2_kernel(x_ptr, w_ptr, probs_ptr, topk_w_ptr, topk_id_ptr,
                               T, D, stride_xt, stride_wd,
                               BLOCK_T: tl.constexpr, E: tl.constexpr, BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    offs_t = pid * BLOCK_T + tl.arange(0, BLOCK_T)
    offs_e = tl.arange(0, E)
    offs_d = tl.arange(0, BLOCK_D)
    tmask = offs_t < T
    acc = tl.zeros((BLOCK_T, E), dtype=tl.float32)
    for d0 in range(0, D, BLOCK_D):
        dd = d0 + offs_d
        x = tl.load(x_ptr + offs_t[:, None] * stride_xt + dd[None, :],
                    mask=tmask[:, None] & (dd[None, :] < D), other=0.0)
        w = tl.load(w_ptr + dd[:, None] * stride_wd + offs_e[None, :], mask=dd[:, None] < D, other=0.0)
        acc = tl.dot(x, w, acc)
    row_max = tl.max(acc, axis=1)
    num = tl.exp(acc - row_max[:, None])
    probs = num / tl.sum(num, axis=1)[:, None]
    tl.store(probs_ptr + offs_t[:, None] * E + offs_e[None, :], probs, mask=tmask[:, None])
    i1 = tl.argmax(acc, axis=1, tie_break_left=True)
    hit1 = offs_e[None, :] == i1[:, None]
    w1 = tl.sum(tl.where(hit1, probs, 0.0), axis=1)
    knocked = tl.where(hit1, float("-inf"), acc)
    i2 = tl.argmax(knocked, axis=1, tie_break_left=True)
    w2 = tl.sum(tl.where(offs_e[None, :] == i2[:, None], probs, 0.0), axis=1)
    denom = w1 + w2
    tl.store(topk_w_ptr + offs_t * 2, w1 / denom, mask=tmask)
    tl.store(topk_w_ptr + offs_t * 2 + 1, w2 / denom, mask=tmask)
    tl.store(topk_id_ptr + offs_t * 2, i1, mask=tmask)
    tl.store(topk_id_ptr + offs_t * 2 + 1, i2, mask=tmask)
