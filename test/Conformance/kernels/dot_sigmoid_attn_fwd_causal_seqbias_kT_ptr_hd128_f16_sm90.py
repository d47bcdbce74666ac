# Sigmoid attention forward (FlashSigmoid): O = sum_j sigmoid(q.k * scale + b)
# v_j with the sequence-length bias b = -log(n), no softmax normaliser or
# running max; causal with a diagonal-bounded KV loop, K read straight as a
# [HEAD_DIM, BLOCK_N] (k^T) tile, L = 250 tail, head dim 128, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,fp32,fp32,i32,i32:16,i32:16,128,64,128
# launch: grid = 2x4, num_warps = 8, num_stages = 2
# args: f16[128000]=randn f16[128000]=randn f16[128000]=randn f16[128000]=zeros f32=0.08838834764831845 f32=-5.52146 i32=250 i32=32000 i32=128
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def sigmoid_attn_fwd(Q, K, V, O, sm_scale, seq_bias, seq_len, stride_bh, stride_t,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    start_m = tl.program_id(0)
    bh = tl.program_id(1)
    base = bh.to(tl.int64) * stride_bh
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n0 = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    m_ok = offs_m < seq_len
    q = tl.load(Q + base + offs_m[:, None] * stride_t + offs_d[None, :], mask=m_ok[:, None], other=0.0)

    acc = tl.zeros((BLOCK_M, HEAD_DIM), dtype=tl.float32)
    hi = tl.minimum((start_m + 1) * BLOCK_M, seq_len)
    for start_n in range(0, hi, BLOCK_N):
        offs_n = start_n + offs_n0
        n_ok = offs_n < seq_len
        kT = tl.load(K + base + offs_d[:, None] + offs_n[None, :] * stride_t, mask=n_ok[None, :], other=0.0)
        v = tl.load(V + base + offs_n[:, None] * stride_t + offs_d[None, :], mask=n_ok[:, None], other=0.0)
        s = tl.dot(q, kT) * sm_scale + seq_bias
        p = tl.sigmoid(s)
        keep = (offs_m[:, None] >= offs_n[None, :]) & n_ok[None, :]
        p = tl.where(keep, p, 0.0)
        acc = tl.dot(p.to(tl.float16), v, acc)

    tl.store(O + base + offs_m[:, None] * stride_t + offs_d[None, :], acc.to(O.dtype.element_ty),
             mask=m_ok[:, None])
