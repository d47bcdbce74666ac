# Double-precision SYRK update of the lower triangle, C := C - A @ A^T (the
# trailing update of a blocked Cholesky): a 1-D grid enumerates only the
# lower-triangular tile pairs (ti >= tj, decoded from the linear id with a
# float sqrt plus an integer fix-up), the K loop loads two row panels of A
# and feeds tl.trans of the second one to an fp64 tl.dot (ieee); N = 100 and
# K = 72 tails masked, the diagonal tiles store only i >= j. 32x32x16 tiles.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp64:16,*fp64:16,i32,i32,i32,i32,32,16
# launch: grid = 10, num_warps = 4, num_stages = 3
# args: f64[7200]=int:-3:3 f64[10000]=int:-50:50 i32=100 i32=72 i32=72 i32=100
# outputs: 1
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def syrk_lower_f64(a_ptr, c_ptr, N, K, stride_an, stride_cn,
                   BLOCK: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    # pid = ti * (ti + 1) / 2 + tj with 0 <= tj <= ti
    ti = ((tl.sqrt((8 * pid + 1).to(tl.float32)) - 1.0) * 0.5).to(tl.int32)
    ti = tl.where((ti + 1) * (ti + 2) // 2 <= pid, ti + 1, ti)
    ti = tl.where(ti * (ti + 1) // 2 > pid, ti - 1, ti)
    tj = pid - ti * (ti + 1) // 2

    ri = ti * BLOCK + tl.arange(0, BLOCK)
    rj = tj * BLOCK + tl.arange(0, BLOCK)
    rk = tl.arange(0, BLOCK_K)
    mask_i = ri < N
    mask_j = rj < N

    acc = tl.zeros((BLOCK, BLOCK), dtype=tl.float64)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        mask_k = kk < K
        a_i = tl.load(a_ptr + ri[:, None] * stride_an + kk[None, :], mask=mask_i[:, None] & mask_k[None, :], other=0.0)
        a_j = tl.load(a_ptr + rj[:, None] * stride_an + kk[None, :], mask=mask_j[:, None] & mask_k[None, :], other=0.0)
        acc = tl.dot(a_i, tl.trans(a_j), acc, input_precision="ieee", out_dtype=tl.float64)

    c_ptrs = c_ptr + ri[:, None] * stride_cn + rj[None, :]
    keep = mask_i[:, None] & mask_j[None, :] & (ri[:, None] >= rj[None, :])
    c = tl.load(c_ptrs, mask=keep, other=0.0)
    tl.store(c_ptrs, c - acc, mask=keep)
