# A skinny product with BLOCK_M = 8 (half an mma row block) and a bias + ReLU
# epilogue: 8 token rows against a [K, N] weight, K loop with a tail, bf16 out.
# Stresses tensor-core tiles smaller than one instruction along M on sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*bf16:16,i32,i32,i32,i32,8,32,32
# launch: grid = 4, num_warps = 2
# args: bf16[1000]=int:-2:2 bf16[12500]=int:-2:2 f32[100]=int:-4:4 bf16[800]=zeros i32=8 i32=100 i32=125 i32=125
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def rows8_bias_relu_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, stride_xm,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_n = tl.program_id(0)
    rm = tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * stride_xm + kk[None, :],
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(w_ptr + kk[:, None] * N + rn[None, :],
                    mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
    bias = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    out = tl.maximum(acc + bias[None, :], 0.0)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], out.to(tl.bfloat16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))
