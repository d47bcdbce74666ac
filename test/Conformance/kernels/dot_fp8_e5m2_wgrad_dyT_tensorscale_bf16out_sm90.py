# FP8 weight-gradient GEMM dW = dY^T @ X with both operands in e5m2 (the
# gradient format of FP8 training recipes): dY^T is read column-major
# straight from the [T, N] gradient (the A operand is not K-major), the
# token dimension T=160 is the reduction with a masked tail, per-tensor
# scales come from device pointers, and dW is written in bf16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e5:16,*fp8e5:16,*fp32:16,*fp32:16,*bf16:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,64,64,64
# launch: grid = 2x2, num_warps = 4, num_stages = 3
# args: fp8e5m2[15360]=int:-3:3 fp8e5m2[12800]=int:-3:3 f32[1]=fill:0.25 f32[1]=fill:2.0 bf16[7680]=zeros i32=160 i32=96 i32=80 i32=96 i32=80 i32=80
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_e5m2_wgrad(dy_ptr, x_ptr, dy_scale_ptr, x_scale_ptr, dw_ptr, T, N, K, stride_dyt, stride_xt, stride_dwn,
                   BN: tl.constexpr, BK: tl.constexpr, BT: tl.constexpr):
    pid_n = tl.program_id(0)
    pid_k = tl.program_id(1)
    on = pid_n * BN + tl.arange(0, BN)
    okk = pid_k * BK + tl.arange(0, BK)
    ot = tl.arange(0, BT)
    dyT_ptrs = dy_ptr + ot[None, :] * stride_dyt + on[:, None]
    x_ptrs = x_ptr + ot[:, None] * stride_xt + okk[None, :]
    acc = tl.zeros((BN, BK), dtype=tl.float32)
    for t0 in range(0, T, BT):
        t_ok = (ot + t0) < T
        a = tl.load(dyT_ptrs, mask=(on < N)[:, None] & t_ok[None, :], other=0.0)
        b = tl.load(x_ptrs, mask=t_ok[:, None] & (okk < K)[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
        dyT_ptrs += BT * stride_dyt
        x_ptrs += BT * stride_xt
    scale = tl.load(dy_scale_ptr) * tl.load(x_scale_ptr)
    dw = (acc * scale).to(tl.bfloat16)
    tl.store(dw_ptr + on[:, None] * stride_dwn + okk[None, :], dw, mask=(on < N)[:, None] & (okk < K)[None, :])
