# tl.clamp in its three lowerings on sm_90 (constant symmetric bounds: one
# min.xorsign.abs; bounds 0 - m and m: the NaN-propagating xorsign; general
# bounds: max then min, NaN-propagating with propagate_nan=ALL),
# tl.umulhi on 32- and 64-bit values large enough for a high half, and the
# correctly rounded tl.math.sqrt_rn / div_rn. Odd size, masked tail.
# signature: *fp32:16,*fp32:16,*i32:16,*fp32:16,*fp32:16,*i32:16,*i64:16,*fp32:16,*fp32:16,i32,128
# launch: grid = 8, num_warps = 2
# args: f32[1001]=randn f32[1001]=rand i32[1001]=rand f32[1001]=zeros f32[1001]=zeros i32[1001]=zeros i64[1001]=zeros f32[1001]=zeros f32[1001]=zeros i32=1001
# outputs: 3 4 5 6 7 8
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def clamp_mulhi_precise(x_ptr, m_ptr, i_ptr, clamp_ptr, clamp_nan_ptr, hi32_ptr, hi64_ptr, sqrt_ptr, div_ptr,
                        n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0) * 4.0
    m = tl.load(m_ptr + offs, mask=mask, other=1.0) * 3.0
    i = tl.load(i_ptr + offs, mask=mask, other=0)
    a = tl.clamp(x, -2.0, 2.0)
    b = tl.clamp(x, -m, m, propagate_nan=tl.PropagateNan.ALL)
    c = tl.clamp(x, m - 2.0, m, propagate_nan=tl.PropagateNan.ALL)
    tl.store(clamp_ptr + offs, a + c, mask=mask)
    tl.store(clamp_nan_ptr + offs, b, mask=mask)
    u = i.to(tl.uint32) * 2654435761 + offs.to(tl.uint32) * 40503
    hi = tl.umulhi(u, u ^ 0x5bd1e995)
    tl.store(hi32_ptr + offs, hi.to(tl.int32), mask=mask)
    w = u.to(tl.uint64) * 0x9E3779B97F4A7C15 + 12345
    tl.store(hi64_ptr + offs, tl.umulhi(w, w + 0x0123456789ABCDEF).to(tl.int64), mask=mask)
    tl.store(sqrt_ptr + offs, tl.math.sqrt_rn(tl.abs(x) + m), mask=mask)
    tl.store(div_ptr + offs, tl.math.div_rn(x, m + 0.5), mask=mask)
