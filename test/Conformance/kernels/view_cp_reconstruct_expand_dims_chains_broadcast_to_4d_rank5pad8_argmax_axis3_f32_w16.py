# CP (PARAFAC) tensor reconstruction X[i,j,k] = sum_r lam[r] A[i,r] B[j,r] C[k,r]
# on a 4-D [4, 8, 8, 8] tile built from tl.expand_dims chains (single axes and
# axis tuples) and tl.broadcast_to; rank 5 padded to 8 (masked last dim),
# reduced over axis 3, plus tl.argmax over axis 3 of |term| with padded ranks
# forced to -1 (dominant component). I/J tails masked, 16 warps, 3-D grid.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*i32:16,i32,i32,i32,i32,i32,i32,4,8,8,8
# launch: grid = 3x2x2, num_warps = 16
# args: f32[50]=randn f32[60]=randn f32[80]=randn f32[5]=randn f32[1920]=zeros i32[1920]=zeros i32=10 i32=12 i32=16 i32=5 i32=192 i32=16
# outputs: 4 5
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def cp_reconstruct_kernel(a_ptr, b_ptr, c_ptr, lam_ptr, x_ptr, dom_ptr, I, J, K, R, stride_xi, stride_xj,
                          BI: tl.constexpr, BJ: tl.constexpr, BK: tl.constexpr, BR: tl.constexpr):
    pi = tl.program_id(0)
    pj = tl.program_id(1)
    pk = tl.program_id(2)
    i = pi * BI + tl.arange(0, BI)
    j = pj * BJ + tl.arange(0, BJ)
    k = pk * BK + tl.arange(0, BK)
    r = tl.arange(0, BR)
    rm = r < R
    A = tl.load(a_ptr + i[:, None] * R + r[None, :], mask=(i[:, None] < I) & rm[None, :], other=0.0)
    Bf = tl.load(b_ptr + j[:, None] * R + r[None, :], mask=(j[:, None] < J) & rm[None, :], other=0.0)
    Cf = tl.load(c_ptr + k[:, None] * R + r[None, :], mask=(k[:, None] < K) & rm[None, :], other=0.0)
    lam = tl.load(lam_ptr + r, mask=rm, other=0.0)

    A4 = tl.expand_dims(tl.expand_dims(A, 1), 1)
    B4 = tl.expand_dims(tl.expand_dims(Bf, 0), 2)
    C4 = tl.expand_dims(Cf, (0, 1))
    L4 = tl.broadcast_to(tl.expand_dims(lam, (0, 1, 2)), [BI, BJ, BK, BR])
    terms = L4 * A4 * B4 * C4
    X = tl.sum(terms, axis=3)

    i3 = i[:, None, None]
    j3 = j[None, :, None]
    k3 = k[None, None, :]
    m3 = (i3 < I) & (j3 < J) & (k3 < K)
    off = i3 * stride_xi + j3 * stride_xj + k3
    tl.store(x_ptr + off, X, mask=m3)

    r4 = tl.expand_dims(tl.expand_dims(tl.expand_dims(r, 0), 0), 0)
    mag = tl.where(r4 < R, tl.abs(terms), -1.0)
    dom = tl.argmax(mag, axis=3)
    tl.store(dom_ptr + off, dom, mask=m3)
