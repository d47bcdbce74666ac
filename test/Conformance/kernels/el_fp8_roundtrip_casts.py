# Casts through fp8: f32 to e4m3 and e5m2 (round to nearest even) and back,
# and f16 to bf16, over 1024 values scaled into fp8's range.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*bf16:16,1024
# launch: grid = 2, num_warps = 4
# args: f32[2048]=randn f32[2048]=zeros f32[2048]=zeros bf16[2048]=zeros
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_casts(x_ptr, a_ptr, b_ptr, c_ptr, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + o) * 4.0
    tl.store(a_ptr + o, x.to(tl.float8e4nv).to(tl.float32))
    tl.store(b_ptr + o, x.to(tl.float8e5).to(tl.float32))
    tl.store(c_ptr + o, x.to(tl.float16).to(tl.bfloat16))
