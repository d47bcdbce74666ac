# Inductor looped reduction for residual add + RMSNorm (HF Llama style) on f16
# rows of 4000: loop 1 stores the f16 residual sum and accumulates sum(x^2) in
# a [XBLOCK, RBLOCK] f32 accumulator; rsqrt(mean + eps) goes to in_out_ptr0
# after tl.debug_barrier(); loop 2 re-reads both inputs (evict_first) and the
# weight (evict_last) for the normalised product. XBLOCK = 1, RBLOCK = 2048
# with a masked second chunk, 16 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32:16,1,2048
# launch: grid = 257, num_warps = 16, num_stages = 1
# args: f32[257]=zeros f16[257,4000]=randn f16[257,4000]=randn f16[4000]=randn f16[257,4000]=zeros f16[257,4000]=zeros i32=257 i32=4000
# outputs: 0 4 5
# tol: 2e-3 2e-3
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def triton_red_fused_add_mean_mul_pow_rsqrt_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, rnumel, XBLOCK : tl.constexpr, RBLOCK : tl.constexpr):
    xnumel = 257
    rnumel = 4000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rbase = tl.arange(0, RBLOCK)[None, :]
    x0 = xindex
    _tmp5 = tl.full([XBLOCK, RBLOCK], 0, tl.float32)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp0 = tl.load(in_ptr0 + (r1 + 4000*x0), rmask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp1 = tl.load(in_ptr1 + (r1 + 4000*x0), rmask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp2 * tmp2
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, RBLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(rmask & xmask, tmp6, _tmp5)
        tl.store(out_ptr0 + (r1 + 4000*x0), tmp2, rmask & xmask)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tmp7 = 4000.0
    tmp8 = tmp5 / tmp7
    tmp9 = 1e-06
    tmp10 = tmp8 + tmp9
    tmp11 = libdevice.rsqrt(tmp10)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp11, xmask)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp12 = tl.load(in_ptr2 + (r1), rmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp13 = tl.load(in_ptr0 + (r1 + 4000*x0), rmask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp14 = tl.load(in_ptr1 + (r1 + 4000*x0), rmask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp15 = tmp13 + tmp14
        tmp16 = tmp15 * tmp11
        tmp17 = tmp12 * tmp16
        tl.store(out_ptr1 + (r1 + 4000*x0), tmp17, rmask & xmask)
