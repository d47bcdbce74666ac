# Grouped GEMM over 4 problems of shared N, K: a device array of M sizes per
# group, i64 row offsets of each group's A in a shared buffer and i64 slot
# offsets of each group's [K, N] weight; the launch covers the largest
# possible tile count and each program finds its group by scanning the
# prefix of the groups' tile counts in a small loop (the same scan gives the
# group's row offset in the packed output); programs past the last tile
# exit. Masked M tails, f16 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*i32:16,*i64:16,*i64:16,i32,i32:16,i32:16,64,64,64
# launch: grid = 32, num_warps = 4, num_stages = 3
# args: f16[65536]=int:-2:2 f16[131072]=int:-2:2 f16[102400]=zeros i32[4]=int:40:200 i64[4]=int:0:56 i64[4]=int:0:3 i32=4 i32=128 i32=256
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def grouped_gemm_scan(a_ptr, b_ptr, c_ptr, group_m_ptr, a_row_offsets_ptr, b_offsets_ptr,
                      num_groups, N, K,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_n = tl.cdiv(N, BLOCK_N)

    # find the group owning tile `pid`
    group = -1
    tile_base = 0
    row_base = 0
    tiles_seen = 0
    rows_seen = 0
    for g in range(0, num_groups):
        m_g = tl.load(group_m_ptr + g)
        tiles_g = tl.cdiv(m_g, BLOCK_M) * num_pid_n
        if (pid >= tiles_seen) & (pid < tiles_seen + tiles_g):
            group = g
            tile_base = tiles_seen
            row_base = rows_seen
        tiles_seen += tiles_g
        rows_seen += m_g
    if group < 0:
        return

    gm = tl.load(group_m_ptr + group)
    a_row0 = tl.load(a_row_offsets_ptr + group)
    b_off = tl.load(b_offsets_ptr + group)
    a_base = a_ptr + a_row0 * K
    b_base = b_ptr + b_off * K * N
    c_base = c_ptr + row_base.to(tl.int64) * N

    local = pid - tile_base
    pid_m = local // num_pid_n
    pid_n = local % num_pid_n
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mask_m = offs_m < gm

    a_ptrs = a_base + offs_m[:, None] * K + offs_k[None, :]
    b_ptrs = b_base + offs_k[:, None] * N + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=mask_m[:, None] & (offs_k[None, :] < K - k * BLOCK_K), other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
        acc += tl.dot(a, b)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * N

    c_ptrs = c_base + offs_m[:, None] * N + offs_n[None, :]
    tl.store(c_ptrs, acc.to(tl.float16), mask=mask_m[:, None] & (offs_n[None, :] < N))
