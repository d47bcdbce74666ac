# Embedding-backward scatter: for 300 tokens with indices into a 16-row table,
# [BLOCK_T, BLOCK_D] tiles of integer-valued f16 gradients are accumulated with
# masked tl.atomic_add into an f16 table (contiguous lanes: packed f16x2
# atomics) and a bf16 copy, plus bf16 per-row token counts; D=72 leaves a
# column tail of BLOCK_D 32, padding tokens (index < 0) are masked out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp16:16,*fp16:16,*bf16:16,*bf16:16,i32,i32,i32,i32,16,32
# launch: grid = 19x3, num_warps = 4
# args: i32[300]=int:-2:15 f16[21600]=int:-2:2 f16[1152]=zeros bf16[1152]=zeros bf16[16]=zeros i32=300 i32=72 i32=72 i32=72
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def embedding_grad_atomic_half_kernel(
    idx_ptr, grad_ptr, wgrad_f16_ptr, wgrad_bf16_ptr, count_ptr,
    T, D, stride_g, stride_w,
    BLOCK_T: tl.constexpr, BLOCK_D: tl.constexpr,
):
    pid_t = tl.program_id(0)
    pid_d = tl.program_id(1)
    toks = pid_t * BLOCK_T + tl.arange(0, BLOCK_T)
    dims = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    tmask = toks < T
    idx = tl.load(idx_ptr + toks, mask=tmask, other=-1)
    live = tmask & (idx >= 0)
    dmask = dims < D
    mask = live[:, None] & dmask[None, :]
    g = tl.load(grad_ptr + toks[:, None] * stride_g + dims[None, :], mask=mask, other=0.0)
    safe = tl.where(live, idx, 0)
    woffs = safe[:, None] * stride_w + dims[None, :]
    tl.atomic_add(wgrad_f16_ptr + woffs, g, mask=mask, sem="relaxed")
    tl.atomic_add(wgrad_bf16_ptr + woffs, g.to(tl.bfloat16), mask=mask, sem="relaxed")
    ones = tl.full([BLOCK_T], 1.0, tl.bfloat16)
    tl.atomic_add(count_ptr + safe, ones, mask=live & (pid_d == 0), sem="relaxed")
