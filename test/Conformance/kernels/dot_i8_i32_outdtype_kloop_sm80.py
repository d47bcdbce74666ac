# int8 x int8 -> int32 GEMM on the Ampere path: acc (int32 zeros) +=
# tl.dot(a, b, out_dtype=tl.int32) each K step, full-range int8 inputs
# (-128..127, exact in int32), 1-D grid split into (pid_m, pid_n), 128x128
# tiles, BLOCK_K = 64, 8 warps, 3 stages, int32 store.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i32:16,i32:16,i32:16,i32:16,128,128,64
# launch: grid = 16, num_warps = 8, num_stages = 3
# args: i8[131072]=int:-128:127 i8[131072]=int:-128:127 i32[262144]=zeros i32=512 i32=512 i32=256
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def int8_gemm_i32acc(a_ptr, b_ptr, c_ptr, M, N, K,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    grid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // grid_n
    pid_n = pid % grid_n
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + rm[:, None] * K + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * N + rn[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc += tl.dot(a, b, out_dtype=tl.int32)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * N
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)
