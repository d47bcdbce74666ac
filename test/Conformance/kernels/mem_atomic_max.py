# fp32 tl.atomic_max into 1000 segments by segment ids loaded from memory (a
# segmented max; max is order-independent, so exact); one warp, masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp32:16,*fp32:16,i32,256
# launch: grid = 4097, num_warps = 1
# args: i32[1048583]=int:0:999 f32[1048583]=randn f32[1000]=fill:-1000 i32=1048583
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def atomic_max_segments(seg_ptr, x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    seg = tl.load(seg_ptr + offs, mask=mask, other=0)
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.atomic_max(out_ptr + seg, x, mask=mask)
