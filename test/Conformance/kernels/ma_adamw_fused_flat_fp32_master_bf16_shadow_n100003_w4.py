# Fused AdamW step over flat buffers (apex/torchao-style multi-buffer optimizer):
# fp32 master weights, bf16 model-weight shadow written back, bf16 grads unscaled by an
# AMP inverse scale, fp32 exp_avg / exp_avg_sq updated in place, bias corrections via
# libdevice.pow of a runtime step, decoupled weight decay; 100003 elements (tail), i64 offsets.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*bf16:16,*bf16:16,*fp32:16,*fp32:16,i32,fp32,fp32,fp32,fp32,fp32,i32,fp32,1024
# launch: grid = 98, num_warps = 4, num_stages = 1
# args: f32[100003]=randn bf16[100003]=zeros bf16[100003]=randn f32[100003]=randn f32[100003]=rand i32=100003 f32=0.001 f32=0.9 f32=0.999 f32=1e-8 f32=0.01 i32=7 f32=0.5
# outputs: 0 1 3 4
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def fused_adamw_step_kernel(
    master_ptr,
    param_bf16_ptr,
    grad_ptr,
    exp_avg_ptr,
    exp_avg_sq_ptr,
    n_elements,
    lr,
    beta1,
    beta2,
    eps,
    weight_decay,
    step,
    inv_grad_scale,
    BLOCK_SIZE: tl.constexpr,
):
    pid = tl.program_id(0).to(tl.int64)
    offs = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offs < n_elements

    p = tl.load(master_ptr + offs, mask=mask, other=0.0)
    g = tl.load(grad_ptr + offs, mask=mask, other=0.0).to(tl.float32) * inv_grad_scale
    m = tl.load(exp_avg_ptr + offs, mask=mask, other=0.0)
    v = tl.load(exp_avg_sq_ptr + offs, mask=mask, other=0.0)

    step_f = step.to(tl.float32)
    bias_correction1 = 1.0 - libdevice.pow(beta1, step_f)
    bias_correction2 = 1.0 - libdevice.pow(beta2, step_f)
    step_size = lr / bias_correction1
    bias_correction2_sqrt = tl.sqrt(bias_correction2)

    # decoupled weight decay
    p = p * (1.0 - lr * weight_decay)
    m = beta1 * m + (1.0 - beta1) * g
    v = beta2 * v + (1.0 - beta2) * g * g
    denom = tl.sqrt(v) / bias_correction2_sqrt + eps
    p = p - step_size * (m / denom)

    tl.store(master_ptr + offs, p, mask=mask)
    tl.store(param_bf16_ptr + offs, p.to(tl.bfloat16), mask=mask)
    tl.store(exp_avg_ptr + offs, m, mask=mask)
    tl.store(exp_avg_sq_ptr + offs, v, mask=mask)
