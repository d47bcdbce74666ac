# Low-memory dropout: the keep mask comes from tl.rand(seed, offsets) (never
# stored), kept values scaled by 1 / (1 - p); p and seed runtime scalars;
# 16 warps, masked tail (n = 2^22 + 1).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,fp32,i32,4096
# launch: grid = 1025, num_warps = 16
# args: f32[4194305]=randn f32[4194305]=zeros i32=4194305 fp32=0.3 i32=20251
# outputs: 1
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def low_mem_dropout(x_ptr, y_ptr, n, p, seed, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    r = tl.rand(seed, offs)
    keep = r > p
    y = tl.where(keep, x / (1 - p), 0.0)
    tl.store(y_ptr + offs, y, mask=mask)
