# Lion optimizer step (lucidrains/lion-pytorch Triton kernel, with an AMP found_inf
# early exit): fp16 params updated in place through fp32 math, fp32 momentum, the
# sign of the interpolated update built from nested tl.where, decoupled weight decay;
# found_inf read through a pointer as a scalar branch. 70001 elements, num_warps 2.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,fp32,fp32,fp32,fp32,512
# launch: grid = 137, num_warps = 2
# args: f16[70001]=randn f16[70001]=randn f32[70001]=randn f32[1]=zeros i32=70001 f32=0.0003 f32=0.1 f32=0.9 f32=0.99
# outputs: 0 2
# tol: 2e-3 2e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def lion_update_kernel(
    p_ptr,
    grad_ptr,
    exp_avg_ptr,
    found_inf_ptr,
    n_elements,
    lr,
    wd,
    beta1,
    beta2,
    BLOCK_SIZE: tl.constexpr,
):
    found_inf = tl.load(found_inf_ptr)
    if found_inf != 0.0:
        return
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements

    p = tl.load(p_ptr + offsets, mask=mask).to(tl.float32)
    grad = tl.load(grad_ptr + offsets, mask=mask).to(tl.float32)
    exp_avg = tl.load(exp_avg_ptr + offsets, mask=mask)

    # stepweight decay
    p = p * (1.0 - lr * wd)

    # diff between momentum running average and grad
    diff = exp_avg - grad
    update = diff * beta1 + grad
    can_update = update != 0
    update_sign = tl.where(update > 0, -lr, lr)
    p = p + update_sign * can_update

    # decay the momentum running average coefficient
    exp_avg = diff * beta2 + grad

    tl.store(p_ptr + offsets, p.to(tl.float16), mask=mask)
    tl.store(exp_avg_ptr + offsets, exp_avg, mask=mask)
