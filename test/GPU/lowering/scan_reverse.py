# reverse=True: a suffix sum of int32 over 1024 elements (exact) and of an
# fp32 tile along its rows.
# signature: *i32:16,*i32:16,*fp32:16,*fp32:16,1024,16,64
# launch: grid = 1, num_warps = 4
# args: i32[1024]=rand i32[1024]=zeros f32[16,64]=randn f32[16,64]=zeros
# outputs: 1 3
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def suffix_sums(x_ptr, y_ptr, a_ptr, b_ptr, N: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    offs = tl.arange(0, N)
    tl.store(y_ptr + offs, tl.cumsum(tl.load(x_ptr + offs), axis=0, reverse=True))
    tile = tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :]
    tl.store(b_ptr + tile, tl.cumsum(tl.load(a_ptr + tile), axis=1, reverse=True))
