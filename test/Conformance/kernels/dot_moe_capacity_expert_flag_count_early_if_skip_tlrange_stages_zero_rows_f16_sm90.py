# Capacity-padded MoE expert GEMM ([E, CAP, K] x [E, K, N]): each program loads
# its expert's enable flag and token count and skips the whole K loop with an
# early scalar `if` when the expert is off or its M tile is past the count;
# otherwise a tl.range(..., num_stages=3) K loop, rows past the count masked.
# All CAP rows are written (zeros when skipped). f16, 64x128x64, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,*i32:16,*fp16:16,i32:16,i32,i32:16,i32:16,i32:16,i32:16,i32,i32:16,i32,64,128,64
# launch: grid = 4x4, num_warps = 8, num_stages = 3
# args: f16[61440]=int:-2:2 f16[128000]=int:-2:2 i32[4]=int:0:1 i32[4]=int:0:96 f16[76800]=zeros i32=96 i32=200 i32=160 i32=15360 i32=160 i32=32000 i32=200 i32=19200 i32=200
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def moe_capacity_expert_gemm_kernel(x_ptr, w_ptr, expert_on_ptr, counts_ptr, y_ptr, CAP, N, K,
                                    stride_xe, stride_xm, stride_we, stride_wk, stride_ye, stride_ym,
                                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    e = tl.program_id(1)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n

    n_tok = tl.load(counts_ptr + e)
    expert_on = tl.load(expert_on_ptr + e)
    row0 = pid_m * BLOCK_M
    offs_m = row0 + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    if (expert_on != 0) & (row0 < n_tok):
        x_ptrs = x_ptr + e * stride_xe + offs_m[:, None] * stride_xm + offs_k[None, :]
        w_ptrs = w_ptr + e * stride_we + offs_k[:, None] * stride_wk + offs_n[None, :]
        tok_ok = offs_m < n_tok
        for kt in tl.range(0, tl.cdiv(K, BLOCK_K), num_stages=3):
            k_ok = offs_k < K - kt * BLOCK_K
            x = tl.load(x_ptrs, mask=tok_ok[:, None] & k_ok[None, :], other=0.0)
            w = tl.load(w_ptrs, mask=k_ok[:, None] & (offs_n[None, :] < N), other=0.0)
            acc = tl.dot(x, w, acc)
            x_ptrs += BLOCK_K
            w_ptrs += BLOCK_K * stride_wk

    y_ptrs = y_ptr + e * stride_ye + offs_m[:, None] * stride_ym + offs_n[None, :]
    tl.store(y_ptrs, acc.to(tl.float16), mask=(offs_m[:, None] < CAP) & (offs_n[None, :] < N))
