# Batched 16x16 matrix inverse by Newton-Schulz iterations
# X <- X (2I - A X) on rank-3 [4, 16, 16] tiles (3-D tl.dot): A = shift*I +
# R, X0 = A^T / (|A|_1 |A|_inf) from per-matrix abs row/col sums; six tf32
# iterations then four ieee refinement iterations, each a static_range of
# two dots; 37 matrices (last program masked).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,fp32,4,16,6,4
# launch: grid = 10, num_warps = 4, num_stages = 1
# args: f32[9472]=randn f32[9472]=zeros i32=37 f32=16.0
# outputs: 1
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _ns_step(a, x, eye2, PREC: tl.constexpr):
    ax = tl.dot(a, x, input_precision=PREC)
    return tl.dot(x, eye2 - ax, input_precision=PREC)


@triton.jit
def newton_schulz_inverse(a_ptr, x_ptr, n_mat, diag_shift,
                          BB: tl.constexpr, N: tl.constexpr,
                          ITERS_TF32: tl.constexpr, ITERS_IEEE: tl.constexpr):
    pid = tl.program_id(0)
    offs_b = pid * BB + tl.arange(0, BB)
    offs_i = tl.arange(0, N)
    b_ok = offs_b < n_mat
    offs = offs_b[:, None, None] * (N * N) + offs_i[None, :, None] * N + offs_i[None, None, :]
    r = tl.load(a_ptr + offs, mask=b_ok[:, None, None], other=0.0)
    eye = (offs_i[:, None] == offs_i[None, :]).to(tl.float32)
    a = r + diag_shift * eye[None, :, :]

    abs_a = tl.abs(a)
    norm_inf = tl.max(tl.sum(abs_a, 2), 1)
    norm_1 = tl.max(tl.sum(abs_a, 1), 1)
    c = 1.0 / (norm_1 * norm_inf)
    x = tl.trans(a, (0, 2, 1)) * c[:, None, None]

    eye2 = tl.broadcast_to(2.0 * eye[None, :, :], (BB, N, N))
    for _ in tl.static_range(ITERS_TF32):
        x = _ns_step(a, x, eye2, "tf32")
    for _ in tl.static_range(ITERS_IEEE):
        x = _ns_step(a, x, eye2, "ieee")

    tl.store(x_ptr + offs, x, mask=b_ok[:, None, None])
