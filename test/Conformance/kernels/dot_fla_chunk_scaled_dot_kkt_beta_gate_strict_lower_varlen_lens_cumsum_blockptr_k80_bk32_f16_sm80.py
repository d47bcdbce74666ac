# FLA chunk_scaled_dot_kkt_fwd: A = (beta * K) K^T * exp(g_i - g_j) per 64-token
# chunk, strictly lower triangular, over packed varlen sequences whose offsets
# are built from a lengths vector (exclusive prefix by masked sums), chunks past
# a sequence's end return early; 1-D block pointers for beta/g with stride H,
# K=80 walked in BK=32 slices (zero padding on the K tail), f32 A out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,*fp32:16,*i32:16,i32,2,80,64,32,4,True
# launch: grid = 3x8, num_warps = 4, num_stages = 2
# args: f16[600,2,80]=int:-2:2 f32[600,2]=randn f32[600,2]=rand f32[600,2,64]=zeros i32[4]=int:20:150 i32=4
# outputs: 3
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def chunk_scaled_dot_kkt_fwd_kernel(
    k, g, beta, A, seq_lens, N,
    H: tl.constexpr, K: tl.constexpr, BT: tl.constexpr, BK: tl.constexpr,
    NPAD: tl.constexpr, USE_G: tl.constexpr,
):
    i_t, i_nh = tl.program_id(0), tl.program_id(1)
    i_n, i_h = i_nh // H, i_nh % H
    o_n = tl.arange(0, NPAD)
    lens = tl.load(seq_lens + o_n, mask=o_n < N, other=0)
    bos = tl.sum(tl.where(o_n < i_n, lens, 0), axis=0)
    T = tl.sum(tl.where(o_n == i_n, lens, 0), axis=0)
    if i_t * BT >= T:
        return

    o_t = i_t * BT + tl.arange(0, BT)
    m_t = o_t < T
    p_b = tl.make_block_ptr(beta + bos * H + i_h, (T,), (H,), (i_t * BT,), (BT,), (0,))
    b_b = tl.load(p_b, boundary_check=(0,), padding_option="zero")

    b_A = tl.zeros([BT, BT], dtype=tl.float32)
    for i_k in range(tl.cdiv(K, BK)):
        p_k = tl.make_block_ptr(k + (bos * H + i_h) * K, (T, K), (H * K, 1),
                                (i_t * BT, i_k * BK), (BT, BK), (1, 0))
        b_k = tl.load(p_k, boundary_check=(0, 1), padding_option="zero")
        b_kb = b_k * b_b[:, None]
        b_A += tl.dot(b_kb.to(b_k.dtype), tl.trans(b_k))

    if USE_G:
        p_g = tl.make_block_ptr(g + bos * H + i_h, (T,), (H,), (i_t * BT,), (BT,), (0,))
        b_g = tl.load(p_g, boundary_check=(0,), padding_option="zero")
        b_A *= tl.exp(b_g[:, None] - b_g[None, :])

    m_A = (o_t[:, None] > o_t[None, :]) & (m_t[:, None] & m_t)
    b_A = tl.where(m_A, b_A, 0)
    p_A = tl.make_block_ptr(A + (bos * H + i_h) * BT, (T, BT), (BT * H, 1), (i_t * BT, 0), (BT, BT), (1, 0))
    tl.store(p_A, b_A.to(p_A.dtype.element_ty), boundary_check=(0, 1))
