# Inductor looped reduction for torch.var_mean(x, dim=1) + rsqrt(var + eps) on
# f16 [6, 700, 33]: the reduced axis is the strided middle one, so xindex splits
# into x0 = xindex % 33 (contiguous) and x1 = xindex // 33 and the load is
# x0 + 33*r2 + 23100*x1 with evict_first; XBLOCK=32 x RBLOCK=32 Welford
# accumulators (welford_reduce on the runtime roffset == 0 flag, rmask tail at
# r=700), a 3-tensor tl.reduce combine, mean / unbiased var / rsqrt out; 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,32,32
# launch: grid = 7, num_warps = 8, num_stages = 1
# args: f16[6,700,33]=randn f32[198]=zeros f32[198]=zeros f32[198]=zeros i32=198 i32=700
# outputs: 1 2 3
# tol: 1e-4 1e-4
# target: cuda:80
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def welford_reduce(value, mean, m2, weight, first_iteration):
    if first_iteration:
        new_weight = tl.full(weight.shape, 1, weight.dtype)
        new_mean = value
        new_m2 = tl.zeros_like(m2)
    else:
        delta = value - mean
        new_weight = weight + 1
        new_mean = mean + delta / new_weight
        new_m2 = m2 + delta * (value - new_mean)
    return new_mean, new_m2, new_weight


@triton.jit
def welford_combine(mean_1, m2_1, weight_1, mean_2, m2_2, weight_2):
    delta = mean_2 - mean_1
    new_weight = weight_1 + weight_2
    w2_over_w = tl.where(new_weight == 0.0, 0.0, weight_2 / new_weight)
    return (mean_1 + delta * w2_over_w, m2_1 + m2_2 + delta * delta * weight_1 * w2_over_w, new_weight)


@triton.jit
def triton_red_fused_add_rsqrt_var_mean_0(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, rnumel,
                                          XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
    xnumel = 198
    rnumel = 700
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rbase = tl.arange(0, RBLOCK)[None, :]
    x0 = xindex % 33
    x1 = (xindex // 33)
    x3 = xindex
    tmp2_mean = tl.zeros([XBLOCK, RBLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, RBLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, RBLOCK], tl.float32)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r2 = rindex
        tmp0 = tl.load(in_ptr0 + (x0 + (33 * r2) + (23100 * x1)), rmask & xmask, eviction_policy='evict_first',
                       other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, RBLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0)
        tmp2_mean = tl.where(rmask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(rmask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(rmask & xmask, tmp2_weight_next, tmp2_weight)
    tmp2_tmp, tmp3_tmp, tmp4_tmp = tl.reduce((tmp2_mean, tmp2_m2, tmp2_weight), 1, welford_combine)
    tmp2 = tmp2_tmp[:, None]
    tmp3 = tmp3_tmp[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tmp5 = 699.0
    tmp6 = tmp3 / tmp5
    tl.store(out_ptr1 + (x3), tmp6, xmask)
    tmp7 = 1e-05
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tl.store(out_ptr2 + (x3), tmp9, xmask)
