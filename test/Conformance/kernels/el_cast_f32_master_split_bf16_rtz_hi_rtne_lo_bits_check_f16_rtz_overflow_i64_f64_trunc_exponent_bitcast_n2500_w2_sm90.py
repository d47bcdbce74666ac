# Cast semantics in an optimizer-state style split: an f32 master weight is
# cut to a bf16 "hi" with fp_downcast_rounding="rtz" (checked against the
# top 16 bits of its f32 bitcast) plus an rtne bf16 residual "lo"; a scaled
# copy goes to f16 with rtz (finite saturation instead of inf); an i64 step
# counter goes i64 -> f64 -> scaled -> i64 (truncation) and its f64 exponent
# field is read through a bitcast.  1-D, n = 2500 tail, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i64:16,*i16:16,*bf16:16,*i8:16,*i16:16,*i16:16,*fp64:16,*i64:16,*i32:16,i32,512
# launch: grid = 5, num_warps = 2
# args: f32[2500]=randn i64[2500]=int:-1099511627776:1099511627776 i16[2500]=zeros bf16[2500]=zeros i8[2500]=zeros i16[2500]=zeros i16[2500]=zeros f64[2500]=zeros i64[2500]=zeros i32[2500]=zeros i32=2500
# outputs: 2 3 4 5 6 7 8 9
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def cast_split_and_int64_f64_kernel(w_ptr, step_ptr, hi_bits_ptr, lo_ptr, ok_ptr, h_rtz_ptr, h_rtne_ptr,
                                    sf_ptr, si_ptr, sexp_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    w = tl.load(w_ptr + offs, mask=mask, other=0.0)

    hi = w.to(tl.bfloat16, fp_downcast_rounding="rtz")
    hi_bits = hi.to(tl.int16, bitcast=True)
    w_bits = w.to(tl.int32, bitcast=True)
    top = (w_bits >> 16).to(tl.int16)
    lo = (w - hi.to(tl.float32)).to(tl.bfloat16)
    tl.store(hi_bits_ptr + offs, hi_bits, mask=mask)
    tl.store(lo_ptr + offs, lo, mask=mask)
    tl.store(ok_ptr + offs, (top == hi_bits).to(tl.int8), mask=mask)

    big = w * 40000.0
    h_rtz = big.to(tl.float16, fp_downcast_rounding="rtz")
    h_rtne = big.to(tl.float16)
    tl.store(h_rtz_ptr + offs, h_rtz.to(tl.int16, bitcast=True), mask=mask)
    tl.store(h_rtne_ptr + offs, h_rtne.to(tl.int16, bitcast=True), mask=mask)

    step = tl.load(step_ptr + offs, mask=mask, other=0)
    sf = step.to(tl.float64) * 0.375
    si = sf.to(tl.int64)
    sbits = sf.to(tl.int64, bitcast=True)
    sexp = ((sbits >> 52) & 0x7FF).to(tl.int32)
    tl.store(sf_ptr + offs, sf, mask=mask)
    tl.store(si_ptr + offs, si, mask=mask)
    tl.store(sexp_ptr + offs, sexp, mask=mask)
