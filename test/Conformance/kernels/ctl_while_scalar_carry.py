# scf.while carrying an fp32 tile, an int32 counter and an fp32 scalar: k steps
# of the recurrence acc = 0.5 * acc + scale * x with scale *= 0.75 each step
# (k a runtime argument; masked tail, n = 2^22 + 9).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32,1024
# launch: grid = 4097, num_warps = 8
# args: f32[4194313]=randn f32[4194313]=zeros i32=4194313 i32=7
# outputs: 1
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def while_scalar_carry(x_ptr, y_ptr, n, k, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    scale = 1.0
    i = 0
    while i < k:
        acc = acc * 0.5 + x * scale
        scale = scale * 0.75
        i += 1
    tl.store(y_ptr + offs, acc, mask=mask)
