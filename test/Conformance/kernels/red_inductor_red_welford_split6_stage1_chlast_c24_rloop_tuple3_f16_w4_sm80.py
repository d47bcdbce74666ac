# Inductor-style split reduction, stage 1 of BatchNorm stats on a channels-last
# f16 activation [6*250, 24]: xindex = split*24 + channel (XBLOCK 16, 144 = 9
# programs), an rnumel=250 loop in RBLOCK 64 steps (masked tail) running
# welford_reduce with an scf.if on `roffset == 0`, the running (mean, m2, weight)
# kept with tl.where, then a 3-tuple tl.reduce(welford_combine) over r.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,*fp32:16,i32:16,i32,16,64
# launch: grid = 9, num_warps = 4, num_stages = 1
# args: f16[36000]=randn f32[144]=zeros f32[144]=zeros f32[144]=zeros i32=144 i32=250
# outputs: 1 2 3
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl


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
    return (
        mean_1 + delta * w2_over_w,
        m2_1 + m2_2 + delta * delta * weight_1 * w2_over_w,
        new_weight,
    )


@triton.jit
def welford(mean, m2, weight, dim):
    return tl.reduce((mean, m2, weight), dim, welford_combine)


@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_0(
    in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, rnumel, XBLOCK: tl.constexpr, RBLOCK: tl.constexpr
):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rbase = tl.arange(0, RBLOCK)[None, :]
    x0 = xindex % 24
    x1 = xindex // 24
    tmp2_mean = tl.zeros([XBLOCK, RBLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, RBLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, RBLOCK], tl.float32)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r2 = rindex
        tmp0 = tl.load(
            in_ptr0 + (x0 + 24 * r2 + 6000 * x1), rmask & xmask, eviction_policy="evict_first", other=0.0
        ).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, RBLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(rmask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(rmask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(rmask & xmask, tmp2_weight_next, tmp2_weight)
    tmp2_tmp, tmp3_tmp, tmp4_tmp = welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp2_tmp[:, None]
    tmp3 = tmp3_tmp[:, None]
    tmp4 = tmp4_tmp[:, None]
    tl.store(out_ptr0 + (x0 + 24 * x1), tmp2, xmask)
    tl.store(out_ptr1 + (x0 + 24 * x1), tmp3, xmask)
    tl.store(out_ptr2 + (x0 + 24 * x1), tmp4, xmask)
