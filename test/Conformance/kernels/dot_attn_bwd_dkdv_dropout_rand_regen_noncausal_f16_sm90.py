# FlashAttention-2 style backward for dK/dV with attention dropout: one program
# per (key block of 128, head) walks the 200 queries in 32-row blocks and
# regenerates the Philox keep mask with tl.rand(seed, bh*Lq*Lk + m*Lk + n) on
# the transposed [BLOCK_N, BLOCK_M] score tile; dV += (P*keep/(1-p))^T dO,
# dS^T = P^T * (dropout(dO V^T) - delta), dK += dS^T Q. Lq = 200, Lk = 150 tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,fp32,fp32,i32,i32,i32,i32:16,i32:16,i32:16,i32:16,32,128,64
# launch: grid = 2x4, num_warps = 8, num_stages = 1
# args: f16[51200]=int:-1:1 f16[38400]=int:-1:1 f16[38400]=int:-1:1 f16[51200]=int:-1:1 f32[800]=int:4:8 f32[800]=int:-2:2 f32[38400]=zeros f32[38400]=zeros f32=0.125 f32=0.2 i32=1234 i32=200 i32=150 i32=12800 i32=64 i32=9600 i32=64
# outputs: 6 7
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def attn_bwd_dkdv_dropout(Q, K, V, DO, LSE, DELTA, DK, DV, sm_scale, p_drop, seed,
                          seqlen_q, seqlen_k, stride_qh, stride_qm, stride_kh, stride_kn,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    start_n = tl.program_id(0)
    off_h = tl.program_id(1)
    q_base = off_h.to(tl.int64) * stride_qh
    k_base = off_h.to(tl.int64) * stride_kh

    offs_n = start_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_m0 = tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    n_mask = offs_n < seqlen_k

    kv_off = k_base + offs_n[:, None] * stride_kn + offs_d[None, :]
    k = tl.load(K + kv_off, mask=n_mask[:, None], other=0.0)
    v = tl.load(V + kv_off, mask=n_mask[:, None], other=0.0)

    dk = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    rp_drop = 1.0 / (1.0 - p_drop)
    rng_base = off_h * seqlen_q * seqlen_k

    for start_m in range(0, seqlen_q, BLOCK_M):
        offs_m = start_m + offs_m0
        m_mask = offs_m < seqlen_q
        q_off = q_base + offs_m[:, None] * stride_qm + offs_d[None, :]
        q = tl.load(Q + q_off, mask=m_mask[:, None], other=0.0)
        do = tl.load(DO + q_off, mask=m_mask[:, None], other=0.0)
        lse = tl.load(LSE + off_h * seqlen_q + offs_m, mask=m_mask, other=float("inf"))
        delta = tl.load(DELTA + off_h * seqlen_q + offs_m, mask=m_mask, other=0.0)

        qkT = tl.dot(k, tl.trans(q))
        pT = tl.exp(qkT * sm_scale - lse[None, :])

        rng_offs = rng_base + offs_m[None, :] * seqlen_k + offs_n[:, None]
        keep = tl.rand(seed, rng_offs) >= p_drop
        pT_drop = tl.where(keep, pT * rp_drop, 0.0)
        dv = tl.dot(pT_drop.to(tl.float16), do, dv)

        dpT = tl.dot(v, tl.trans(do))
        dpT = tl.where(keep, dpT * rp_drop, 0.0)
        dsT = pT * (dpT - delta[None, :])
        dk = tl.dot(dsT.to(tl.float16), q, dk)

    dk = dk * sm_scale
    tl.store(DK + kv_off, dk, mask=n_mask[:, None])
    tl.store(DV + kv_off, dv, mask=n_mask[:, None])
