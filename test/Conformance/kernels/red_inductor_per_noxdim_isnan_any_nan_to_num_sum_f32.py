# Inductor persistent reduction in the no_x_dim form (XBLOCK: tl.constexpr = 1
# and R0_BLOCK = 256 as locals, xindex = tl.full([1], xoffset, tl.int32), 1-D
# r0_index, promote_to_tensor(reduce(..., 0)), mask None on the row stores):
# y = log(x) (NaN for negative randn), isnan(y).any(-1) via
# libdevice.isnan(...).to(tl.int1) and triton_helpers.any (tl.reduce of |),
# and nan_to_num(y).sum(-1) (+-inf clamps); bool output. 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i1:16,*fp32:16,i32,i32
# launch: grid = 333, num_warps = 2, num_stages = 1
# args: f32[333,200]=randn i1[333]=zeros f32[333]=zeros i32=333 i32=200
# outputs: 1 2
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice
from triton.language import math as tl_math


@triton.jit
def promote_to_tensor(x):
    # Addition promotes to tensor for us
    return x + tl.zeros((1,), tl.int1)


@triton.jit
def _any_combine(a, b):
    return a | b


@triton.jit
def any(a, dim):
    return tl.reduce(a, dim, _any_combine)


@triton.jit
def triton_per_fused_any_isnan_log_nan_to_num_sum_0(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel):
    xnumel = 333
    XBLOCK: tl.constexpr = 1
    r0_numel = 200
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = tl.full([1], xoffset, tl.int32)
    xmask = tl.full([R0_BLOCK], True, tl.int1)
    r0_index = tl.arange(0, R0_BLOCK)[:]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 200*x0), r0_mask, other=0.0)
    tmp1 = tl_math.log(tmp0)
    tmp2 = libdevice.isnan(tmp1).to(tl.int1)
    tmp3 = tl.broadcast_to(tmp2, [R0_BLOCK])
    tmp5 = tl.where(r0_mask, tmp3, 0)
    tmp6 = promote_to_tensor(any(tmp5, 0))
    tmp7 = 0.0
    tmp8 = tmp1 == float("inf")
    tmp9 = 3.4028234663852886e+38
    tmp10 = tmp1 == float("-inf")
    tmp11 = -3.4028234663852886e+38
    tmp12 = tl.where(tmp10, tmp11, tmp1)
    tmp13 = tl.where(tmp8, tmp9, tmp12)
    tmp14 = tl.where(tmp2, tmp7, tmp13)
    tmp15 = tl.broadcast_to(tmp14, [R0_BLOCK])
    tmp17 = tl.where(r0_mask, tmp15, 0)
    tmp18 = promote_to_tensor(tl.sum(tmp17, 0))
    tl.store(out_ptr0 + (x0), tmp6, None)
    tl.store(out_ptr1 + (x0), tmp18, None)
