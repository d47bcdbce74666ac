# Large-tile scaled GEMM: 256x128x64 bf16 tiles on 8 warps, GROUP_M = 4 tile
# swizzle from a 1-D grid, K loop as tl.range(num_stages = 3,
# disallow_acc_multi_buffer = True); epilogue applies a per-row (token) and a
# per-column (channel) f32 scale plus a bf16 bias and stores f16. M = 300 and
# K = 300 tails with an unaligned A row stride.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,*bf16:16,*fp16:16,i32,i32:16,i32,i32,i32:16,i32:16,256,128,64,4
# launch: grid = 4, num_warps = 8, num_stages = 3
# args: bf16[90000]=int:-1:1 bf16[76800]=int:-1:1 f32[300]=int:1:2 f32[256]=int:1:2 bf16[256]=int:-8:8 f16[76800]=zeros i32=300 i32=256 i32=300 i32=300 i32=256 i32=256
# outputs: 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def big_tile_scaled_gemm(a_ptr, b_ptr, rs_ptr, cs_ptr, bias_ptr, c_ptr, M, N, K,
                         stride_am, stride_bk, stride_cm,
                         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for kt in tl.range(0, tl.cdiv(K, BK), num_stages=3, disallow_acc_multi_buffer=True):
        k_left = K - kt * BK
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < k_left), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < k_left) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    rs = tl.load(rs_ptr + rm, mask=rm < M, other=0.0)
    cs = tl.load(cs_ptr + rn, mask=rn < N, other=0.0)
    bias = tl.load(bias_ptr + rn, mask=rn < N, other=0.0)
    out = acc * rs[:, None] * cs[None, :] + bias[None, :].to(tl.float32)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], out.to(tl.float16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))
