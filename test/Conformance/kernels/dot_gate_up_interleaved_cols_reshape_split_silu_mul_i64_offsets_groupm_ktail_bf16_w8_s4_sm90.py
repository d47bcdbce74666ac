# Fused gate/up projection with interleaved weight columns (2j = gate_j,
# 2j+1 = up_j): one [128, 64] x [64, 128] bf16 K loop (K = 136 tail) per tile of
# the [M, 2N] product, grouped-M launch order, then tl.reshape to [128, 64, 2] and
# tl.split into gate and up for SiLU(gate) * up; rows addressed with int64 offsets.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32,i32:16,i32,i32,i32:16,i32:16,128,64,64,2
# launch: grid = 9, num_warps = 8, num_stages = 4
# args: bf16[40800]=int:-2:2 bf16[43520]=int:-1:1 bf16[48000]=zeros i32=300 i32=160 i32=136 i32=136 i32=320 i32=160
# outputs: 2
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fused_gate_up_silu_kernel(x_ptr, w_ptr, out_ptr, M, N, K, stride_xm, stride_wk, stride_om,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                              GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = tl.minimum(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_w = pid_n * (2 * BLOCK_N) + tl.arange(0, 2 * BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mmask = offs_m < M
    row_x = offs_m.to(tl.int64) * stride_xm
    acc = tl.zeros((BLOCK_M, 2 * BLOCK_N), dtype=tl.float32)
    for kb in range(0, tl.cdiv(K, BLOCK_K)):
        kk = kb * BLOCK_K + offs_k
        a = tl.load(x_ptr + row_x[:, None] + kk[None, :],
                    mask=mmask[:, None] & (kk[None, :] < K), other=0.0)
        b = tl.load(w_ptr + kk[:, None] * stride_wk + offs_w[None, :],
                    mask=(kk[:, None] < K) & (offs_w[None, :] < 2 * N), other=0.0)
        acc = tl.dot(a, b, acc)
    gate, up = tl.split(tl.reshape(acc, (BLOCK_M, BLOCK_N, 2)))
    h = gate * tl.sigmoid(gate) * up
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    out_off = offs_m.to(tl.int64)[:, None] * stride_om + offs_n[None, :].to(tl.int64)
    tl.store(out_ptr + out_off, h.to(tl.bfloat16), mask=mmask[:, None] & (offs_n[None, :] < N))
