# W8A8 int8 GEMM (vLLM scaled_mm style): int8 activations [M, K] times int8
# weights stored [N, K] (loaded as a transposed tile), int32 accumulator,
# then the per-token (row) and per-channel (column) f32 scales and a bf16
# bias, stored as bf16. Grouped 1D pid ordering, wrapped row/col offsets for
# the loads, masked K tail (K = 480, BLOCK_K = 128) and M tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*fp32:16,*bf16:16,*bf16:16,i32,i32:16,i32:16,64,64,128,4
# launch: grid = 16, num_warps = 4, num_stages = 3
# args: i8[96000]=int:-8:8 i8[122880]=int:-8:8 f32[200]=int:1:3 f32[256]=int:1:3 bf16[256]=int:-4:4 bf16[51200]=zeros i32=200 i32=256 i32=480
# outputs: 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def scaled_mm_int8(a_ptr, b_ptr, scale_a_ptr, scale_b_ptr, bias_ptr, c_ptr, M, N, K,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    offs_am = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_bn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_am[:, None] * K + offs_k[None, :]
    b_ptrs = b_ptr + offs_bn[None, :] * K + offs_k[:, None]

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=offs_k[None, :] < k_left, other=0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < k_left, other=0)
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K

    scale_a = tl.load(scale_a_ptr + offs_am)
    scale_b = tl.load(scale_b_ptr + offs_bn)
    out = acc.to(tl.float32) * scale_a[:, None]
    out = out * scale_b[None, :]
    bias = tl.load(bias_ptr + offs_bn)
    out = out + bias.to(tl.float32)[None, :]

    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_ptrs = c_ptr + offs_cm[:, None] * N + offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, out.to(tl.bfloat16), mask=c_mask)
