# Non-causal flash-attention forward in the block-pointer style of Triton's
# older tutorial: Q, V and O are row-major block pointers, K is read as K^T
# through a transposed block pointer (shape (D, N_CTX), order=(0, 1)), all
# advanced along the sequence with boundary_check + zero padding on the
# N_CTX=200 tail (masked to -inf before the online softmax); writes O and LSE.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,fp32,*fp16:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,64,64,64
# launch: grid = 4x6, num_warps = 4, num_stages = 3
# args: f16[76800]=randn f16[76800]=randn f16[76800]=randn f32=0.125 f16[76800]=zeros f32[1200]=zeros i32=200 i32=12800 i32=64 i32=12800 i32=64 i32=12800 i32=64 i32=12800 i32=64
# outputs: 4 5
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def attn_fwd_blockptr(Q, K, V, sm_scale, Out, Lse, N_CTX,
                      stride_qh, stride_qm, stride_kh, stride_kn, stride_vh, stride_vn, stride_oh, stride_om,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    q_bp = tl.make_block_ptr(base=Q + off_hz * stride_qh, shape=(N_CTX, HEAD_DIM), strides=(stride_qm, 1),
                             offsets=(start_m * BLOCK_M, 0), block_shape=(BLOCK_M, HEAD_DIM), order=(1, 0))
    kt_bp = tl.make_block_ptr(base=K + off_hz * stride_kh, shape=(HEAD_DIM, N_CTX), strides=(1, stride_kn),
                              offsets=(0, 0), block_shape=(HEAD_DIM, BLOCK_N), order=(0, 1))
    v_bp = tl.make_block_ptr(base=V + off_hz * stride_vh, shape=(N_CTX, HEAD_DIM), strides=(stride_vn, 1),
                             offsets=(0, 0), block_shape=(BLOCK_N, HEAD_DIM), order=(1, 0))
    o_bp = tl.make_block_ptr(base=Out + off_hz * stride_oh, shape=(N_CTX, HEAD_DIM), strides=(stride_om, 1),
                             offsets=(start_m * BLOCK_M, 0), block_shape=(BLOCK_M, HEAD_DIM), order=(1, 0))
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    q = tl.load(q_bp, boundary_check=(0,), padding_option="zero")
    for start_n in range(0, N_CTX, BLOCK_N):
        kt = tl.load(kt_bp, boundary_check=(1,), padding_option="zero")
        qk = tl.dot(q, kt)
        qk = tl.where((start_n + offs_n)[None, :] < N_CTX, qk * qk_scale, float("-inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_bp, boundary_check=(0,), padding_option="zero")
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_ij
        kt_bp = tl.advance(kt_bp, (0, BLOCK_N))
        v_bp = tl.advance(v_bp, (BLOCK_N, 0))
    acc = acc / l_i[:, None]
    tl.store(Lse + off_hz * N_CTX + offs_m, m_i + tl.math.log2(l_i), mask=offs_m < N_CTX)
    tl.store(o_bp, acc.to(Out.dtype.element_ty), boundary_check=(0,))
