# DeepSeek-V3-style block-quantised fp8 GEMM (vLLM w8a8_block_fp8_matmul):
# A e4m3 [M, K] with one f32 scale per (row, 128-wide K group) stored
# group-major [K/128, M], B e4m3 stored [N, K] (K-major, read as a [BK, BN]
# tile) with one scale per 128x128 (N group, K group) block; each K step's
# dot is rescaled by a_s[:, None] * b_s[None, :] before it is added, so the
# accumulate is not the dot's own. M = 96 tail rows, grouped pid order.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e4nv:16,*fp32:16,*fp32:16,*fp32:16,i32:16,i32:16,i32:16,128,128,i32:16,i32:16,i32:16,i32:16,i32,64,128,128,8
# launch: grid = 6, num_warps = 8, num_stages = 3
# args: fp8e4m3[49152]=int:-2:2 fp8e4m3[196608]=int:-2:2 f32[36864]=zeros f32[384]=int:1:3 f32[12]=int:1:3 i32=96 i32=384 i32=512 i32=512 i32=512 i32=384 i32=96 i32=4
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def w8a8_block_fp8_matmul(A, B, C, As, Bs, M, N, K,
                          group_n: tl.constexpr, group_k: tl.constexpr,
                          stride_am, stride_bn, stride_cm, stride_As_k, stride_Bs_n,
                          BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr,
                          BLOCK_SIZE_K: tl.constexpr, GROUP_SIZE_M: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + (pid % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    offs_am = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    row_mask = offs_am < M
    a_ptrs = A + offs_am[:, None] * stride_am + offs_k[None, :]
    b_ptrs = B + offs_k[:, None] + offs_bn[None, :] * stride_bn

    As_ptrs = As + offs_am
    offs_bsn = offs_bn // group_n
    Bs_ptrs = Bs + offs_bsn * stride_Bs_n

    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        a = tl.load(a_ptrs, mask=row_mask[:, None] & (offs_k[None, :] < K - k * BLOCK_SIZE_K), other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_SIZE_K, other=0.0)

        k_start = k * BLOCK_SIZE_K
        offs_ks = k_start // group_k
        a_s = tl.load(As_ptrs + offs_ks * stride_As_k, mask=row_mask, other=0.0)
        b_s = tl.load(Bs_ptrs + offs_ks)

        accumulator += tl.dot(a, b) * a_s[:, None] * b_s[None, :]
        a_ptrs += BLOCK_SIZE_K
        b_ptrs += BLOCK_SIZE_K

    c = accumulator.to(C.dtype.element_ty)
    offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = C + offs_cm[:, None] * stride_cm + offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, c, mask=c_mask)
