# Gram matrix G = X^T X (Shampoo / covariance preconditioner): only tiles with
# pid_i <= pid_j compute (the rest exit), the A operand is a loaded [BLOCK_R,
# BLOCK_D] tile fed through tl.trans, fp32 inputs with input_precision="tf32",
# off-diagonal tiles are also stored mirrored via tl.trans(acc); R = 333 and
# D = 200 tails, 4 warps, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32,i32,i32,64,32
# launch: grid = 4x4, num_warps = 4, num_stages = 3
# args: f32[66600]=int:-3:3 f32[40000]=zeros i32=333 i32=200 i32=200 i32=200
# outputs: 1
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def gram_xtx_kernel(x_ptr, g_ptr, R, D, stride_xr, stride_gd,
                    BLOCK_D: tl.constexpr, BLOCK_R: tl.constexpr):
    pid_i = tl.program_id(0)
    pid_j = tl.program_id(1)
    if pid_i > pid_j:
        return
    offs_i = pid_i * BLOCK_D + tl.arange(0, BLOCK_D)
    offs_j = pid_j * BLOCK_D + tl.arange(0, BLOCK_D)
    offs_r = tl.arange(0, BLOCK_R)
    mask_i = offs_i < D
    mask_j = offs_j < D

    acc = tl.zeros((BLOCK_D, BLOCK_D), dtype=tl.float32)
    for r0 in range(0, R, BLOCK_R):
        rows = r0 + offs_r
        rmask = rows < R
        xi = tl.load(x_ptr + rows[:, None] * stride_xr + offs_i[None, :],
                     mask=rmask[:, None] & mask_i[None, :], other=0.0)
        xj = tl.load(x_ptr + rows[:, None] * stride_xr + offs_j[None, :],
                     mask=rmask[:, None] & mask_j[None, :], other=0.0)
        acc = tl.dot(tl.trans(xi), xj, acc, input_precision="tf32")

    tl.store(g_ptr + offs_i[:, None] * stride_gd + offs_j[None, :], acc,
             mask=mask_i[:, None] & mask_j[None, :])
    if pid_i != pid_j:
        tl.store(g_ptr + offs_j[:, None] * stride_gd + offs_i[None, :], tl.trans(acc),
                 mask=mask_j[:, None] & mask_i[None, :])
