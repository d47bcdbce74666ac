# Causal attention forward with an ALiBi bias slope_h * (k - q), Triton
# tutorial-06 structure: block pointers (K as a transposed (D, S) view with
# order (0, 1)), an unmasked off-diagonal stage and a masked diagonal stage
# (a constexpr STAGE helper called twice), boundary_check/zero padding for the
# S = 300 tail; BLOCK_M 64 / BLOCK_N 32, 4 warps, 2 stages, f16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,fp32,i32,i32,i32:16,i32:16,i32:16,64,32,64
# launch: grid = 5x6, num_warps = 4, num_stages = 2
# args: f16[115200]=randn f16[115200]=randn f16[115200]=randn f16[115200]=zeros f32[3]=rand f32=0.125 i32=300 i32=3 i32=57600 i32=19200 i32=64
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _attn_fwd_inner(acc, l_i, m_i, q, K_block_ptr, V_block_ptr, start_m, qk_scale, slope, N_CTX,
                    offs_m, offs_n, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, STAGE: tl.constexpr):
    if STAGE == 1:
        lo, hi = 0, start_m * BLOCK_M
    else:
        lo, hi = start_m * BLOCK_M, tl.minimum((start_m + 1) * BLOCK_M, N_CTX)
        lo = tl.multiple_of(lo, BLOCK_M)
    K_block_ptr = tl.advance(K_block_ptr, (0, lo))
    V_block_ptr = tl.advance(V_block_ptr, (lo, 0))
    for start_n in range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        cols = start_n + offs_n
        if STAGE == 1:
            k = tl.load(K_block_ptr)
        else:
            k = tl.load(K_block_ptr, boundary_check=(1,), padding_option="zero")
        qk = tl.dot(q, k)
        alibi = slope * (cols[None, :] - offs_m[:, None]).to(tl.float32)
        qk = qk * qk_scale + alibi * 1.44269504
        if STAGE == 2:
            causal = (offs_m[:, None] >= cols[None, :]) & (cols[None, :] < N_CTX)
            qk = tl.where(causal, qk, -1.0e6)
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        qk = qk - m_ij[:, None]
        p = tl.math.exp2(qk)
        l_ij = tl.sum(p, 1)
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + l_ij
        acc = acc * alpha[:, None]
        if STAGE == 1:
            v = tl.load(V_block_ptr)
        else:
            v = tl.load(V_block_ptr, boundary_check=(0,), padding_option="zero")
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_ij
        V_block_ptr = tl.advance(V_block_ptr, (BLOCK_N, 0))
        K_block_ptr = tl.advance(K_block_ptr, (0, BLOCK_N))
    return acc, l_i, m_i


@triton.jit
def attn_fwd_alibi_causal(Q, K, V, Out, Slopes, sm_scale, N_CTX, H, stride_z, stride_h, stride_s,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    off_z = off_hz // H
    off_h = off_hz % H
    qkv_offset = off_z.to(tl.int64) * stride_z + off_h.to(tl.int64) * stride_h

    Q_block_ptr = tl.make_block_ptr(base=Q + qkv_offset, shape=(N_CTX, HEAD_DIM), strides=(stride_s, 1),
                                    offsets=(start_m * BLOCK_M, 0), block_shape=(BLOCK_M, HEAD_DIM), order=(1, 0))
    K_block_ptr = tl.make_block_ptr(base=K + qkv_offset, shape=(HEAD_DIM, N_CTX), strides=(1, stride_s),
                                    offsets=(0, 0), block_shape=(HEAD_DIM, BLOCK_N), order=(0, 1))
    V_block_ptr = tl.make_block_ptr(base=V + qkv_offset, shape=(N_CTX, HEAD_DIM), strides=(stride_s, 1),
                                    offsets=(0, 0), block_shape=(BLOCK_N, HEAD_DIM), order=(1, 0))
    O_block_ptr = tl.make_block_ptr(base=Out + qkv_offset, shape=(N_CTX, HEAD_DIM), strides=(stride_s, 1),
                                    offsets=(start_m * BLOCK_M, 0), block_shape=(BLOCK_M, HEAD_DIM), order=(1, 0))

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    slope = tl.load(Slopes + off_h)
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    q = tl.load(Q_block_ptr, boundary_check=(0,), padding_option="zero")

    acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q, K_block_ptr, V_block_ptr, start_m, qk_scale, slope,
                                    N_CTX, offs_m, offs_n, BLOCK_M, BLOCK_N, 1)
    acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q, K_block_ptr, V_block_ptr, start_m, qk_scale, slope,
                                    N_CTX, offs_m, offs_n, BLOCK_M, BLOCK_N, 2)
    acc = acc / l_i[:, None]
    tl.store(O_block_ptr, acc.to(Out.type.element_ty), boundary_check=(0,))
