# Persistent bf16 GEMM on sm_80: 6 programs stride over 20 output tiles
# (M = 300, N = 200: tails on both axes) with tl.range, the inner K loop
# (K = 240, a masked half tile at the end) is a tl.range with
# loop_unroll_factor=2; epilogue adds an f32 per-row bias, stores bf16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,i32,i32,i32:16,i32:16,i32,i32,64,64,32,6
# launch: grid = 6, num_warps = 4, num_stages = 3
# args: bf16[72000]=int:-2:2 bf16[48000]=int:-2:2 bf16[60000]=zeros f32[300]=int:-8:8 i32=300 i32=200 i32=240 i32=240 i32=200 i32=200
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def persistent_gemm_unrolled_k(a_ptr, b_ptr, c_ptr, bias_ptr, M, N, K,
                               stride_am, stride_bk, stride_cm,
                               BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                               NUM_PROGS: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_tiles = num_pid_m * num_pid_n
    k_tiles = tl.cdiv(K, BLOCK_K)
    rk = tl.arange(0, BLOCK_K)
    for tile_id in tl.range(pid, num_tiles, NUM_PROGS):
        pid_m = tile_id // num_pid_n
        pid_n = tile_id % num_pid_n
        offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        mask_m = offs_m < M
        mask_n = offs_n < N
        a_ptrs = a_ptr + offs_m[:, None] * stride_am + rk[None, :]
        b_ptrs = b_ptr + rk[:, None] * stride_bk + offs_n[None, :]
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for kt in tl.range(0, k_tiles, loop_unroll_factor=2):
            k_left = K - kt * BLOCK_K
            a = tl.load(a_ptrs, mask=mask_m[:, None] & (rk[None, :] < k_left), other=0.0)
            b = tl.load(b_ptrs, mask=(rk[:, None] < k_left) & mask_n[None, :], other=0.0)
            acc = tl.dot(a, b, acc)
            a_ptrs += BLOCK_K
            b_ptrs += BLOCK_K * stride_bk
        bias = tl.load(bias_ptr + offs_m, mask=mask_m, other=0.0)
        acc = acc + bias[:, None]
        c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :]
        tl.store(c_ptrs, acc.to(tl.bfloat16), mask=mask_m[:, None] & mask_n[None, :])
