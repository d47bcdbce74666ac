# Clamped f32 -> fp8 casts and back: x*150 clamped to e4m3's +-448 through
# tl.float8e4nv, x*20000 clamped to e5m2's +-57344 through tl.float8e5, the
# raw fp8 bytes via tl.cast(..., tl.int8, bitcast=True), and f16 -> bf16 -> f16
# and bf16 -> f16 -> bf16 round trips, with a masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*i8:16,*fp16:16,*bf16:16,i32,256
# launch: grid = 12, num_warps = 4
# args: f32[3000]=randn f32[3000]=zeros f32[3000]=zeros i8[6000]=zeros f16[3000]=zeros bf16[3000]=zeros i32=3000
# outputs: 1 2 3 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_clamp_roundtrip(x_ptr, e4_ptr, e5_ptr, bits_ptr, h_ptr, b_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    a = tl.clamp(x * 150.0, -448.0, 448.0)
    q4 = a.to(tl.float8e4nv)
    tl.store(e4_ptr + offs, q4.to(tl.float32), mask=mask)
    b = tl.minimum(tl.maximum(x * 20000.0, -57344.0), 57344.0)
    q5 = b.to(tl.float8e5)
    tl.store(e5_ptr + offs, q5.to(tl.float32), mask=mask)
    bits4 = tl.cast(q4, tl.int8, bitcast=True)
    bits5 = q5.to(tl.int8, bitcast=True)
    tl.store(bits_ptr + offs, bits4, mask=mask)
    tl.store(bits_ptr + n + offs, bits5, mask=mask)
    y = x * 3.0
    hb = y.to(tl.float16).to(tl.bfloat16).to(tl.float16)
    bh = y.to(tl.bfloat16).to(tl.float16).to(tl.bfloat16)
    tl.store(h_ptr + offs, hb, mask=mask)
    tl.store(b_ptr + offs, bh, mask=mask)
