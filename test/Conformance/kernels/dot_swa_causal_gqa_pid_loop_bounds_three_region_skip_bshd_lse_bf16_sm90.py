# Sliding-window (W=100) causal GQA attention forward, bshd layout: each
# query block derives its KV range from the program id, skipping every KV
# block left of the window; the range is cut into a masked window-edge part,
# an unmasked interior (fully causal and fully inside the window) and a
# masked diagonal part, the same inline jit helper serving all three. S=240.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,fp32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32,8,4,64,32,64
# launch: grid = 4x16, num_warps = 4, num_stages = 3
# args: bf16[245760]=int:-1:1 bf16[61440]=int:-1:1 bf16[61440]=int:-2:2 bf16[245760]=zeros f32[3840]=zeros f32=0.125 i32=122880 i32=512 i32=64 i32=30720 i32=128 i32=64 i32=240 i32=240 i32=100
# outputs: 3 4
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _swa_inner(acc, l_i, m_i, q, k_base, v_base, stride_ks, offs_m, lo, hi, S, WINDOW, qk_scale,
               MASKED: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    offs_d = tl.arange(0, HEAD_DIM)
    for n0 in range(lo, hi, BLOCK_N):
        offs_n = n0 + tl.arange(0, BLOCK_N)
        if MASKED:
            kT = tl.load(k_base + offs_n[None, :] * stride_ks + offs_d[:, None],
                         mask=offs_n[None, :] < S, other=0.0)
            v = tl.load(v_base + offs_n[:, None] * stride_ks + offs_d[None, :],
                        mask=offs_n[:, None] < S, other=0.0)
        else:
            kT = tl.load(k_base + offs_n[None, :] * stride_ks + offs_d[:, None])
            v = tl.load(v_base + offs_n[:, None] * stride_ks + offs_d[None, :])
        qk = tl.dot(q, kT) * qk_scale
        if MASKED:
            dist = offs_m[:, None] - offs_n[None, :]
            keep = (dist >= 0) & (dist < WINDOW) & (offs_n[None, :] < S)
            qk = qk + tl.where(keep, 0.0, -1.0e6)
        m_ij = tl.maximum(m_i, tl.max(qk, axis=1))
        p = tl.exp2(qk - m_ij[:, None])
        alpha = tl.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(tl.bfloat16), v, acc)
        m_i = m_ij
    return acc, l_i, m_i


@triton.jit
def swa_causal_gqa_fwd_kernel(q_ptr, k_ptr, v_ptr, o_ptr, lse_ptr, sm_scale,
                              stride_qb, stride_qs, stride_qh, stride_kb, stride_ks, stride_kh,
                              stride_lse_bh, S, WINDOW,
                              H: tl.constexpr, GQA: tl.constexpr, BLOCK_M: tl.constexpr,
                              BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    start_m = tl.program_id(0)
    bh = tl.program_id(1)
    b = bh // H
    h = bh % H
    kvh = h // GQA
    m0 = start_m * BLOCK_M
    offs_m = m0 + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    q_base = q_ptr + b.to(tl.int64) * stride_qb + h * stride_qh
    q = tl.load(q_base + offs_m[:, None] * stride_qs + offs_d[None, :], mask=offs_m[:, None] < S, other=0.0)
    k_base = k_ptr + b.to(tl.int64) * stride_kb + kvh * stride_kh
    v_base = v_ptr + b.to(tl.int64) * stride_kb + kvh * stride_kh

    # KV range of this query block: blocks left of the window are never visited
    hi = tl.minimum(m0 + BLOCK_M, S)
    lo = (tl.maximum(0, m0 - WINDOW + 1) // BLOCK_N) * BLOCK_N
    full_lo = tl.cdiv(tl.maximum(0, m0 + BLOCK_M - WINDOW), BLOCK_N) * BLOCK_N
    full_hi = ((m0 + 1) // BLOCK_N) * BLOCK_N
    no_interior = full_lo >= full_hi
    full_lo = tl.where(no_interior, hi, full_lo)
    full_hi = tl.where(no_interior, hi, full_hi)

    qk_scale = sm_scale * 1.44269504
    m_i = tl.full((BLOCK_M,), float("-inf"), dtype=tl.float32)
    l_i = tl.zeros((BLOCK_M,), dtype=tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD_DIM), dtype=tl.float32)
    acc, l_i, m_i = _swa_inner(acc, l_i, m_i, q, k_base, v_base, stride_ks, offs_m, lo, full_lo, S, WINDOW,
                               qk_scale, True, BLOCK_N, HEAD_DIM)
    acc, l_i, m_i = _swa_inner(acc, l_i, m_i, q, k_base, v_base, stride_ks, offs_m, full_lo, full_hi, S, WINDOW,
                               qk_scale, False, BLOCK_N, HEAD_DIM)
    acc, l_i, m_i = _swa_inner(acc, l_i, m_i, q, k_base, v_base, stride_ks, offs_m, full_hi, hi, S, WINDOW,
                               qk_scale, True, BLOCK_N, HEAD_DIM)

    out = acc / l_i[:, None]
    o_base = o_ptr + b.to(tl.int64) * stride_qb + h * stride_qh
    tl.store(o_base + offs_m[:, None] * stride_qs + offs_d[None, :], out.to(tl.bfloat16),
             mask=offs_m[:, None] < S)
    lse = (m_i + tl.log2(l_i)) / 1.44269504
    tl.store(lse_ptr + bh * stride_lse_bh + offs_m, lse, mask=offs_m < S)
