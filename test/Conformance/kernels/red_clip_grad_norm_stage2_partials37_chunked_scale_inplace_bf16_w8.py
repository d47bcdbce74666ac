# Second stage of torch.nn.utils.clip_grad_norm_ (foreach / multi-tensor style):
# every program re-reduces the 37 per-block squared-norm partials of stage one
# (masked 64-wide load) to the global norm, computes the clamped clip coefficient and
# scales its 4096-element chunk of the flat bf16 grad buffer in place in a
# 1024-wide loop with a tail; program 0 also writes the total norm. num_warps 8.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,i32,*bf16:16,i32,*fp32:16,fp32,64,4096,1024
# launch: grid = 62, num_warps = 8, num_stages = 3
# args: f32[37]=rand i32=37 bf16[250007]=randn i32=250007 f32[1]=zeros f32=1.0
# outputs: 2 4
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def clip_grad_norm_scale_kernel(
    partials_ptr,
    num_partials,
    grad_ptr,
    n_elements,
    total_norm_ptr,
    max_norm,
    PARTIALS_BLOCK: tl.constexpr,
    CHUNK_SIZE: tl.constexpr,
    BLOCK_SIZE: tl.constexpr,
):
    pid = tl.program_id(0)
    p_offs = tl.arange(0, PARTIALS_BLOCK)
    partials = tl.load(partials_ptr + p_offs, mask=p_offs < num_partials, other=0.0)
    total_norm = tl.sqrt(tl.sum(partials, axis=0))
    clip_coef = max_norm / (total_norm + 1e-6)
    clip_coef_clamped = tl.minimum(clip_coef, 1.0)

    if pid == 0:
        tl.store(total_norm_ptr, total_norm)

    chunk_start = pid.to(tl.int64) * CHUNK_SIZE
    for off in range(0, CHUNK_SIZE, BLOCK_SIZE):
        offs = chunk_start + off + tl.arange(0, BLOCK_SIZE)
        mask = offs < n_elements
        g = tl.load(grad_ptr + offs, mask=mask, other=0.0).to(tl.float32)
        tl.store(grad_ptr + offs, (g * clip_coef_clamped).to(tl.bfloat16), mask=mask)
