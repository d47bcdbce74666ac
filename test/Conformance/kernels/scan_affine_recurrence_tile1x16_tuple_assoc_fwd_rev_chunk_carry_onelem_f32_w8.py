# Linear recurrence h_t = a_t * h_{t-1} + b_t and its adjoint g_t = a_{t+1} *
# g_{t+1} + dy_t (selective-scan style fwd/bwd) over 100 steps per row in
# [1, 16] chunks under num_warps=8: a tuple tl.associative_scan composing affine
# maps along axis 1, forward and reverse=True (chunks walked backwards), with
# the chunk boundary state carried as a [1] tensor; integer-valued a in {-1,0,1}.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,16
# launch: grid = 6, num_warps = 8
# args: f32[600]=int:-1:1 f32[600]=int:-5:5 f32[600]=int:-5:5 f32[600]=zeros f32[600]=zeros i32=100 i32=100
# outputs: 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _affine_compose(a1, b1, a2, b2):
    # apply (a1, b1) first, then (a2, b2)
    return a2 * a1, a2 * b1 + b2


@triton.jit
def affine_scan_fwd_bwd_kernel(
    a_ptr,
    b_ptr,
    dy_ptr,
    h_ptr,
    g_ptr,
    L,
    stride_row,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0)
    base = row * stride_row
    j = tl.arange(0, BLOCK)[None, :]
    n_chunks = tl.cdiv(L, BLOCK)

    h_carry = tl.zeros([1], dtype=tl.float32)
    for ci in range(0, n_chunks):
        t = ci * BLOCK + j
        m = t < L
        a = tl.load(a_ptr + base + t, mask=m, other=0.0)
        b = tl.load(b_ptr + base + t, mask=m, other=0.0)
        A, B = tl.associative_scan((a, b), 1, _affine_compose)
        h = A * h_carry[:, None] + B
        tl.store(h_ptr + base + t, h, mask=m)
        h_carry = tl.sum(tl.where(j == BLOCK - 1, h, 0.0), axis=1)

    g_carry = tl.zeros([1], dtype=tl.float32)
    for i in range(0, n_chunks):
        ci = n_chunks - 1 - i
        t = ci * BLOCK + j
        m = t < L
        coef = tl.load(a_ptr + base + t + 1, mask=(t + 1) < L, other=0.0)
        dy = tl.load(dy_ptr + base + t, mask=m, other=0.0)
        RA, RB = tl.associative_scan((coef, dy), 1, _affine_compose, reverse=True)
        g = RA * g_carry[:, None] + RB
        tl.store(g_ptr + base + t, g, mask=m)
        g_carry = tl.sum(tl.where(j == 0, g, 0.0), axis=1)
