# Batched Hopper GEMM through rank-3 host TMA descriptors (block [1, BM, BK]
# loads reshaped to 2-D, store of a [1, BM, BN] tile), a GROUP_M-swizzled
# tile order over a 1-D pid with the batch on axis 1, M = 200 and K = 176
# tails left to TMA zero fill and store clipping, a per-batch f32 row bias.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: tensordesc<fp16[1, 128, 64]>,tensordesc<fp16[1, 64, 64]>,tensordesc<fp16[1, 128, 64]>,*fp32:16,i32,i32:16,i32:16,i32:16,128,64,64,2
# launch: grid = 6x3, num_warps = 8, num_stages = 4
# args: desc:f16[3,200,176]/[1,128,64]=int:-2:2 desc:f16[3,176,192]/[1,64,64]=int:-2:2 desc:f16[3,200,192]/[1,128,64]=zeros f32[576]=int:-4:4 i32=200 i32=192 i32=176 i32=192
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bmm_tma3d_grouped(a_desc, b_desc, c_desc, bias_ptr, M, N, K, stride_bias_b,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    bid = tl.program_id(1)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = tl.minimum(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    off_m = pid_m * BM
    off_n = pid_n * BN

    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in tl.range(0, K, BK):
        a = a_desc.load([bid, off_m, k]).reshape(BM, BK)
        b = b_desc.load([bid, k, off_n]).reshape(BK, BN)
        acc = tl.dot(a, b, acc)

    offs_n = off_n + tl.arange(0, BN)
    bias = tl.load(bias_ptr + bid * stride_bias_b + offs_n, mask=offs_n < N, other=0.0)
    acc = acc + bias[None, :]
    c_desc.store([bid, off_m, off_n], acc.to(tl.float16).reshape(1, BM, BN))
