# Per-element loops mixing integer and float pipelines over 2000 elements:
# K rounds of a multiply-shift hash on uint32 (tl.umulhi by a >2^31 literal,
# wrapping low product, xor-shift) and a Horner polynomial evaluated with
# tl.math.fma using per-round coefficients loaded as scalars; a fastrange
# bucket from umulhi of the final hash; int32 storage via bitcast.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp32:16,*fp32:16,*i32:16,*i32:16,*fp32:16,i32,i32,i32,512
# launch: grid = 4, num_warps = 2
# args: i32[2000]=int:-2000000000:2000000000 f32[2000]=rand f32[9]=randn i32[2000]=zeros i32[2000]=zeros f32[2000]=zeros i32=2000 i32=9 i32=1000
# outputs: 3 4 5
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def umulhi_fma_rounds_kernel(
    key_ptr, x_ptr, coef_ptr, hash_ptr, bucket_ptr, poly_ptr, N, K, NBUCKETS,
    BLOCK: tl.constexpr,
):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    key = tl.load(key_ptr + offs, mask=m, other=0).to(tl.uint32, bitcast=True)
    x = tl.load(x_ptr + offs, mask=m, other=0.0) * 2.0 - 1.0
    h = key ^ 0x85EBCA6B
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for k in range(K):
        c = tl.load(coef_ptr + k)
        hi = tl.umulhi(h, 0x9E3779B1)
        lo = h * 0x9E3779B1
        h = (hi ^ lo) ^ (h >> 15)
        h = h + k.to(tl.uint32)
        acc = tl.math.fma(acc, x, c)
    bucket = tl.umulhi(h, NBUCKETS.to(tl.uint32))
    tl.store(hash_ptr + offs, h.to(tl.int32, bitcast=True), mask=m)
    tl.store(bucket_ptr + offs, bucket.to(tl.int32, bitcast=True), mask=m)
    tl.store(poly_ptr + offs, acc, mask=m)
