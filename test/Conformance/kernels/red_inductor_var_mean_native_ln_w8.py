# Inductor-style generated reduction (triton_red_fused_native_layer_norm):
# xnumel = 1000 rows (masked, XBLOCK = 8) of rnumel = 3000 f32 values, an
# rindex loop of RBLOCK = 512 with evict_last loads, two [XBLOCK, RBLOCK]
# accumulators (sum and sum of squares, tl.where(rmask & xmask, ...)), the
# mean/var/rsqrt written per row, then a second rindex loop with
# evict_first loads storing (x - mean) * rstd; helpers inlined, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,8,512
# launch: grid = 125, num_warps = 8
# args: f32[1000,3000]=randn f32[1000]=zeros f32[1000]=zeros f32[1000,3000]=zeros i32=1000 i32=3000
# outputs: 1 2 3
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def triton_red_fused_native_layer_norm_0(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, rnumel, XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rbase = tl.arange(0, RBLOCK)[None, :]
    x0 = xindex
    _tmp3 = tl.full([XBLOCK, RBLOCK], 0, tl.float32)
    _tmp6 = tl.full([XBLOCK, RBLOCK], 0, tl.float32)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp0 = tl.load(in_ptr0 + (r1 + (rnumel*x0)), rmask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, RBLOCK])
        tmp2 = _tmp3 + tmp1
        _tmp3 = tl.where(rmask & xmask, tmp2, _tmp3)
        tmp4 = tmp0 * tmp0
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, RBLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(rmask & xmask, tmp7, _tmp6)
    tmp3 = tl.sum(_tmp3, 1)[:, None]
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp8 = rnumel.to(tl.float32)
    tmp9 = tmp3 / tmp8
    tmp10 = tmp6 / tmp8
    tmp11 = tmp9 * tmp9
    tmp12 = tmp10 - tmp11
    tmp13 = 0.0
    tmp14 = tl.where(tmp13 < tmp12, tmp12, tmp13)
    tmp15 = 1e-05
    tmp16 = tmp14 + tmp15
    tmp17 = libdevice.rsqrt(tmp16)
    tl.store(out_ptr0 + (x0), tmp9, xmask)
    tl.store(out_ptr1 + (x0), tmp17, xmask)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp18 = tl.load(in_ptr0 + (r1 + (rnumel*x0)), rmask & xmask, eviction_policy='evict_first', other=0.0)
        tmp19 = tmp18 - tmp9
        tmp20 = tmp19 * tmp17
        tl.store(out_ptr2 + (r1 + (rnumel*x0)), tmp20, rmask & xmask)
