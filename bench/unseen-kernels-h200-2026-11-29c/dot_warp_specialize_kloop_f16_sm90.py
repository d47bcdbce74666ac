# Grouped-order f16 matmul whose K loop is tl.range(0, K, BK,
# warp_specialize=True) (Triton's automatic warp specialization: producer
# loads, consumer wgmma); 128x128x64 tiles, 4 warps, 3 stages, f16 result.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,128,128,64,4
# launch: grid = 16, num_warps = 4, num_stages = 3
# args: f16[131072]=int:-2:2 f16[131072]=int:-2:2 f16[262144]=zeros i32=512 i32=512 i32=256 i32=256 i32=512 i32=512
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_matmul(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm, BM: tl.constexpr, BN: tl.constexpr,
              BK: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    offs_am = (pid_m * BM + tl.arange(0, BM)) % M
    offs_bn = (pid_n * BN + tl.arange(0, BN)) % N
    offs_k = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in tl.range(0, K, BK, warp_specialize=True):
        a = tl.load(a_ptr + offs_am[:, None] * stride_am + (k + offs_k)[None, :])
        b = tl.load(b_ptr + (k + offs_k)[:, None] * stride_bk + offs_bn[None, :])
        acc = tl.dot(a, b, acc)
    c = acc.to(tl.float16)
    offs_cm = pid_m * BM + tl.arange(0, BM)
    offs_cn = pid_n * BN + tl.arange(0, BN)
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptr + offs_cm[:, None] * stride_cm + offs_cn[None, :], c, mask=c_mask)
