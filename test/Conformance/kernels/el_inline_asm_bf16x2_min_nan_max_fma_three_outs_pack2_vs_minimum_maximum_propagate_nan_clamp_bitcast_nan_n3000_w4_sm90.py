# Three-output tl.inline_asm_elementwise with pack=2 on bf16 (two values per
# 32-bit register): min.NaN.bf16x2, max.bf16x2 and fma.rn.bf16x2 in one asm
# block, next to tl.minimum/tl.maximum with propagate_nan=ALL and a
# NaN-propagating tl.clamp against a symmetric per-element bound.  NaNs are
# planted through a bf16 bitcast of 0x7FC0 on a sparse index pattern.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,i32,1024
# launch: grid = 3, num_warps = 4
# args: bf16[3000]=randn bf16[3000]=randn bf16[3000]=randn bf16[3000]=zeros bf16[3000]=zeros bf16[3000]=zeros bf16[3000]=zeros bf16[3000]=zeros f32[3000]=zeros i32=3000
# outputs: 3 4 5 6 7 8
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bf16x2_asm_vs_nan_semantics_kernel(a_ptr, b_ptr, c_ptr, amin_ptr, amax_ptr, afma_ptr,
                                       tmin_ptr, tmax_ptr, clamp_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask, other=0.0)
    b = tl.load(b_ptr + offs, mask=mask, other=0.0)
    c = tl.load(c_ptr + offs, mask=mask, other=0.0)

    qnan = tl.full([BLOCK], 0x7FC0, tl.int16).to(tl.bfloat16, bitcast=True)
    a = tl.where(offs % 29 == 3, qnan, a)
    b = tl.where(offs % 31 == 7, qnan, b)

    mn, mx, f = tl.inline_asm_elementwise(
        asm="min.NaN.bf16x2 $0, $3, $4;\n\tmax.bf16x2 $1, $3, $4;\n\tfma.rn.bf16x2 $2, $3, $4, $5;",
        constraints="=r,=r,=r,r,r,r",
        args=[a, b, c],
        dtype=(tl.bfloat16, tl.bfloat16, tl.bfloat16),
        is_pure=True,
        pack=2,
    )
    tl.store(amin_ptr + offs, mn, mask=mask)
    tl.store(amax_ptr + offs, mx, mask=mask)
    tl.store(afma_ptr + offs, f, mask=mask)

    tmn = tl.minimum(a, b, propagate_nan=tl.PropagateNan.ALL)
    tmx = tl.maximum(a, b, propagate_nan=tl.PropagateNan.ALL)
    tl.store(tmin_ptr + offs, tmn, mask=mask)
    tl.store(tmax_ptr + offs, tmx, mask=mask)

    af = a.to(tl.float32)
    bound = tl.abs(c.to(tl.float32)) + 0.25
    cl = tl.clamp(af, -bound, bound, propagate_nan=tl.PropagateNan.ALL)
    tl.store(clamp_ptr + offs, cl, mask=mask)
