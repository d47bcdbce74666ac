# Least-squares gradient G = X^T (X W - Y) in one kernel: for each token tile
# an inner K loop builds the residual R = X_t W - Y_t (BT x BN, f32), then the
# program's feature slice of the same X tile is transposed in registers
# (tl.trans of a loaded tile) and G += X_t[:, f]^T @ R.f16 (a dot of a dot).
# T = 200 tokens, F = 96, N = 64; 32x32 tiles, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,32,32,32,32
# launch: grid = 3x2, num_warps = 2, num_stages = 2
# args: f16[19200]=int:-1:1 f16[6144]=int:-1:1 f16[12800]=int:-2:2 f32[6144]=zeros i32=200 i32=96 i32=64 i32=96 i32=64 i32=64 i32=64
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def lstsq_grad(x_ptr, w_ptr, y_ptr, g_ptr, T, F, N, stride_xt, stride_wf, stride_yt, stride_gf,
               BT: tl.constexpr, BF: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_f = tl.program_id(0)
    pid_n = tl.program_id(1)
    rf = pid_f * BF + tl.arange(0, BF)
    rn = pid_n * BN + tl.arange(0, BN)
    f_ok = rf < F
    n_ok = rn < N
    acc = tl.zeros((BF, BN), tl.float32)
    for t0 in range(0, T, BT):
        rt = t0 + tl.arange(0, BT)
        t_ok = rt < T
        r = tl.zeros((BT, BN), tl.float32)
        for k0 in range(0, F, BK):
            rk = k0 + tl.arange(0, BK)
            k_ok = rk < F
            xk = tl.load(x_ptr + rt[:, None] * stride_xt + rk[None, :], mask=t_ok[:, None] & k_ok[None, :], other=0.0)
            wk = tl.load(w_ptr + rk[:, None] * stride_wf + rn[None, :], mask=k_ok[:, None] & n_ok[None, :], other=0.0)
            r = tl.dot(xk, wk, r)
        yv = tl.load(y_ptr + rt[:, None] * stride_yt + rn[None, :], mask=t_ok[:, None] & n_ok[None, :], other=0.0)
        r = r - yv.to(tl.float32)
        xf = tl.load(x_ptr + rt[:, None] * stride_xt + rf[None, :], mask=t_ok[:, None] & f_ok[None, :], other=0.0)
        acc = tl.dot(tl.trans(xf), r.to(tl.float16), acc)
    tl.store(g_ptr + rf[:, None] * stride_gf + rn[None, :], acc, mask=f_ok[:, None] & n_ok[None, :])
