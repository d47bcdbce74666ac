# tl.atomic_max per segment at loaded segment ids, int32 and fp32 (Triton's
# float max goes through integer atomics on the bits); maxima are
# order-independent, so the final memory is exact. Masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*fp32:16,*i32:16,*fp32:16,i32,512
# launch: grid = 5860, num_warps = 8
# args: i32[3000017]=int:0:9999 i32[3000017]=int:-1000000:1000000 f32[3000017]=randn i32[10000]=fill:-2000000 f32[10000]=fill:-1e30 i32=3000017
# outputs: 3 4
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def atomic_max_segments(seg_ptr, xi_ptr, xf_ptr, outi_ptr, outf_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    seg = tl.load(seg_ptr + offs, mask=mask, other=0)
    xi = tl.load(xi_ptr + offs, mask=mask, other=0)
    xf = tl.load(xf_ptr + offs, mask=mask, other=0.0)
    tl.atomic_max(outi_ptr + seg, xi, mask=mask)
    tl.atomic_max(outf_ptr + seg, xf, mask=mask)
