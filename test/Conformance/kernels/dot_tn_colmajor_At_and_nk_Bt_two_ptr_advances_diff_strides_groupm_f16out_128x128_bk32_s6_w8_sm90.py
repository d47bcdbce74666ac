# TN GEMM with both operands stored transposed and padded: A^T [K, lda] (tile is M-
# contiguous) and B^T [N, ldb] (tile is K-contiguous). The two loop-carried pointer
# tensors advance by different strides (BLOCK_K * lda and BLOCK_K); K tail masked by the
# remaining count, modulo-wrapped M/N offsets, GROUP_M raster, 6 stages, f16 output.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32,i32,i32,i32:16,i32:16,i32,128,128,32,2
# launch: grid = 9, num_warps = 8, num_stages = 6
# args: f16[67200]=int:-2:2 f16[54080]=int:-2:2 f16[86580]=zeros i32=333 i32=260 i32=200 i32=336 i32=208 i32=260
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tn_gemm_kernel(at_ptr, bt_ptr, c_ptr, M, N, K, stride_atk, stride_btn, stride_cm,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                   GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_in_group = GROUP_M * num_pid_n
    group_id = pid // num_in_group
    first_m = group_id * GROUP_M
    group_size = tl.minimum(num_pid_m - first_m, GROUP_M)
    pid_m = first_m + ((pid % num_in_group) % group_size)
    pid_n = (pid % num_in_group) // group_size
    offs_am = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_bn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = at_ptr + offs_k[None, :] * stride_atk + offs_am[:, None]
    b_ptrs = bt_ptr + offs_bn[None, :] * stride_btn + offs_k[:, None]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=offs_k[None, :] < k_left, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < k_left, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_atk
        b_ptrs += BLOCK_K
    c = acc.to(tl.float16)
    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptr + offs_cm[:, None] * stride_cm + offs_cn[None, :], c, mask=c_mask)
