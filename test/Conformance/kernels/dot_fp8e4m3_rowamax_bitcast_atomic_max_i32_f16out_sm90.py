# fp8 (e4m3) GEMM with row-major [K, N] B that also produces the amax of its
# output for the next layer's delayed-scaling recipe: per-row |C| maxima are
# bitcast to int32 (order-preserving for non-negative floats) and merged across
# the N tiles with masked tl.atomic_max, and a per-tile maximum goes to a single
# tensor-wide int32 slot by a scalar atomic_max. K = 144 (tail of 16), M = 250.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e4nv:16,*fp16:16,*i32:16,*i32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,64,64,64
# launch: grid = 4x3, num_warps = 4, num_stages = 3
# args: fp8e4m3[36000]=int:-2:2 fp8e4m3[27648]=int:-2:2 f16[48000]=zeros i32[250]=zeros i32[1]=zeros i32=250 i32=192 i32=144 i32=144 i32=192 i32=192
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_gemm_row_amax(A, B, C, ROW_AMAX, TENSOR_AMAX, M, N, K, stride_am, stride_bk, stride_cm,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N
    a_ptrs = A + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = B + offs_k[:, None] * stride_bk + offs_n[None, :]

    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for k0 in tl.range(0, K, BLOCK_K):
        k_in = offs_k < K - k0
        a = tl.load(a_ptrs, mask=m_mask[:, None] & k_in[None, :], other=0.0)
        b = tl.load(b_ptrs, mask=k_in[:, None] & n_mask[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk

    tl.store(C + offs_m[:, None] * stride_cm + offs_n[None, :], acc.to(tl.float16),
             mask=m_mask[:, None] & n_mask[None, :])
    row_amax = tl.max(tl.abs(acc), axis=1)
    bits = row_amax.to(tl.int32, bitcast=True)
    tl.atomic_max(ROW_AMAX + offs_m, bits, mask=m_mask)
    tile_amax = tl.max(tl.where(m_mask, bits, 0), axis=0)
    tl.atomic_max(TENSOR_AMAX, tile_amax)
