# Persistent matmul (tutorial-09 style, plain pointers): NUM_SMS = 8 programs
# each walk the 32 output tiles with tl.range(start_pid, num_tiles, NUM_SMS),
# the tile coordinates from a grouped-order jit helper (GROUP_SIZE_M = 4),
# an inner K loop with K-masked loads, offsets clamped with tl.where and
# hinted with multiple_of / max_contiguous; f16 in, f32 out, 128x64x64.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32:16,i32:16,i32:16,128,64,64,4,8
# launch: grid = 8, num_warps = 4, num_stages = 3
# args: f16[131072]=int:-2:2 f16[131072]=int:-2:2 f32[262144]=zeros i32=512 i32=512 i32=256
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _tile_coords(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_M: tl.constexpr):
    group_id = tile_id // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + ((tile_id % num_pid_in_group) % group_size_m)
    pid_n = (tile_id % num_pid_in_group) // group_size_m
    return pid_m, pid_n


@triton.jit
def matmul_persistent(a_ptr, b_ptr, c_ptr, M, N, K,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                      GROUP_SIZE_M: tl.constexpr, NUM_SMS: tl.constexpr):
    start_pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    k_tiles = tl.cdiv(K, BLOCK_K)
    num_tiles = num_pid_m * num_pid_n
    num_pid_in_group = GROUP_SIZE_M * num_pid_n

    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS):
        pid_m, pid_n = _tile_coords(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_M)
        start_m = pid_m * BLOCK_M
        start_n = pid_n * BLOCK_N
        offs_am = start_m + tl.arange(0, BLOCK_M)
        offs_bn = start_n + tl.arange(0, BLOCK_N)
        offs_am = tl.where(offs_am < M, offs_am, 0)
        offs_bn = tl.where(offs_bn < N, offs_bn, 0)
        offs_am = tl.max_contiguous(tl.multiple_of(offs_am, BLOCK_M), BLOCK_M)
        offs_bn = tl.max_contiguous(tl.multiple_of(offs_bn, BLOCK_N), BLOCK_N)

        accumulator = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for ki in range(k_tiles):
            offs_k = ki * BLOCK_K + tl.arange(0, BLOCK_K)
            a = tl.load(a_ptr + offs_am[:, None] * K + offs_k[None, :],
                        mask=offs_k[None, :] < K, other=0.0)
            b = tl.load(b_ptr + offs_k[:, None] * N + offs_bn[None, :],
                        mask=offs_k[:, None] < K, other=0.0)
            accumulator = tl.dot(a, b, accumulator)

        offs_cm = start_m + tl.arange(0, BLOCK_M)
        offs_cn = start_n + tl.arange(0, BLOCK_N)
        c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
        tl.store(c_ptr + offs_cm[:, None] * N + offs_cn[None, :], accumulator, mask=c_mask)
