# W8A8 split-K linear: grid axis 2 picks a contiguous K slice of whole BLOCK_K
# tiles (last slice ragged, K = 1000); the [N, K] weight is loaded K-major and
# tl.trans'd, int8 x int8 -> int32 dots. Each slice tl.atomic_add's its int32
# partial into C32 (exact) and its row-scaled partial (integer-valued f32 row
# scales, also exact) into Y. 64x128x64 tiles, 4 warps, 4 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*i32:16,*fp32:16,i32,i32,i32,i32,i32,i32,64,128,64,4
# launch: grid = 2x2x4, num_warps = 4, num_stages = 4
# args: i8[120000]=int:-8:8 i8[200000]=int:-8:8 f32[120]=int:1:4 i32[24000]=zeros f32[24000]=zeros i32=120 i32=200 i32=1000 i32=1000 i32=1000 i32=200
# outputs: 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def w8a8_splitk_rowscale_kernel(a_ptr, w_ptr, row_scale_ptr, c32_ptr, y_ptr, M, N, K,
                                stride_am, stride_wn, stride_cm,
                                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                                SPLIT_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    pid_k = tl.program_id(2)

    k_tiles = tl.cdiv(K, BLOCK_K)
    tiles_per_split = tl.cdiv(k_tiles, SPLIT_K)
    k_start = pid_k * tiles_per_split * BLOCK_K
    k_end = tl.minimum(k_start + tiles_per_split * BLOCK_K, K)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k0 in range(k_start, k_end, BLOCK_K):
        kk = k0 + offs_k
        k_mask = kk < k_end
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + kk[None, :],
                    mask=m_mask[:, None] & k_mask[None, :], other=0)
        w = tl.load(w_ptr + offs_n[:, None] * stride_wn + kk[None, :],
                    mask=n_mask[:, None] & k_mask[None, :], other=0)
        acc = tl.dot(a, tl.trans(w), acc, out_dtype=tl.int32)

    c_off = offs_m[:, None] * stride_cm + offs_n[None, :]
    c_mask = m_mask[:, None] & n_mask[None, :]
    tl.atomic_add(c32_ptr + c_off, acc, mask=c_mask)
    row_scale = tl.load(row_scale_ptr + offs_m, mask=m_mask, other=0.0)
    tl.atomic_add(y_ptr + c_off, acc.to(tl.float32) * row_scale[:, None], mask=c_mask)
