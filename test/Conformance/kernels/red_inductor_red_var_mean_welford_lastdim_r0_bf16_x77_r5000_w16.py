# Inductor looped reduction (newer r0_ naming) for torch.var_mean(x, dim=-1) of a
# bf16 [77, 5000] tensor, fused with the std: xnumel/r0_numel arguments shadowed
# by the static sizes in the body, XBLOCK = 2 x R0_BLOCK = 2048 Welford
# accumulators (welford_reduce with runtime first-iteration flag, tl.where on
# r0_mask & xmask), a 3-tensor welford tl.reduce, unbiased var written through
# in_out_ptr0 after a debug_barrier, mean f32 and std (libdevice.sqrt) as bf16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*bf16:16,*fp32:16,*bf16:16,i32,i32,2,2048
# launch: grid = 39, num_warps = 16, num_stages = 1
# args: f32[77]=zeros bf16[77,5000]=randn f32[77]=zeros bf16[77]=zeros i32=77 i32=5000
# outputs: 0 2 3
# tol: 1e-3 1e-3
# target: cuda:90
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
    return (
        mean_1 + delta * w2_over_w,
        m2_1 + m2_2 + delta * delta * weight_1 * w2_over_w,
        new_weight,
    )


@triton.jit
def welford(mean, m2, weight, dim):
    return tl.reduce((mean, m2, weight), dim, welford_combine)


@triton.jit
def triton_red_fused_std_var_mean_0(in_out_ptr0, in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel,
                                    XBLOCK: tl.constexpr, R0_BLOCK: tl.constexpr):
    xnumel = 77
    r0_numel = 5000
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 5000 * x0), r0_mask & xmask, eviction_policy='evict_first',
                       other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp5, tmp6, tmp7 = welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp5[:, None]
    tmp3 = tmp6[:, None]
    tmp4 = tmp7[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp8 = 4999.0
    tmp9 = tmp3 / tmp8
    tmp10 = libdevice.sqrt(tmp9)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp9, xmask)
    tl.store(out_ptr1 + (x0), tmp10, xmask)
