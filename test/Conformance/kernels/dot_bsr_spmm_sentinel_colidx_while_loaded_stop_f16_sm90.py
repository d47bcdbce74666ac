# Block-sparse-row (BSR) x dense SpMM where each block row's column-block list
# is terminated by a -1 sentinel (padded table, MAX_NB slots): the K loop is a
# while loop whose stop condition is the column index loaded at the end of the
# previous trip, carrying the f32 dot accumulator. 64x64 dense blocks of A,
# 64-wide N tiles with an N tail, 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*fp16:16,*fp32:16,i32,i32:16,i32,6,64,64
# launch: grid = 5x4, num_warps = 4, num_stages = 2
# args: f16[122880]=int:-2:2 i32[30]=int:-1:7 f16[102400]=int:-2:2 f32[64000]=zeros i32=200 i32=512 i32=200
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bsr_spmm_sentinel_kernel(blocks_ptr, col_idx_ptr, b_ptr, c_ptr, N, K, stride_cm,
                             MAX_NB: tl.constexpr, BS: tl.constexpr, BLOCK_N: tl.constexpr):
    brow = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_r = tl.arange(0, BS)
    offs_k = tl.arange(0, BS)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    n_mask = offs_n < N

    row_blocks = blocks_ptr + brow * (MAX_NB * BS * BS)
    a_tile_ptrs = row_blocks + offs_r[:, None] * BS + offs_k[None, :]
    idx_base = col_idx_ptr + brow * MAX_NB

    acc = tl.zeros((BS, BLOCK_N), dtype=tl.float32)
    slot = 0
    col_blk = tl.load(idx_base)
    while col_blk >= 0:
        a = tl.load(a_tile_ptrs + slot * (BS * BS))
        k_rows = col_blk * BS + offs_k
        b = tl.load(b_ptr + k_rows[:, None] * N + offs_n[None, :],
                    mask=(k_rows[:, None] < K) & n_mask[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
        slot += 1
        # past the last slot reads as the sentinel
        col_blk = tl.load(idx_base + slot, mask=slot < MAX_NB, other=-1)

    offs_m = brow * BS + offs_r
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc, mask=n_mask[None, :])
