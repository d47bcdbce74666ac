# Two-way-ANOVA style residual on batches of [3, 6, 13] f32 cubes padded to a
# [4, 8, 16] tile: tl.reduce with a custom add combine and keep_dims=True on
# axis 0, 1 and 2 (and a max combine on axis 2), each [1,C,L]/[B,1,L]/[B,C,1]
# result broadcast back against the 3-D tile; masked padding excluded from the
# means; strides of all three dims passed as arguments.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,i32:16,4,8,16
# launch: grid = 5, num_warps = 2
# args: f32[1170]=randn f32[1170]=zeros f32[240]=zeros i32=3 i32=6 i32=13 i32=234 i32=78 i32=13 i32=48
# outputs: 1 2
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _add(a, b):
    return a + b


@triton.jit
def _maxf(a, b):
    return tl.maximum(a, b)


@triton.jit
def cube_keepdims_resid_kernel(
    x_ptr, y_ptr, rowmax_ptr, B, C, L, stride_g, stride_b, stride_c, stride_rm,
    BB: tl.constexpr, BC: tl.constexpr, BL: tl.constexpr,
):
    g = tl.program_id(0)
    ib = tl.arange(0, BB)[:, None, None]
    ic = tl.arange(0, BC)[None, :, None]
    il = tl.arange(0, BL)[None, None, :]
    mask = (ib < B) & (ic < C) & (il < L)
    offs = g * stride_g + ib * stride_b + ic * stride_c + il
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    s0 = tl.reduce(x, 0, _add, keep_dims=True)  # [1, BC, BL]
    s1 = tl.reduce(x, 1, _add, keep_dims=True)  # [BB, 1, BL]
    s2 = tl.reduce(x, 2, _add, keep_dims=True)  # [BB, BC, 1]
    tot = tl.reduce(s2, 1, _add, keep_dims=True)  # [BB, 1, 1]
    tot = tl.reduce(tot, 0, _add, keep_dims=True)  # [1, 1, 1]
    Bf = B.to(tl.float32)
    Cf = C.to(tl.float32)
    Lf = L.to(tl.float32)
    grand = tot / (Bf * Cf * Lf)
    # residual after removing the three pairwise-marginal means
    r = x - s0 / Bf - s1 / Cf - s2 / Lf + 2.0 * grand
    xm = tl.where(mask, x, float("-inf"))
    mx = tl.reduce(xm, 2, _maxf, keep_dims=True)  # [BB, BC, 1]
    y = r / (1.0 + tl.abs(x - mx))
    tl.store(y_ptr + offs, y, mask=mask)
    rm_offs = g * stride_rm + ib * BC + ic  # [BB, BC, 1]
    tl.store(rowmax_ptr + rm_offs, mx, mask=(ib < B) & (ic < C))
