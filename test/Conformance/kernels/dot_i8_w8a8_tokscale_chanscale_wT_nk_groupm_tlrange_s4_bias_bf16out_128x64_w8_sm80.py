# W8A8 int8 linear layer in the SmoothQuant/vLLM scaled_mm style: A [M, K]
# int8 with a per-token (row) f32 scale, W [N, K] int8 loaded transposed
# with a per-channel (column) f32 scale, int32 accumulation over a
# tl.range(num_stages=4) K loop, dequant + bf16 bias, bf16 output; GROUP_M
# swizzled 1-D grid; M=300, N=192, K=272 tails. 128x64x64, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*fp32:16,*bf16:16,*bf16:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,128,64,64,4
# launch: grid = 9, num_warps = 8, num_stages = 4
# args: i8[81600]=int:-20:20 i8[52224]=int:-20:20 f32[300]=rand f32[192]=rand bf16[192]=int:-8:8 bf16[57600]=zeros i32=300 i32=192 i32=272 i32=272 i32=272 i32=192
# outputs: 5
# tol: 1e-2 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def w8a8_scaled_mm_kernel(a_ptr, w_ptr, a_scale_ptr, w_scale_ptr, bias_ptr, c_ptr, M, N, K,
                          stride_am, stride_wn, stride_cm,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = tl.minimum(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + (pid % num_pid_in_group) % group_size_m
    pid_n = (pid % num_pid_in_group) // group_size_m

    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :]
    w_ptrs = w_ptr + rn[None, :] * stride_wn + rk[:, None]
    acc = tl.zeros((BM, BN), dtype=tl.int32)
    for ki in tl.range(0, tl.cdiv(K, BK), num_stages=4):
        k_rem = K - ki * BK
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < k_rem), other=0)
        w = tl.load(w_ptrs, mask=(rn[None, :] < N) & (rk[:, None] < k_rem), other=0)
        acc = tl.dot(a, w, acc, out_dtype=tl.int32)
        a_ptrs += BK
        w_ptrs += BK
    a_scale = tl.load(a_scale_ptr + rm, mask=rm < M, other=0.0)
    w_scale = tl.load(w_scale_ptr + rn, mask=rn < N, other=0.0)
    bias = tl.load(bias_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)
    out = acc.to(tl.float32) * a_scale[:, None]
    out = out * w_scale[None, :] + bias[None, :]
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], out.to(tl.bfloat16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))
