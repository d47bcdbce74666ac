# Flash-attention forward in the style of Triton's tutorial 06: Q tile 64x64
# (f16), K/V blocks of 64, online softmax (m_i, l_i) with exp2 and
# qk_scale = sm_scale * log2(e); the causal case runs an off-band loop (no
# mask) and then the on-band diagonal block with the causal mask, through one
# inner @triton.jit helper specialised on STAGE. Writes the f16 output and
# the base-2 log-sum-exp rows (f32). 4 heads, N_CTX = 512, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,fp32,*fp32:16,*fp16:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,64,64,64,3
# launch: grid = 8x4, num_warps = 4, num_stages = 3
# args: f16[131072]=int:-1:1 f16[131072]=int:-1:1 f16[131072]=int:-2:2 f32=0.125 f32[2048]=zeros f16[131072]=zeros i32=32768 i32=64 i32=32768 i32=64 i32=32768 i32=64 i32=32768 i32=64 i32=512
# outputs: 4 5
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _attn_fwd_inner(acc, l_i, m_i, q, k_base, v_base, stride_kn, stride_vn, start_m, qk_scale,
                    offs_m, offs_n, offs_d, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                    STAGE: tl.constexpr):
    # STAGE 1: key blocks strictly before the diagonal; STAGE 2: the diagonal block.
    if STAGE == 1:
        lo, hi = 0, start_m * BLOCK_M
    else:
        lo, hi = start_m * BLOCK_M, (start_m + 1) * BLOCK_M
        lo = tl.multiple_of(lo, BLOCK_M)
    for start_n in range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        cols = start_n + offs_n
        # K^T tile [HEAD_DIM, BLOCK_N] read straight from the row-major K.
        k = tl.load(k_base + cols[None, :] * stride_kn + offs_d[:, None])
        qk = tl.dot(q, k)
        if STAGE == 2:
            causal = offs_m[:, None] >= cols[None, :]
            qk = qk * qk_scale + tl.where(causal, 0, -1.0e6)
            m_ij = tl.maximum(m_i, tl.max(qk, 1))
            qk -= m_ij[:, None]
        else:
            m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
            qk = qk * qk_scale - m_ij[:, None]
        p = tl.math.exp2(qk)
        l_ij = tl.sum(p, 1)
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + l_ij
        acc = acc * alpha[:, None]
        v = tl.load(v_base + cols[:, None] * stride_vn + offs_d[None, :])
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_ij
    return acc, l_i, m_i


@triton.jit
def attn_fwd(Q, K, V, sm_scale, M, Out,
             stride_qh, stride_qm, stride_kh, stride_kn, stride_vh, stride_vn, stride_oh, stride_om,
             N_CTX,
             HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, STAGE: tl.constexpr):
    tl.static_assert(BLOCK_M % BLOCK_N == 0)
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    q_base = Q + off_hz.to(tl.int64) * stride_qh
    k_base = K + off_hz.to(tl.int64) * stride_kh
    v_base = V + off_hz.to(tl.int64) * stride_vh
    o_base = Out + off_hz.to(tl.int64) * stride_oh

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)

    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504  # 1/log(2)

    q = tl.load(q_base + offs_m[:, None] * stride_qm + offs_d[None, :])
    if STAGE & 1:
        acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q, k_base, v_base, stride_kn, stride_vn,
                                        start_m, qk_scale, offs_m, offs_n, offs_d,
                                        BLOCK_M, BLOCK_N, 4 - STAGE)
    if STAGE & 2:
        acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q, k_base, v_base, stride_kn, stride_vn,
                                        start_m, qk_scale, offs_m, offs_n, offs_d,
                                        BLOCK_M, BLOCK_N, 2)
    m_i += tl.math.log2(l_i)
    acc = acc / l_i[:, None]
    tl.store(M + off_hz * N_CTX + offs_m, m_i)
    tl.store(o_base + offs_m[:, None] * stride_om + offs_d[None, :], acc.to(Out.type.element_ty))
