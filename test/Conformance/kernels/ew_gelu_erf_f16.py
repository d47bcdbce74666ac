# Exact GELU, 0.5 * x * (1 + erf(x / sqrt(2))), with tl.math.erf (libdevice's
# erff) in fp32 on fp16 input, stored as fp16. 8388609 elements (2^23 + 1):
# a one-element masked tail block.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,2048
# launch: grid = 4097, num_warps = 8
# args: f16[8388609]=randn f16[8388609]=zeros i32=8388609
# outputs: 1
# tol: 2e-3 2e-3
import triton
import triton.language as tl


@triton.jit
def gelu_erf(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.math.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offs, y.to(tl.float16), mask=mask)
