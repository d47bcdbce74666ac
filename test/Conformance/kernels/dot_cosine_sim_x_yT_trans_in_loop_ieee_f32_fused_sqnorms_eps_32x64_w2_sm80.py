# Pairwise cosine-similarity matrix S = X Y^T / max(|x_i| |y_j|, eps) in full
# fp32 (input_precision="ieee", the FMA path): Y is row-major [N, D], each
# [64, 16] Y tile is transposed with tl.trans inside the D loop, and the
# squared row norms of both operands are reduced from the same loaded tiles.
# M = 90, N = 70, D = 100 all have tails; 32x64 tiles, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,fp32,32,64,16
# launch: grid = 3x2, num_warps = 2, num_stages = 2
# args: f32[9000]=int:-3:3 f32[7000]=int:-3:3 f32[6300]=zeros i32=90 i32=70 i32=100 i32=100 i32=100 i32=70 f32=1e-8
# outputs: 2
# tol: 1e-5 1e-5
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def cosine_similarity_matrix(x_ptr, y_ptr, s_ptr, M, N, D, stride_xm, stride_yn, stride_sm, eps,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rd = tl.arange(0, BLOCK_D)
    mask_m = rm < M
    mask_n = rn < N

    dots = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    x_sq = tl.zeros((BLOCK_M,), dtype=tl.float32)
    y_sq = tl.zeros((BLOCK_N,), dtype=tl.float32)
    for d0 in range(0, D, BLOCK_D):
        dd = d0 + rd
        mask_d = dd < D
        x = tl.load(x_ptr + rm[:, None] * stride_xm + dd[None, :], mask=mask_m[:, None] & mask_d[None, :], other=0.0)
        y = tl.load(y_ptr + rn[:, None] * stride_yn + dd[None, :], mask=mask_n[:, None] & mask_d[None, :], other=0.0)
        dots = tl.dot(x, tl.trans(y), dots, input_precision="ieee")
        x_sq += tl.sum(x * x, axis=1)
        y_sq += tl.sum(y * y, axis=1)

    denom = tl.maximum(tl.sqrt(x_sq)[:, None] * tl.sqrt(y_sq)[None, :], eps)
    sim = dots / denom
    tl.store(s_ptr + rm[:, None] * stride_sm + rn[None, :], sim, mask=mask_m[:, None] & mask_n[None, :])
