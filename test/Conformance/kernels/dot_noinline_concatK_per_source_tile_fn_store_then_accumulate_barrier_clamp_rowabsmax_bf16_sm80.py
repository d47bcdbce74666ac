# Concat-K GEMM out = clamp(X1 @ W1 + X2 @ W2) where each source's K loop is
# a @triton.jit(noinline=True) device function that writes (first source) or
# read-adds-writes (ACCUMULATE=True, second source) the f32 output tile; a
# debug_barrier orders the calls, and a noinline epilogue clamps the tile in
# place and returns its absmax (a scalar) stored per tile. K1=96, K2=72.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,*fp32:16,i32,i32,i32:16,i32,fp32,64,32,32
# launch: grid = 2x3, num_warps = 4, num_stages = 3
# args: bf16[11520]=int:-2:2 bf16[6720]=int:-2:2 bf16[8640]=int:-2:2 bf16[5040]=int:-2:2 f32[8400]=zeros f32[6]=zeros i32=120 i32=70 i32=96 i32=72 f32=40.0
# outputs: 4 5
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit(noinline=True)
def source_tile_gemm(out_ptr, x_ptr, w_ptr, off_m, off_n, M, N, K,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, ACCUMULATE: tl.constexpr):
    rm = off_m + tl.arange(0, BM)
    rn = off_n + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + rk
        x = tl.load(x_ptr + rm[:, None] * K + kk[None, :],
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        w = tl.load(w_ptr + kk[:, None] * N + rn[None, :],
                    mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(x, w, acc)
    o_ptrs = out_ptr + rm[:, None] * N + rn[None, :]
    o_mask = (rm[:, None] < M) & (rn[None, :] < N)
    if ACCUMULATE:
        acc += tl.load(o_ptrs, mask=o_mask, other=0.0)
    tl.store(o_ptrs, acc, mask=o_mask)


@triton.jit(noinline=True)
def clamp_tile_absmax(out_ptr, off_m, off_n, M, N, clip, BM: tl.constexpr, BN: tl.constexpr):
    rm = off_m + tl.arange(0, BM)
    rn = off_n + tl.arange(0, BN)
    o_ptrs = out_ptr + rm[:, None] * N + rn[None, :]
    o_mask = (rm[:, None] < M) & (rn[None, :] < N)
    y = tl.load(o_ptrs, mask=o_mask, other=0.0)
    tl.store(o_ptrs, tl.minimum(tl.maximum(y, -clip), clip), mask=o_mask)
    return tl.max(tl.max(tl.abs(y), axis=1), axis=0)


@triton.jit
def concat_k_noinline_gemm_kernel(x1_ptr, w1_ptr, x2_ptr, w2_ptr, out_ptr, tile_absmax_ptr,
                                  M, N, K1, K2, clip,
                                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    off_m = pid_m * BM
    off_n = pid_n * BN
    source_tile_gemm(out_ptr, x1_ptr, w1_ptr, off_m, off_n, M, N, K1, BM, BN, BK, False)
    tl.debug_barrier()
    source_tile_gemm(out_ptr, x2_ptr, w2_ptr, off_m, off_n, M, N, K2, BM, BN, BK, True)
    tl.debug_barrier()
    amax = clamp_tile_absmax(out_ptr, off_m, off_n, M, N, clip, BM, BN)
    tl.store(tile_absmax_ptr + pid_m * tl.num_programs(1) + pid_n, amax)
