# GQA prefill with ALiBi, vLLM token-major layout ([T, heads, D], row
# strides passed): 8 query heads share 2 KV heads, the ALiBi slope
# 2^(-8(h+1)/H) is computed in the kernel, causal loop bounded by the
# diagonal (T = 200: the last q and kv blocks are partial), 3 stages, bf16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,fp32,i32,i32:16,i32:16,i32:16,8,4,64,64,64
# launch: grid = 4x8, num_warps = 4, num_stages = 3
# args: bf16[102400]=randn bf16[25600]=randn bf16[25600]=randn bf16[102400]=zeros f32=0.125 i32=200 i32=512 i32=128 i32=512
# outputs: 3
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def gqa_alibi_prefill_fwd(q_ptr, k_ptr, v_ptr, o_ptr, sm_scale, T,
                          stride_qt, stride_kt, stride_ot,
                          NUM_Q_HEADS: tl.constexpr, GROUP: tl.constexpr,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    pid_m = tl.program_id(0)
    hq = tl.program_id(1)
    hkv = hq // GROUP
    slope = tl.math.exp2(-8.0 * (hq + 1).to(tl.float32) / NUM_Q_HEADS)
    LOG2E: tl.constexpr = 1.4426950408889634

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(q_ptr + offs_m[:, None] * stride_qt + hq * HEAD_DIM + offs_d[None, :],
                mask=offs_m[:, None] < T, other=0.0)

    m_i = tl.full((BLOCK_M,), float("-inf"), dtype=tl.float32)
    l_i = tl.zeros((BLOCK_M,), dtype=tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD_DIM), dtype=tl.float32)
    hi = tl.minimum((pid_m + 1) * BLOCK_M, T)
    for start_n in tl.range(0, hi, BLOCK_N):
        cols = start_n + offs_n
        kv_off = cols[:, None] * stride_kt + hkv * HEAD_DIM + offs_d[None, :]
        k = tl.load(k_ptr + kv_off, mask=cols[:, None] < T, other=0.0)
        v = tl.load(v_ptr + kv_off, mask=cols[:, None] < T, other=0.0)
        s = tl.dot(q, tl.trans(k)) * sm_scale
        rel = (cols[None, :] - offs_m[:, None]).to(tl.float32)
        s = s + slope * rel
        keep = (cols[None, :] <= offs_m[:, None]) & (cols[None, :] < T)
        s = tl.where(keep, s * LOG2E, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        alpha = tl.math.exp2(m_i - m_new)
        p = tl.math.exp2(s - m_new[:, None])
        l_i = l_i * alpha + tl.sum(p, axis=1)
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.bfloat16), v)
        m_i = m_new

    acc = acc / l_i[:, None]
    tl.store(o_ptr + offs_m[:, None] * stride_ot + hq * HEAD_DIM + offs_d[None, :],
             acc.to(tl.bfloat16), mask=offs_m[:, None] < T)
