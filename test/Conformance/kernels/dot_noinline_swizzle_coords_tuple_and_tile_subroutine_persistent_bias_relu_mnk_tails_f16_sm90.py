# Persistent GEMM built from @triton.jit(noinline=True) device functions
# (Triton only lets scalars cross a noinline call): one maps a tile id to
# GROUP_M-swizzled (pid_m, pid_n) and returns the scalar tuple, the other is
# a whole-tile subroutine (masked K loop, bias + ReLU epilogue, f16 store)
# called once per tile. M=200, N=192, K=176 tails; 64x64x32, 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp16:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,64,64,32,4
# launch: grid = 5, num_warps = 4, num_stages = 3
# args: f16[35200]=int:-2:2 f16[33792]=int:-2:2 f32[192]=int:-4:4 f16[38400]=zeros i32=200 i32=192 i32=176 i32=176 i32=192 i32=192
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit(noinline=True)
def swizzle_tile(tile_id, num_pid_m, num_pid_n, GROUP_M: tl.constexpr):
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = tile_id // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = tl.minimum(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + (tile_id % num_pid_in_group) % group_size_m
    pid_n = (tile_id % num_pid_in_group) // group_size_m
    return pid_m, pid_n


@triton.jit(noinline=True)
def gemm_tile_bias_relu(a_ptr, b_ptr, bias_ptr, c_ptr, pid_m, pid_n, M, N, K,
                        stride_am, stride_bk, stride_cm,
                        BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * stride_am + kk[None, :],
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * stride_bk + rn[None, :],
                    mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    bias = tl.load(bias_ptr + rn, mask=rn < N, other=0.0)
    y = tl.maximum(acc + bias[None, :], 0.0)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], y.to(tl.float16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def noinline_persistent_gemm_kernel(a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K,
                                    stride_am, stride_bk, stride_cm,
                                    BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                                    GROUP_M: tl.constexpr):
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    num_tiles = num_pid_m * num_pid_n
    for tile_id in range(tl.program_id(0), num_tiles, tl.num_programs(0)):
        pid_m, pid_n = swizzle_tile(tile_id, num_pid_m, num_pid_n, GROUP_M)
        gemm_tile_bias_relu(a_ptr, b_ptr, bias_ptr, c_ptr, pid_m, pid_n, M, N, K,
                            stride_am, stride_bk, stride_cm, BM, BN, BK)
