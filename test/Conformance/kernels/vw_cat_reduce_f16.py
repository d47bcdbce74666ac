# tl.cat (can_reorder=True: element order left to the compiler) of two fp16
# blocks of 1024, upcast and reduced per program to a sum of squares and a
# maximum, so the result does not depend on the order; masked tail (padded
# with zeros). The fp32 sum's association order may differ: small tolerance.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,1024
# launch: grid = 4096, num_warps = 2
# args: f16[4194181]=randn f16[4194181]=randn f32[8192]=zeros i32=4194181
# outputs: 2
# tol: 1e-2 1e-4
import triton
import triton.language as tl


@triton.jit
def cat_reduce_f16(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    both = tl.cat(x, y, can_reorder=True).to(tl.float32)
    tl.store(out_ptr + 2 * pid, tl.sum(both * both, axis=0))
    tl.store(out_ptr + 2 * pid + 1, tl.max(both, axis=0))
