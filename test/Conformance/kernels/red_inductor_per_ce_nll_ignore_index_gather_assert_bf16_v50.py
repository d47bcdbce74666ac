# Inductor persistent reduction fusing log_softmax and nll_loss forward with
# ignore_index = -1 over 50 bf16 classes: max2 / exp-sum row reductions, int64
# targets selected with tl.where, Python-style negative-index wrap, the
# indirect-indexing tl.device_assert((0 <= t) & (t < 50) | ~xmask), then a
# gather load in_ptr0 + (tmp19 + 50*x0); stores amax, log-sum-exp term, loss.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*i64:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,8
# launch: grid = 125, num_warps = 4, num_stages = 1
# args: bf16[1000,50]=randn i64[1000]=int:-1:49 f32[1000]=zeros f32[1000]=zeros f32[1000]=zeros i32=1000 i32=50
# outputs: 2 3 4
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl
from triton.language import math as tl_math


@triton.jit
def promote_to_tensor(x):
    # Addition promotes to tensor for us
    return x + tl.zeros((1,), tl.int1)


@triton.jit
def is_floating(x):
    return promote_to_tensor(x).dtype.is_floating()


@triton.jit
def maximum(a, b):
    mask = a > b
    if is_floating(a):
        mask |= a != a
    return tl.where(mask, a, b)


@triton.jit
def max2(a, dim):
    return tl.reduce(a, dim, maximum)


@triton.jit
def triton_per_fused__log_softmax_nll_loss_forward_0(in_ptr0, in_ptr1, out_ptr0, out_ptr1, out_ptr2, xnumel, rnumel, XBLOCK : tl.constexpr):
    xnumel = 1000
    rnumel = 50
    RBLOCK: tl.constexpr = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rindex = tl.arange(0, RBLOCK)[None, :]
    roffset = 0
    rmask = rindex < rnumel
    r1 = rindex
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r1 + 50*x0), rmask & xmask, other=0.0).to(tl.float32)
    tmp11 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, RBLOCK])
    tmp4 = tl.where(rmask & xmask, tmp2, float("-inf"))
    tmp5 = max2(tmp4, 1)[:, None]
    tmp6 = tmp1 - tmp5
    tmp7 = tl_math.exp(tmp6)
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, RBLOCK])
    tmp10 = tl.where(rmask & xmask, tmp8, 0)
    tmp12 = tl.sum(tmp10, 1)[:, None]
    tmp13 = tl.full([1, 1], -1, tl.int64)
    tmp14 = tmp11 != tmp13
    tmp15 = tl.full([1, 1], 0, tl.int64)
    tmp16 = tl.where(tmp14, tmp11, tmp15)
    tmp17 = tl.full([XBLOCK, 1], 50, tl.int32)
    tmp18 = tmp16 + tmp17
    tmp19 = tmp16 < 0
    tmp20 = tl.where(tmp19, tmp18, tmp16)
    tl.device_assert(((0 <= tmp20) & (tmp20 < 50)) | ~(xmask), "index out of bounds: 0 <= tmp20 < 50")
    tmp22 = tl.load(in_ptr0 + (tmp20 + 50*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tmp23 - tmp5
    tmp25 = tl_math.log(tmp12)
    tmp26 = tmp24 - tmp25
    tmp27 = -tmp26
    tmp28 = 0.0
    tmp29 = tl.where(tmp14, tmp27, tmp28)
    tl.store(out_ptr0 + (x0), tmp5, xmask)
    tl.store(out_ptr1 + (x0), tmp25, xmask)
    tl.store(out_ptr2 + (x0), tmp29, xmask)
