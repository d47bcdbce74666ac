# Onesweep radix-sort upfront pass: signed int32 keys made order-preserving
# u32 (sign bit flipped with a u32 xor), then for each of 4 8-bit digit planes
# (tl.static_range) a masked tl.histogram(256 bins) over a 1024-key block with
# a tail, the per-block exclusive tl.cumsum stored as local digit offsets and
# the counts folded into global per-plane bins with relaxed int atomics.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,i32,1024,8,4
# launch: grid = 5, num_warps = 2
# args: i32[5000]=int:-2147483648:2147483647 i32[1024]=zeros i32[5120]=zeros i32=5000
# outputs: 1 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def onesweep_upfront_hist_kernel(keys_ptr, hist_ptr, local_ptr, n, BLOCK: tl.constexpr,
                                 RADIX_BITS: tl.constexpr, PASSES: tl.constexpr):
    RADIX: tl.constexpr = 1 << RADIX_BITS
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    k = tl.load(keys_ptr + offs, mask=mask, other=0)
    u = k.to(tl.uint32, bitcast=True) ^ tl.full([BLOCK], 0x80000000, tl.uint32)
    bins = tl.arange(0, RADIX)
    for p in tl.static_range(PASSES):
        digit = ((u >> (p * RADIX_BITS)) & (RADIX - 1)).to(tl.int32)
        h = tl.histogram(digit, RADIX, mask=mask)
        excl = tl.cumsum(h, axis=0) - h
        tl.store(local_ptr + (pid * PASSES + p) * RADIX + bins, excl)
        tl.atomic_add(hist_ptr + p * RADIX + bins, h, sem="relaxed")
