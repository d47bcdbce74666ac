# MoE router GEMM with a row-softmax epilogue: logits = x @ W_gate^T (W in
# nn.Linear [E, H] layout, read as a K-major B tile) for 100 experts, which fit
# in one 128-wide N tile; the epilogue scales by 1/temperature, masks the 28
# padded expert columns to -inf, and writes the softmax probabilities and the
# per-token log-sum-exp (for a z-loss). bf16 in, f32 out, tl.range K loop.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,i32,i32,i32:16,i32:16,i32:16,i32,fp32,64,128,64
# launch: grid = 5, num_warps = 4, num_stages = 4
# args: bf16[76800]=randn bf16[25600]=randn f32[30000]=zeros f32[300]=zeros i32=300 i32=100 i32=256 i32=256 i32=256 i32=100 f32=0.5
# outputs: 2 3
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def router_logits_softmax(X, W, PROBS, LSE, T, E, H, stride_xm, stride_we, stride_pm, inv_temp,
                          BLOCK_M: tl.constexpr, BLOCK_E: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    offs_m = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_e = tl.arange(0, BLOCK_E)
    offs_k0 = tl.arange(0, BLOCK_K)
    m_mask = offs_m < T
    e_mask = offs_e < E

    acc = tl.zeros([BLOCK_M, BLOCK_E], dtype=tl.float32)
    for k0 in tl.range(0, H, BLOCK_K):
        offs_k = k0 + offs_k0
        k_mask = offs_k < H
        x = tl.load(X + offs_m[:, None] * stride_xm + offs_k[None, :],
                    mask=m_mask[:, None] & k_mask[None, :], other=0.0)
        wT = tl.load(W + offs_e[None, :] * stride_we + offs_k[:, None],
                     mask=k_mask[:, None] & e_mask[None, :], other=0.0)
        acc = tl.dot(x, wT, acc)

    logits = acc * inv_temp
    logits = tl.where(e_mask[None, :], logits, float("-inf"))
    row_max = tl.max(logits, axis=1)
    num = tl.exp(logits - row_max[:, None])
    den = tl.sum(num, axis=1)
    probs = num / den[:, None]
    tl.store(PROBS + offs_m[:, None] * stride_pm + offs_e[None, :], probs,
             mask=m_mask[:, None] & e_mask[None, :])
    tl.store(LSE + offs_m, row_max + tl.log(den), mask=m_mask)
