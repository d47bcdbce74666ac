# Liger-Kernel fused neighborhood attention, 1-D: each query attends to the
# keys within +-(KS//2)*DIL positions that share its dilation phase
# ((j - i) % DIL == 0, signed remainder), so a query block only visits the key
# range [m0 - 6, m0 + 64 + 6) in 32-key steps (unaligned start); online exp2
# softmax guarded for rows whose first visited blocks are fully masked.
# [B, H, N, D] with N=333 tail, D=64.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,fp32,i32,i32:16,i32:16,7,2,64,32,64
# launch: grid = 6x8, num_warps = 2, num_stages = 2
# args: f16[2,4,333,64]=randn f16[2,4,333,64]=randn f16[2,4,333,64]=randn f16[2,4,333,64]=zeros f32=0.125 i32=333 i32=21312 i32=64
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _neighborhood_attention_fwd_kernel(
    Q, K, V, O, sm_scale, seq_len, stride_bh, stride_n,
    KERNEL_SIZE: tl.constexpr, DILATION: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_bh = tl.program_id(1)
    base = pid_bh.to(tl.int64) * stride_bh
    HALF: tl.constexpr = KERNEL_SIZE // 2

    m0 = pid_m * BLOCK_M
    offs_m = m0 + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(Q + base + offs_m[:, None] * stride_n + offs_d[None, :], mask=offs_m[:, None] < seq_len, other=0.0)

    lo = tl.maximum(m0 - HALF * DILATION, 0)
    hi = tl.minimum(m0 + BLOCK_M + HALF * DILATION, seq_len)
    qk_scale = sm_scale * 1.44269504
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    for start_n in range(lo, hi, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        mn = offs_n < hi
        k = tl.load(K + base + offs_n[:, None] * stride_n + offs_d[None, :], mask=mn[:, None], other=0.0)
        qk = tl.dot(q, tl.trans(k)) * qk_scale
        rel = offs_n[None, :] - offs_m[:, None]
        in_win = (rel <= HALF * DILATION) & (rel >= -HALF * DILATION) & (rel % DILATION == 0)
        qk = tl.where(in_win & mn[None, :], qk, float("-inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        m_safe = tl.where(m_ij == float("-inf"), 0.0, m_ij)
        p = tl.math.exp2(qk - m_safe[:, None])
        alpha = tl.math.exp2(m_i - m_safe)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(V + base + offs_n[:, None] * stride_n + offs_d[None, :], mask=mn[:, None], other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v)
        m_i = m_ij

    l_i = tl.where(l_i == 0.0, 1.0, l_i)
    acc = acc / l_i[:, None]
    tl.store(O + base + offs_m[:, None] * stride_n + offs_d[None, :], acc.to(O.dtype.element_ty),
             mask=offs_m[:, None] < seq_len)
