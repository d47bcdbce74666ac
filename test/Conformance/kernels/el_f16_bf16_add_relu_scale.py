# An fp16/bf16 elementwise chain: fused add + ReLU + scale computed in fp32
# from an fp16 and a bf16 input, rounded to fp16 (stored), then widened again
# and multiplied by the bf16 input, rounded to bf16 (stored). The casts round
# in between and must not be folded away. Masked tail, 2048 per program.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*bf16:16,*fp16:16,*bf16:16,fp32,i32,2048
# launch: grid = 4096, num_warps = 4
# args: f16[8388531]=randn bf16[8388531]=randn f16[8388531]=zeros bf16[8388531]=zeros fp32=0.75 i32=8388531
# outputs: 2 3
# tol: 1e-3 1e-2
import triton
import triton.language as tl


@triton.jit
def add_relu_scale_chain(x_ptr, y_ptr, h_ptr, g_ptr, scale, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    yf = y.to(tl.float32)
    r = tl.maximum(x.to(tl.float32) + yf, 0.0) * scale
    h = r.to(tl.float16)
    tl.store(h_ptr + offs, h, mask=mask)
    g = (h.to(tl.float32) * yf + x.to(tl.float32)).to(tl.bfloat16)
    tl.store(g_ptr + offs, g, mask=mask)
