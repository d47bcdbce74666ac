# Linear-layer weight gradient dW = X^T @ dY (fp32, input_precision="tf32x3")
# reduced over a token loop: the A operand is tl.trans of the loaded
# token-major [32, 16] X tile, B the [32, 64] dY tile; T = 150 tokens (masked
# tail), N = 80 (masked), the loop is tl.range(..., num_stages=1), and the
# programs of the first Kin block also reduce db = sum_t dY. 16x64 tiles.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,16,64,32
# launch: grid = 6x2, num_warps = 2, num_stages = 1
# args: f32[14400]=int:-3:3 f32[12000]=int:-3:3 f32[7680]=zeros f32[80]=zeros i32=150 i32=96 i32=80 i32=96 i32=80 i32=80
# outputs: 2 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def linear_wgrad_tf32x3(x_ptr, dy_ptr, dw_ptr, db_ptr, T, K_IN, N, stride_xt, stride_dyt, stride_dwk,
                        BLOCK_K: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_T: tl.constexpr):
    pid_k = tl.program_id(0)
    pid_n = tl.program_id(1)
    rk = pid_k * BLOCK_K + tl.arange(0, BLOCK_K)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rt = tl.arange(0, BLOCK_T)
    mask_k = rk < K_IN
    mask_n = rn < N

    dw = tl.zeros((BLOCK_K, BLOCK_N), dtype=tl.float32)
    db = tl.zeros((BLOCK_N,), dtype=tl.float32)
    for t0 in tl.range(0, T, BLOCK_T, num_stages=1):
        tt = t0 + rt
        mask_t = tt < T
        x = tl.load(x_ptr + tt[:, None] * stride_xt + rk[None, :], mask=mask_t[:, None] & mask_k[None, :], other=0.0)
        dy = tl.load(dy_ptr + tt[:, None] * stride_dyt + rn[None, :], mask=mask_t[:, None] & mask_n[None, :],
                     other=0.0)
        dw = tl.dot(tl.trans(x), dy, dw, input_precision="tf32x3")
        db += tl.sum(dy, axis=0)

    tl.store(dw_ptr + rk[:, None] * stride_dwk + rn[None, :], dw, mask=mask_k[:, None] & mask_n[None, :])
    if pid_k == 0:
        tl.store(db_ptr + rn, db, mask=mask_n)
