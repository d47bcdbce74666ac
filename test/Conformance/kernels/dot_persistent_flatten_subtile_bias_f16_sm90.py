# Persistent GEMM in the tutorial-09 form with tl.range(..., flatten=True):
# 5 programs stride over 9 output tiles (M = 320, N = 272: tail tiles on
# both axes, offsets clamped with tl.where and hinted), an inner K loop of
# 64-wide steps, then an epilogue that adds a column bias and splits the
# 128x128 accumulator into two 128x64 halves (reshape, permute, tl.split)
# stored separately as f16. 8 warps, 3 stages.
# Kept on purpose: fuse-nested-loops versions the nest on `k_tiles <= 0`
# where Triton 3.6 tests `== 0` (its fused body runs once for a negative
# trip count; see FuseNestedLoops.cpp).
# differs: %_ = arith.cmpi eq, %_, %_ : i32 => %_ = arith.cmpi sle, %_, %_ : i32
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,128,128,64,4,5
# launch: grid = 5, num_warps = 8, num_stages = 3
# args: f16[81920]=int:-2:2 f16[69632]=int:-2:2 f16[87040]=zeros f32[272]=int:-8:8 i32=320 i32=272 i32=256 i32=256 i32=272 i32=272
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _compute_pid(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_M: tl.constexpr):
    group_id = tile_id // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + (tile_id % group_size_m)
    pid_n = (tile_id % num_pid_in_group) // group_size_m
    return pid_m, pid_n


@triton.jit
def matmul_persistent_subtile(a_ptr, b_ptr, c_ptr, bias_ptr, M, N, K,
                              stride_am, stride_bk, stride_cm,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                              GROUP_SIZE_M: tl.constexpr, NUM_SMS: tl.constexpr):
    start_pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    k_tiles = tl.cdiv(K, BLOCK_K)
    num_tiles = num_pid_m * num_pid_n
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    offs_k_for_mask = tl.arange(0, BLOCK_K)

    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS, flatten=True):
        pid_m, pid_n = _compute_pid(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_M)
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
            a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :])
            b_ptrs = b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :])
            a = tl.load(a_ptrs, mask=offs_k_for_mask[None, :] < K - ki * BLOCK_K, other=0.0)
            b = tl.load(b_ptrs, mask=offs_k_for_mask[:, None] < K - ki * BLOCK_K, other=0.0)
            accumulator = tl.dot(a, b, accumulator)

        offs_cm = start_m + tl.arange(0, BLOCK_M)
        offs_cn = start_n + tl.arange(0, BLOCK_N)
        bias = tl.load(bias_ptr + offs_cn, mask=offs_cn < N, other=0.0)
        accumulator = accumulator + bias[None, :]

        acc = tl.reshape(accumulator, (BLOCK_M, 2, BLOCK_N // 2))
        acc = tl.permute(acc, (0, 2, 1))
        acc0, acc1 = tl.split(acc)
        offs_cn0 = start_n + tl.arange(0, BLOCK_N // 2)
        offs_cn1 = offs_cn0 + BLOCK_N // 2
        c_ptrs0 = c_ptr + stride_cm * offs_cm[:, None] + offs_cn0[None, :]
        c_ptrs1 = c_ptr + stride_cm * offs_cm[:, None] + offs_cn1[None, :]
        tl.store(c_ptrs0, acc0.to(tl.float16), mask=(offs_cm[:, None] < M) & (offs_cn0[None, :] < N))
        tl.store(c_ptrs1, acc1.to(tl.float16), mask=(offs_cm[:, None] < M) & (offs_cn1[None, :] < N))
