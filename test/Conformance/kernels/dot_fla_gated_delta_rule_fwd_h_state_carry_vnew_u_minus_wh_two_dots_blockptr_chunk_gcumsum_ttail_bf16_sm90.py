# FLA chunk_gated_delta_rule_fwd_kernel_h: per (value block, batch*head) walk the
# chunks of a [B, T, H, K] head-last sequence carrying the fp32 state h [K, BV];
# store h (bf16) at each chunk start, v_new = u - w @ h (dot 1, bf16 state cast),
# decay by the chunk-local cumsum of per-token log gates, h = h*exp(g_last) +
# k^T @ v_new (dot 2, k loaded through a transposed block pointer); T=100 tail chunk.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,*bf16:16,*fp32:16,i32,3,64,64,64,32,True
# launch: grid = 2x6, num_warps = 4, num_stages = 3
# args: bf16[2,100,3,64]=randn bf16[2,100,3,64]=randn bf16[2,100,3,64]=randn bf16[2,100,3,64]=zeros f32[2,100,3]=rand bf16[2,2,3,64,64]=zeros f32[2,3,64,64]=zeros i32=100
# outputs: 3 5 6
# tol: 5e-2 3e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def chunk_gated_delta_rule_fwd_kernel_h(
    k, u, w, v_new, g, h, ht, T,
    H: tl.constexpr, K: tl.constexpr, V: tl.constexpr, BT: tl.constexpr, BV: tl.constexpr,
    SAVE_NEW_VALUE: tl.constexpr,
):
    i_v, i_nh = tl.program_id(0), tl.program_id(1)
    i_n, i_h = i_nh // H, i_nh % H
    NT = tl.cdiv(T, BT)
    bos = i_n * T
    k += (bos * H + i_h) * K
    w += (bos * H + i_h) * K
    u += (bos * H + i_h) * V
    v_new += (bos * H + i_h) * V
    g += bos * H + i_h
    h += (i_n * NT * H + i_h).to(tl.int64) * K * V
    ht += (i_n * H + i_h).to(tl.int64) * K * V

    b_h = tl.zeros([K, BV], dtype=tl.float32)
    for i_t in range(NT):
        p_h = tl.make_block_ptr(h + i_t * H * K * V, (K, V), (V, 1), (0, i_v * BV), (K, BV), (1, 0))
        tl.store(p_h, b_h.to(p_h.dtype.element_ty), boundary_check=(0, 1))

        p_w = tl.make_block_ptr(w, (T, K), (H * K, 1), (i_t * BT, 0), (BT, K), (1, 0))
        b_w = tl.load(p_w, boundary_check=(0, 1), padding_option="zero")
        p_u = tl.make_block_ptr(u, (T, V), (H * V, 1), (i_t * BT, i_v * BV), (BT, BV), (1, 0))
        b_v = tl.load(p_u, boundary_check=(0, 1), padding_option="zero").to(tl.float32)
        b_v -= tl.dot(b_w, b_h.to(b_w.dtype))
        if SAVE_NEW_VALUE:
            p_vn = tl.make_block_ptr(v_new, (T, V), (H * V, 1), (i_t * BT, i_v * BV), (BT, BV), (1, 0))
            tl.store(p_vn, b_v.to(p_vn.dtype.element_ty), boundary_check=(0, 1))

        o_t = i_t * BT + tl.arange(0, BT)
        m_t = o_t < T
        # per-token log decay in (-1, 0], chunk-local cumulative sum
        b_gr = tl.load(g + o_t * H, mask=m_t, other=0.)
        b_g = tl.cumsum(-b_gr, axis=0)
        b_g_last = tl.sum(-b_gr, axis=0)
        b_v = b_v * tl.where(m_t, tl.exp(b_g_last - b_g), 0.)[:, None]
        b_h *= tl.exp(b_g_last)

        p_k = tl.make_block_ptr(k, (K, T), (1, H * K), (0, i_t * BT), (K, BT), (0, 1))
        b_k = tl.load(p_k, boundary_check=(0, 1), padding_option="zero")
        b_h += tl.dot(b_k, b_v.to(b_k.dtype))

    p_ht = tl.make_block_ptr(ht, (K, V), (V, 1), (0, i_v * BV), (K, BV), (1, 0))
    tl.store(p_ht, b_h, boundary_check=(0, 1))
