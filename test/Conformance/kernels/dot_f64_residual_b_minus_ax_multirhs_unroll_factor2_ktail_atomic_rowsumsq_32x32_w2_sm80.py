# Iterative-refinement residual in double precision for several right-hand
# sides: R = B - A @ X with an fp64 tl.dot (input_precision="ieee") inside a
# tl.range(..., loop_unroll_factor=2) K loop (K = 150, masked tail, odd trip
# count), R stored, and the per-row squared residual norm reduced across the
# N tiles with an fp64 tl.atomic_add (integer-valued, so order-independent).
# M = 100, NRHS = 40 tails; 32x32x16 tiles, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp64:16,*fp64:16,*fp64:16,*fp64:16,*fp64:16,i32,i32,i32,i32,i32,32,32,16
# launch: grid = 4x2, num_warps = 2, num_stages = 3
# args: f64[15000]=int:-2:2 f64[6000]=int:-2:2 f64[4000]=int:-100:100 f64[4000]=zeros f64[100]=zeros i32=100 i32=40 i32=150 i32=150 i32=40
# outputs: 3 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def residual_f64_multirhs(a_ptr, x_ptr, b_ptr, r_ptr, rowsq_ptr, M, NRHS, K, stride_am, ldb,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    mask_m = rm < M
    mask_n = rn < NRHS

    ax = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float64)
    for kt in tl.range(0, tl.cdiv(K, BLOCK_K), loop_unroll_factor=2):
        kk = kt * BLOCK_K + rk
        mask_k = kk < K
        a = tl.load(a_ptr + rm[:, None] * stride_am + kk[None, :], mask=mask_m[:, None] & mask_k[None, :], other=0.0)
        x = tl.load(x_ptr + kk[:, None] * ldb + rn[None, :], mask=mask_k[:, None] & mask_n[None, :], other=0.0)
        ax = tl.dot(a, x, ax, input_precision="ieee", out_dtype=tl.float64)

    mask = mask_m[:, None] & mask_n[None, :]
    offs = rm[:, None] * ldb + rn[None, :]
    b = tl.load(b_ptr + offs, mask=mask, other=0.0)
    r = b - ax
    tl.store(r_ptr + offs, r, mask=mask)
    tl.atomic_add(rowsq_ptr + rm, tl.sum(r * r, axis=1), mask=mask_m)
