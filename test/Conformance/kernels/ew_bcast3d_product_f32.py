# A 3-D broadcast product a[:, None, None] * b[None, :, None] * c[None, None, :]
# of three loaded fp32 vectors, stored as a 4x16x64 tile of a 64x100x300
# array: three different slice layouts broadcast into one 3-D blocked layout.
# The 3-D tile grid is folded into pid; the 100 and 300 edges are masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32:16,i32,i32,4,16,64
# launch: grid = 560, num_warps = 4
# args: f32[64]=randn f32[100]=randn f32[300]=randn f32[64,100,300]=zeros i32=64 i32=100 i32=300
# outputs: 3
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def bcast3d_product(a_ptr, b_ptr, c_ptr, out_ptr, P, Q, R, BP: tl.constexpr, BQ: tl.constexpr,
                    BR: tl.constexpr):
    pid = tl.program_id(0)
    nq = tl.cdiv(Q, BQ)
    nr = tl.cdiv(R, BR)
    pp = pid // (nq * nr)
    pq = (pid // nr) % nq
    pr = pid % nr
    i = pp * BP + tl.arange(0, BP)
    j = pq * BQ + tl.arange(0, BQ)
    k = pr * BR + tl.arange(0, BR)
    a = tl.load(a_ptr + i, mask=i < P, other=0.0)
    b = tl.load(b_ptr + j, mask=j < Q, other=0.0)
    c = tl.load(c_ptr + k, mask=k < R, other=0.0)
    prod = a[:, None, None] * b[None, :, None] * c[None, None, :]
    offs = i[:, None, None] * Q * R + j[None, :, None] * R + k[None, None, :]
    mask = (i[:, None, None] < P) & (j[None, :, None] < Q) & (k[None, None, :] < R)
    tl.store(out_ptr + offs, prod, mask=mask)
