# Philox random numbers from a seed argument and per-element offsets:
# tl.randint (int32 offsets, exact), tl.rand, and tl.randn with int64 offsets
# past 2^32 (the high word of the counter is live); masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp32:16,*fp32:16,i32,i32,1024
# launch: grid = 2930, num_warps = 4
# args: i32[2999999]=zeros f32[2999999]=zeros f32[2999999]=zeros i32=2999999 i32=20231
# outputs: 0 1 2
# tol: 1e-6 1e-5
import triton
import triton.language as tl


@triton.jit
def rand_randint_randn(ri_ptr, ru_ptr, rn_ptr, n, seed, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    ri = tl.randint(seed, offs)
    tl.store(ri_ptr + offs, ri.to(tl.int32, bitcast=True), mask=mask)
    tl.store(ru_ptr + offs, tl.rand(seed, offs + n), mask=mask)
    big = offs.to(tl.int64) + 12884901888
    tl.store(rn_ptr + offs, tl.randn(seed, big), mask=mask)
