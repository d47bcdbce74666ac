# Low-memory dropout: the keep mask comes from tl.rand(seed, offsets) (no
# mask tensor in memory), kept values scaled by 1/(1-p); deterministic given
# seed and offsets. Masked tail, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,fp32,i32,2048
# launch: grid = 2048, num_warps = 2
# args: f32[4194303]=randn f32[4194303]=zeros i32=4194303 fp32=0.3 i32=4242
# outputs: 1
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def dropout_lowmem(x_ptr, out_ptr, n, p, seed, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    keep = tl.rand(seed, offs) > p
    tl.store(out_ptr + offs, tl.where(keep, x / (1 - p), 0.0), mask=mask)
