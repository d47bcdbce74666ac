# fp8 (e5m2) x fp8 NT GEMM in the tutorial style with compiler hints: tl.assume
# on sizes, strides and the program id, grouped (GROUP_M = 2) pid swizzle,
# wrapped row offsets marked with tl.multiple_of / tl.max_contiguous, B read
# K-major from an [N, K] weight, masked K tail (160 = 2*64 + 32), per-tensor
# scales loaded from memory, f16 output. 128x128x64 tiles, 8 warps, 4 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e5:16,*fp8e5:16,*fp16:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,128,128,64,2
# launch: grid = 6, num_warps = 8, num_stages = 4
# args: fp8e5m2[48000]=int:-2:2 fp8e5m2[40960]=int:-2:2 f16[76800]=zeros f32[1]=fill:0.5 f32[1]=fill:0.5 i32=300 i32=256 i32=160 i32=160 i32=160 i32=256
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_nt_gemm_hints(A, B, C, A_SCALE, B_SCALE, M, N, K, stride_am, stride_bn, stride_cm,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                      GROUP_M: tl.constexpr):
    tl.assume(M > 0)
    tl.assume(N > 0)
    tl.assume(K > 0)
    tl.assume(stride_am > 0)
    tl.assume(stride_bn > 0)
    tl.assume(stride_cm > 0)
    pid = tl.program_id(0)
    tl.assume(pid >= 0)

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
    offs_am = tl.max_contiguous(tl.multiple_of(offs_am, BLOCK_M), BLOCK_M)
    offs_bn = tl.max_contiguous(tl.multiple_of(offs_bn, BLOCK_N), BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = A + offs_am[:, None] * stride_am + offs_k[None, :]
    b_ptrs = B + offs_bn[None, :] * stride_bn + offs_k[:, None]

    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_rem = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=offs_k[None, :] < k_rem, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < k_rem, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K

    scale = tl.load(A_SCALE) * tl.load(B_SCALE)
    c = (acc * scale).to(tl.float16)
    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(C + offs_cm[:, None] * stride_cm + offs_cn[None, :], c, mask=c_mask)
