# f32 -> f16 and f32 -> bf16 with explicit fp_downcast_rounding "rtz" and
# "rtne" (values scaled so some overflow f16), each result bitcast to i16 and
# stored; an f32 <-> i32 bitcast frexp (exponent field and mantissa), the next
# f16 up rebuilt from i16 bits, tl.clamp with runtime bounds and tl.fma.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i16:16,*i16:16,*i16:16,*i32:16,*fp32:16,*fp32:16,fp32,fp32,fp32,i32,512
# launch: grid = 8, num_warps = 4
# args: f32[4096]=randn f32[4096]=randn i16[4096]=zeros i16[4096]=zeros i16[4096]=zeros i32[4096]=zeros f32[4096]=zeros f32[4096]=zeros f32=40000.0 f32=-1.5 f32=2.25 i32=3999
# outputs: 2 3 4 5 6 7
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def cast_rounding_bits(x_ptr, y_ptr, h_rtz_ptr, h_rtne_ptr, b_rtz_ptr, exp_ptr, mant_ptr,
                       aux_ptr, scale, lo, hi, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0) * scale
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    h_rtz = x.to(tl.float16, fp_downcast_rounding="rtz")
    h_rtne = x.to(tl.float16, fp_downcast_rounding="rtne")
    b_rtz = (x / scale + y * 1e-3).to(tl.bfloat16, fp_downcast_rounding="rtz")
    tl.store(h_rtz_ptr + offs, h_rtz.to(tl.int16, bitcast=True), mask=mask)
    tl.store(h_rtne_ptr + offs, h_rtne.to(tl.int16, bitcast=True), mask=mask)
    tl.store(b_rtz_ptr + offs, b_rtz.to(tl.int16, bitcast=True), mask=mask)
    bits = x.to(tl.int32, bitcast=True)
    e = ((bits >> 23) & 0xFF) - 126
    m = ((bits & -2139095041) | 0x3F000000).to(tl.float32, bitcast=True)
    tl.store(exp_ptr + offs, tl.where(x == 0.0, 0, e), mask=mask)
    tl.store(mant_ptr + offs, tl.where(x == 0.0, 0.0, m), mask=mask)
    hb = h_rtne.to(tl.int16, bitcast=True)
    h_next = (hb + 1).to(tl.float16, bitcast=True).to(tl.float32)
    trunc_bf = (bits & -65536).to(tl.float32, bitcast=True)
    agree = (trunc_bf == (x.to(tl.bfloat16, fp_downcast_rounding="rtz")).to(tl.float32))
    c = tl.fma(tl.clamp(y, lo, hi), h_next, agree.to(tl.float32))
    tl.store(aux_ptr + offs, c, mask=mask)
