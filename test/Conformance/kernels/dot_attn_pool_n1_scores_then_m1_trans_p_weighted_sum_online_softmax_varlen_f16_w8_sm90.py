# Learned-query attention pooling over a variable-length sequence: scores come
# from an N = 1 tl.dot ([64, 128] x [128, 1], D = 80 masked) and, after an online
# softmax over the masked L tail, the pooled row from an M = 1 tl.dot of the
# transposed probabilities ([1, 64] x [64, 128]); 8 warps for these thin tiles.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*i32:16,i32:16,i32:16,i32:16,i32:16,fp32,64,128,1
# launch: grid = 4, num_warps = 8, num_stages = 3
# args: f16[96000]=randn f16[80]=randn f32[320]=zeros i32[4]=int:1:300 i32=80 i32=24000 i32=80 i32=80 fp32=0.125
# outputs: 2
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def attn_pool_n1_m1_kernel(x_ptr, q_ptr, out_ptr, lens_ptr, D, stride_xb, stride_xl, stride_ob, scale,
                           BLOCK_L: tl.constexpr, BLOCK_D: tl.constexpr, ONE: tl.constexpr):
    b = tl.program_id(0)
    L = tl.load(lens_ptr + b)
    offs_d = tl.arange(0, BLOCK_D)
    offs_l = tl.arange(0, BLOCK_L)
    one = tl.arange(0, ONE)
    dmask = offs_d < D
    qcol = tl.load(q_ptr + offs_d[:, None] + one[None, :] * 0, mask=dmask[:, None], other=0.0)
    m_i = tl.full((ONE,), float("-inf"), tl.float32)
    l_i = tl.zeros((ONE,), dtype=tl.float32)
    acc = tl.zeros((ONE, BLOCK_D), dtype=tl.float32)
    x_base = x_ptr + b * stride_xb
    for l0 in range(0, L, BLOCK_L):
        ll = l0 + offs_l
        lmask = ll < L
        x = tl.load(x_base + ll[:, None] * stride_xl + offs_d[None, :],
                    mask=lmask[:, None] & dmask[None, :], other=0.0)
        s = tl.dot(x, qcol) * scale
        s = tl.where(lmask[:, None], s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=0))
        p = tl.exp(s - m_new[None, :])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, axis=0)
        acc = acc * alpha[:, None] + tl.dot(tl.trans(p).to(tl.float16), x)
        m_i = m_new
    out = acc / l_i[:, None]
    tl.store(out_ptr + b * stride_ob + one[:, None] * 0 + offs_d[None, :], out, mask=dmask[None, :])
