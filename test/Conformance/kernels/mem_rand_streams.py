# Philox random numbers from a runtime seed and element offsets: tl.rand,
# tl.randn (seed + 1) and tl.randint (offsets shifted by n), deterministic so
# they compare with Triton's; masked tail (n = 2^21 + 13).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,i32,i32,1024
# launch: grid = 2049, num_warps = 2
# args: f32[2097165]=zeros f32[2097165]=zeros i32[2097165]=zeros i32=2097165 i32=1234
# outputs: 0 1 2
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def rand_streams(u_ptr, g_ptr, r_ptr, n, seed, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(u_ptr + offs, tl.rand(seed, offs), mask=mask)
    tl.store(g_ptr + offs, tl.randn(seed + 1, offs), mask=mask)
    r = tl.randint(seed, offs + n)
    tl.store(r_ptr + offs, r.to(tl.int32, bitcast=True), mask=mask)
