# Inductor persistent reduction for F.cosine_similarity(a, b, dim=1) on f16
# [150, 96]: XBLOCK=8 rows x RBLOCK=128 (rmask for r=96, xmask for the 150-row
# tail), three keepdim row sums (a*b, a*a, b*b) from one pair of loads,
# libdevice.sqrt norms clamped by triton_helpers.maximum(eps), the dot product
# and norm written to out_ptrs, the quotient stored through in_out_ptr0 after a
# debug_barrier; xnumel/rnumel arguments shadowed by static sizes.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,i32:16,8
# launch: grid = 19, num_warps = 8, num_stages = 1
# args: f32[150]=zeros f16[150,96]=randn f16[150,96]=randn f32[150]=zeros f32[150]=zeros i32=150 i32=96
# outputs: 0 3 4
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def maximum(a, b):
    mask = a > b
    mask |= a != a
    return tl.where(mask, a, b)


@triton.jit
def triton_per_fused_clamp_min_div_linalg_vector_norm_mul_sum_0(
    in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, rnumel, XBLOCK: tl.constexpr
):
    xnumel = 150
    rnumel = 96
    RBLOCK: tl.constexpr = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rindex = tl.arange(0, RBLOCK)[None, :]
    roffset = 0
    rmask = rindex < rnumel
    r1 = rindex
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r1 + (96 * x0)), rmask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r1 + (96 * x0)), rmask & xmask, other=0.0).to(tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, RBLOCK])
    tmp5 = tl.where(rmask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None]
    tmp7 = tmp0 * tmp0
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, RBLOCK])
    tmp10 = tl.where(rmask & xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None]
    tmp12 = tmp1 * tmp1
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, RBLOCK])
    tmp15 = tl.where(rmask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None]
    tmp17 = libdevice.sqrt(tmp11)
    tmp18 = 1e-08
    tmp19 = maximum(tmp17, tmp18)
    tmp20 = libdevice.sqrt(tmp16)
    tmp21 = maximum(tmp20, tmp18)
    tmp22 = tmp19 * tmp21
    tmp23 = tmp6 / tmp22
    tl.store(out_ptr0 + (x0), tmp6, xmask)
    tl.store(out_ptr1 + (x0), tmp19, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp23, xmask)
