# bf16 GEMM with a stochastic-rounding epilogue (as in low-precision training
# optimisers): acc * alpha is bitcast to u32, tl.randint(seed, flat offset)'s
# low 16 bits are added and the low half truncated before the bf16 cast;
# GROUP_M swizzled 1-D grid, M = 300 and K = 200 tails, an A row stride that
# is not a multiple of 16; 128x128x64 tiles on 8 warps, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32,i32:16,i32,i32,i32:16,i32:16,fp32,i32,128,128,64,4
# launch: grid = 6, num_warps = 8, num_stages = 3
# args: bf16[60000]=int:-1:1 bf16[51200]=int:-1:1 bf16[76800]=zeros i32=300 i32=256 i32=200 i32=200 i32=256 i32=256 f32=0.3333 i32=1234
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def matmul_stochastic_round_bf16(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                                 alpha, seed,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                                 GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(offs_m[:, None] < M) & (offs_k[None, :] < k_left), other=0.0)
        b = tl.load(b_ptrs, mask=(offs_k[:, None] < k_left) & (offs_n[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk

    x = acc * alpha
    flat = offs_m[:, None] * N + offs_n[None, :]
    rnd = tl.randint(seed, flat)
    bits = x.to(tl.uint32, bitcast=True)
    bits = (bits + (rnd & 0xFFFF)) & 0xFFFF0000
    c = bits.to(tl.float32, bitcast=True).to(tl.bfloat16)
    mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], c, mask=mask)
