# A GEMV written as tl.dot with BLOCK_M = 1 (Triton 3.6 allows M and N down
# to 1 on NVIDIA and pads the tensor-core instruction): y[n] = x . W[:, n] over
# a pipelined K loop with a masked K and N tail; f16 in, f32 accumulate.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32,1,64,32
# launch: grid = 5, num_warps = 4, num_stages = 3
# args: f16[300]=int:-2:2 f16[90000]=int:-2:2 f32[300]=zeros i32=300 i32=300 i32=300
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def gemv_m1_kernel(x_ptr, w_ptr, y_ptr, N, K, stride_wk,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    offs_m = tl.arange(0, BLOCK_M)
    offs_n = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + offs_k
        x = tl.load(x_ptr + offs_m[:, None] * 0 + kk[None, :], mask=kk[None, :] < K, other=0.0)
        w = tl.load(w_ptr + kk[:, None] * stride_wk + offs_n[None, :],
                    mask=(kk[:, None] < K) & (offs_n[None, :] < N), other=0.0)
        acc = tl.dot(x, w, acc)
    tl.store(y_ptr + offs_m[:, None] * 0 + offs_n[None, :], acc, mask=offs_n[None, :] < N)
