# Fused add + ReLU + scale, relu(x + y) * scale with a run-time fp32 scale,
# over 16777217 fp32 elements (2^24 + 1: the last block is one element).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,fp32,i32,4096
# launch: grid = 4097, num_warps = 16
# args: f32[16777217]=randn f32[16777217]=randn f32[16777217]=zeros fp32=0.75 i32=16777217
# outputs: 2
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def add_relu_scale(x_ptr, y_ptr, out_ptr, scale, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.maximum(x + y, 0.0) * scale, mask=mask)
