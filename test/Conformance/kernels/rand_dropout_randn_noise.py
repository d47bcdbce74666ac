# Dropout with tl.rand (keep probability 0.8, rescaled) plus tl.randn noise
# scaled by 0.01, both from a seed argument and the element offset, over 1000
# elements (a 1024 block, masked).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32,1024
# launch: grid = 3, num_warps = 4
# args: f32[3000]=randn f32[3000]=zeros i32=1000 i32=1234
# outputs: 1
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def dropout_noise(x_ptr, y_ptr, N, seed, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * N + tl.arange(0, BLOCK)
    mask = tl.arange(0, BLOCK) < N
    x = tl.load(x_ptr + offs, mask=mask)
    keep = tl.rand(seed, offs) < 0.8
    noise = tl.randn(seed + 1, offs) * 0.01
    y = tl.where(keep, x / 0.8, 0.0) + noise
    tl.store(y_ptr + offs, y, mask=mask)
