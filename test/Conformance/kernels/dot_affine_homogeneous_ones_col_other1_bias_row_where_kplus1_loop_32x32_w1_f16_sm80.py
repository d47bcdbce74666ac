# Linear layer y = x W + b folded into one GEMM by homogeneous coordinates:
# x is loaded with other=1.0 past K (an implicit ones column), and W's row K
# is replaced by the bias via tl.where, so the K loop runs over K + 1 = 101
# (four 32-wide steps, last one mostly padding). One warp per 32x32 tile
# (mma.sync with num_warps = 1); M = 80, N = 48 tails; f32 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,i32:16,i32:16,i32,i32,i32:16,i32:16,32,32,32
# launch: grid = 3x2, num_warps = 1, num_stages = 2
# args: f16[8000]=int:-3:3 f16[4800]=int:-3:3 f16[48]=int:-8:8 f32[3840]=zeros i32=80 i32=48 i32=100 i32=100 i32=48 i32=48
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def linear_homogeneous_bias(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, stride_xm, stride_wk, stride_ym,
                            BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    m_ok = offs_m < M
    n_ok = offs_n < N
    bias = tl.load(b_ptr + offs_n, mask=n_ok, other=0.0)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K + 1, BLOCK_K):
        offs_k = k0 + tl.arange(0, BLOCK_K)
        k_ok = offs_k < K
        a = tl.load(x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :],
                    mask=m_ok[:, None] & k_ok[None, :], other=1.0)
        w = tl.load(w_ptr + offs_k[:, None] * stride_wk + offs_n[None, :],
                    mask=k_ok[:, None] & n_ok[None, :], other=0.0)
        w = tl.where((offs_k == K)[:, None], bias[None, :], w)
        acc = tl.dot(a, w, acc)

    tl.store(y_ptr + offs_m[:, None] * stride_ym + offs_n[None, :], acc,
             mask=m_ok[:, None] & n_ok[None, :])
