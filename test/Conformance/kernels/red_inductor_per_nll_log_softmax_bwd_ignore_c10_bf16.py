# Inductor persistent reduction fusing nll_loss_backward (ignore_index = -1,
# one-hot built by comparing rindex with int64 targets, scalar grad / total
# weight loaded from in_ptr + (0) and tl.broadcast_to'd) with
# _log_softmax_backward_data (grad - exp(logp) * rowsum(grad)); 10 classes in
# a local RBLOCK = 16, XBLOCK = 8 rows per program, bf16 store, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*fp32:16,*fp32:16,*fp32:16,*bf16:16,i32,i32,8
# launch: grid = 625, num_warps = 2, num_stages = 1
# args: i64[5000]=int:-1:9 f32[1]=randn f32[1]=fill:4321 f32[5000,10]=randn bf16[5000,10]=zeros i32=5000 i32=10
# outputs: 4
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl
from triton.language import math as tl_math


@triton.jit
def triton_per_fused__log_softmax_backward_data_nll_loss_backward_nll_loss_forward_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, rnumel, XBLOCK : tl.constexpr):
    xnumel = 5000
    rnumel = 10
    RBLOCK: tl.constexpr = 16
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rindex = tl.arange(0, RBLOCK)[None, :]
    roffset = 0
    rmask = rindex < rnumel
    r1 = rindex
    x0 = xindex
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (0))
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, RBLOCK])
    tmp12 = tl.load(in_ptr2 + (0))
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, RBLOCK])
    tmp20 = tl.load(in_ptr3 + (r1 + 10*x0), rmask & xmask, other=0.0)
    tmp0 = r1
    tmp2 = tl.full([1, 1], -1, tl.int64)
    tmp3 = tmp1 != tmp2
    tmp4 = tl.full([1, 1], 0, tl.int64)
    tmp5 = tl.where(tmp3, tmp1, tmp4)
    tmp6 = tmp0 == tmp5
    tmp7 = -1.0
    tmp8 = 0.0
    tmp9 = tl.where(tmp6, tmp7, tmp8)
    tmp14 = tmp11 / tmp13
    tmp15 = tl.where(tmp3, tmp14, tmp8)
    tmp16 = tmp9 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, RBLOCK])
    tmp19 = tl.where(rmask & xmask, tmp17, 0)
    tmp21 = tl.sum(tmp19, 1)[:, None]
    tmp22 = tl_math.exp(tmp20)
    tmp23 = tmp22 * tmp21
    tmp24 = tmp16 - tmp23
    tl.store(out_ptr1 + (r1 + 10*x0), tmp24, rmask & xmask)
