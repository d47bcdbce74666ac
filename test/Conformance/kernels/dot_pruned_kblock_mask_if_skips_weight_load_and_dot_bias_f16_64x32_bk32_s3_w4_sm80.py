# Block-pruned linear layer: a [N/32, K/32] int8 keep-mask marks which 32-deep weight
# blocks survive; the activation tile is streamed every iteration (pipelined) while the
# weight load and the tl.dot sit under an early `if keep != 0` that skips them for pruned
# blocks. K = 200 tail, M = 130 and N = 100 tails, f32 bias epilogue, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i8:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,i32,64,32,32
# launch: grid = 3x4, num_warps = 4, num_stages = 3
# args: f16[26000]=int:-2:2 f16[20000]=int:-2:2 i8[28]=int:0:1 f32[100]=int:-3:3 f32[13000]=zeros i32=130 i32=100 i32=200 i32=200 i32=100 i32=100 i32=7
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def kblock_pruned_linear_kernel(x_ptr, w_ptr, keep_ptr, bias_ptr, y_ptr, M, N, K,
                                stride_xm, stride_wk, stride_ym, stride_keep,
                                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N
    keep_row = keep_ptr + pid_n * stride_keep
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    num_kb = tl.cdiv(K, BLOCK_K)
    for kb in range(0, num_kb):
        kk = kb * BLOCK_K + offs_k
        k_mask = kk < K
        x = tl.load(x_ptr + offs_m[:, None] * stride_xm + kk[None, :],
                    mask=m_mask[:, None] & k_mask[None, :], other=0.0)
        keep = tl.load(keep_row + kb)
        if keep != 0:
            w = tl.load(w_ptr + kk[:, None] * stride_wk + offs_n[None, :],
                        mask=k_mask[:, None] & n_mask[None, :], other=0.0)
            acc = tl.dot(x, w, acc)
    bias = tl.load(bias_ptr + offs_n, mask=n_mask, other=0.0)
    acc += bias[None, :]
    tl.store(y_ptr + offs_m[:, None] * stride_ym + offs_n[None, :], acc,
             mask=m_mask[:, None] & n_mask[None, :])
