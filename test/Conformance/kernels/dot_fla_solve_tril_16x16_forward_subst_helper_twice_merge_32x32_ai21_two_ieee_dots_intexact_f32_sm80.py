# FLA solve_tril (merge_16x16_to_32x32_inverse): inverse of (I + A) for the
# strictly lower 32x32 chunk blocks of A [B, T, H, 32]; the two diagonal 16x16
# blocks are inverted by row-by-row forward substitution in an inlined helper
# (runtime trip count clipped at the sequence tail, tl.sum over an outer
# product, row replace by tl.where), then Ai21 = -(Ai22 @ A21) @ Ai11 with two
# ieee f32 dots. Unit-triangular integer inputs keep every step exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,2,32
# launch: grid = 5x4, num_warps = 2
# args: f32[2,150,2,32]=int:-1:1 f32[2,150,2,32]=zeros i32=150
# outputs: 1
# tol: 1e-2 1e-5
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _inv_unit_lower_16(A, row0, col0, T, stride_t, o_i):
    m_r = (row0 + o_i) < T
    b_A = tl.load(A + (row0 + o_i)[:, None] * stride_t + (col0 + o_i)[None, :], mask=m_r[:, None], other=0.)
    b_A = -tl.where(o_i[:, None] > o_i[None, :], b_A, 0.)
    n_rows = tl.minimum(16, T - row0)
    for i in range(2, n_rows):
        b_a = -tl.load(A + (row0 + i) * stride_t + col0 + o_i)
        b_a = tl.where(o_i < i, b_a, 0.)
        b_a = b_a + tl.sum(b_a[:, None] * b_A, 0)
        b_A = tl.where((o_i == i)[:, None], b_a, b_A)
    b_A += (o_i[:, None] == o_i[None, :]).to(tl.float32)
    return b_A


@triton.jit
def merge_16x16_to_32x32_inverse_kernel(A, Ai, T, H: tl.constexpr, BT: tl.constexpr):
    i_t, i_bh = tl.program_id(0), tl.program_id(1)
    i_b, i_h = i_bh // H, i_bh % H
    A += (i_b * T * H + i_h) * BT
    Ai += (i_b * T * H + i_h) * BT
    stride_t = H * BT
    o_i = tl.arange(0, 16)
    r0 = i_t * BT

    b_Ai11 = _inv_unit_lower_16(A, r0, 0, T, stride_t, o_i)
    b_Ai22 = _inv_unit_lower_16(A, r0 + 16, 16, T, stride_t, o_i)

    m_r1 = (r0 + o_i) < T
    m_r2 = (r0 + 16 + o_i) < T
    b_A21 = tl.load(A + (r0 + 16 + o_i)[:, None] * stride_t + o_i[None, :], mask=m_r2[:, None], other=0.)
    b_t = tl.dot(b_Ai22, b_A21, input_precision="ieee")
    b_Ai21 = -tl.dot(b_t, b_Ai11, input_precision="ieee")

    p1 = Ai + (r0 + o_i)[:, None] * stride_t + o_i[None, :]
    tl.store(p1, b_Ai11, mask=m_r1[:, None])
    tl.store(p1 + 16, tl.zeros([16, 16], dtype=tl.float32), mask=m_r1[:, None])
    p2 = Ai + (r0 + 16 + o_i)[:, None] * stride_t + o_i[None, :]
    tl.store(p2, b_Ai21, mask=m_r2[:, None])
    tl.store(p2 + 16, b_Ai22, mask=m_r2[:, None])
