# fp8 e4m3 GEMM with 8x8 output tiles (M and N both below the 16-row MMA shape)
# over a K loop of BLOCK_K = 32 with a masked K tail (K = 200) and M/N tails;
# the f32 result is scaled by power-of-two tensor scales, stored masked, and
# also fed to tl.cumsum along N and a masked row max per tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e4nv:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,fp32,fp32,8,8,32
# launch: grid = 7x5, num_warps = 4, num_stages = 2
# args: fp8e4m3[10000]=int:-3:3 fp8e4m3[7200]=int:-3:3 f32[1800]=zeros f32[1800]=zeros f32[250]=zeros i32=50 i32=36 i32=200 i32=200 i32=36 i32=36 fp32=0.5 fp32=0.25
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_small_tile_cumsum_kernel(a_ptr, b_ptr, c_ptr, cs_ptr, rmax_ptr, M, N, K,
                                 stride_am, stride_bk, stride_cm, scale_a, scale_b,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    num_pid_n = tl.num_programs(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + offs_k
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + kk[None, :],
                    mask=(offs_m[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * stride_bk + offs_n[None, :],
                    mask=(kk[:, None] < K) & (offs_n[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    acc = acc * (scale_a * scale_b)
    nmask = offs_n[None, :] < N
    cmask = (offs_m[:, None] < M) & nmask
    c_off = offs_m[:, None] * stride_cm + offs_n[None, :]
    tl.store(c_ptr + c_off, acc, mask=cmask)
    cs = tl.cumsum(acc, axis=1)
    tl.store(cs_ptr + c_off, cs, mask=cmask)
    rmax = tl.max(tl.where(nmask, acc, float("-inf")), axis=1)
    tl.store(rmax_ptr + offs_m * num_pid_n + pid_n, rmax, mask=offs_m < M)
