# FLA chunk_fwd_kernel_o (head-first [B*H, T, D] layout): per (value block, chunk,
# batch*head) the inter-chunk part q @ h[chunk] and the intra-chunk scores
# q @ k^T (k read through a transposed block pointer) accumulate over K=128 in
# BK=64 slices; both scaled by exp(g) / exp(g_i - g_j), causal + tail mask on the
# scores, then o = (q h + A v) * scale: three dots, 1-D gate block pointer, T=200 tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,*bf16:16,fp32,i32,128,96,64,64,32,True
# launch: grid = 3x4x8, num_warps = 8, num_stages = 2
# args: bf16[8,200,128]=int:-1:1 bf16[8,200,128]=int:-1:1 bf16[8,200,96]=int:-2:2 bf16[8,4,128,96]=int:-2:2 f32[8,200]=int:-1:0 bf16[8,200,96]=zeros f32=0.08838834764831845 i32=200
# outputs: 5
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def chunk_fwd_kernel_o(
    q, k, v, h, g, o, scale, T,
    K: tl.constexpr, V: tl.constexpr, BT: tl.constexpr, BK: tl.constexpr, BV: tl.constexpr,
    USE_G: tl.constexpr,
):
    i_v, i_t, i_bh = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    NT = tl.cdiv(T, BT)
    q += i_bh * T * K
    k += i_bh * T * K
    v += i_bh * T * V
    o += i_bh * T * V
    h += (i_bh * NT + i_t).to(tl.int64) * K * V

    b_o = tl.zeros([BT, BV], dtype=tl.float32)
    b_A = tl.zeros([BT, BT], dtype=tl.float32)
    for i_k in range(tl.cdiv(K, BK)):
        p_q = tl.make_block_ptr(q, (T, K), (K, 1), (i_t * BT, i_k * BK), (BT, BK), (1, 0))
        p_k = tl.make_block_ptr(k, (K, T), (1, K), (i_k * BK, i_t * BT), (BK, BT), (0, 1))
        p_h = tl.make_block_ptr(h, (K, V), (V, 1), (i_k * BK, i_v * BV), (BK, BV), (1, 0))
        b_q = tl.load(p_q, boundary_check=(0, 1), padding_option="zero")
        b_k = tl.load(p_k, boundary_check=(0, 1), padding_option="zero")
        b_h = tl.load(p_h, boundary_check=(0, 1), padding_option="zero")
        b_o += tl.dot(b_q, b_h)
        b_A += tl.dot(b_q, b_k)

    if USE_G:
        p_g = tl.make_block_ptr(g + i_bh * T, (T,), (1,), (i_t * BT,), (BT,), (0,))
        b_g = tl.load(p_g, boundary_check=(0,), padding_option="zero")
        b_o = b_o * tl.exp(b_g)[:, None]
        b_A = b_A * tl.exp(b_g[:, None] - b_g[None, :])

    o_t = i_t * BT + tl.arange(0, BT)
    m_t = o_t < T
    m_A = (o_t[:, None] >= o_t[None, :]) & (m_t[:, None] & m_t)
    b_A = tl.where(m_A, b_A, 0)

    p_v = tl.make_block_ptr(v, (T, V), (V, 1), (i_t * BT, i_v * BV), (BT, BV), (1, 0))
    p_o = tl.make_block_ptr(o, (T, V), (V, 1), (i_t * BT, i_v * BV), (BT, BV), (1, 0))
    b_v = tl.load(p_v, boundary_check=(0, 1), padding_option="zero")
    b_o = b_o * scale + tl.dot(b_A.to(b_v.dtype), b_v) * scale
    tl.store(p_o, b_o.to(p_o.dtype.element_ty), boundary_check=(0, 1))
