# Inductor looped ("triton_red_") reduction for (x.abs().amax(-1), x.sum(-1),
# torch.count_nonzero(x, -1)) on f16 [93, 777]: xnumel/rnumel shadowed by the static
# sizes, [XBLOCK=4, RBLOCK=256] accumulators of three dtypes (f32 NaN-propagating max,
# f32 sum, int64 count) kept with tl.where(rmask & xmask) in the r loop, then
# tl.reduce / tl.sum over axis 1 with [:, None]; amax written back as f16. num_warps 2.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*i64:16,i32,i32,4,256
# launch: grid = 24, num_warps = 2
# args: f16[93,777]=int:-3:3 f16[93]=zeros f32[93]=zeros i64[93]=zeros i32=93 i32=777
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def maximum(a, b):
    mask = a > b
    mask |= a != a
    return tl.where(mask, a, b)


@triton.jit
def max2(a, dim):
    return tl.reduce(a, dim, maximum)


@triton.jit
def triton_red_fused_abs_amax_count_nonzero_sum_0(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, rnumel,
                                                   XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
    xnumel = 93
    rnumel = 777
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rbase = tl.arange(0, RBLOCK)[None, :]
    x0 = xindex
    _tmp3 = tl.full([XBLOCK, RBLOCK], float("-inf"), tl.float32)
    _tmp6 = tl.full([XBLOCK, RBLOCK], 0, tl.float32)
    _tmp11 = tl.full([XBLOCK, RBLOCK], 0, tl.int64)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp0 = tl.load(in_ptr0 + (r1 + 777 * x0), rmask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.abs(tmp0)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, RBLOCK])
        tmp4 = maximum(_tmp3, tmp2)
        _tmp3 = tl.where(rmask & xmask, tmp4, _tmp3)
        tmp5 = tl.broadcast_to(tmp0, [XBLOCK, RBLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(rmask & xmask, tmp7, _tmp6)
        tmp8 = 0.0
        tmp9 = tmp0 != tmp8
        tmp10 = tmp9.to(tl.int64)
        tmp12 = tl.broadcast_to(tmp10, [XBLOCK, RBLOCK])
        tmp13 = _tmp11 + tmp12
        _tmp11 = tl.where(rmask & xmask, tmp13, _tmp11)
    tmp3 = max2(_tmp3, 1)[:, None]
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp3.to(tl.float16), xmask)
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr2 + (x0), tmp11, xmask)
