# tl.cat of two 128-element i16 blocks (can_reorder) and tl.interleave of
# two others, summed elementwise into one 256-element result.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i16:16,*i16:16,*i16:16,*i16:16,*i32:16,128
# launch: grid = 3, num_warps = 2
# args: i16[384]=int:-50:50 i16[384]=int:-50:50 i16[384]=int:-50:50 i16[384]=int:-50:50 i32[768]=zeros
# outputs: 4
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def cat_interleave(a_ptr, b_ptr, c_ptr, d_ptr, y_ptr, B: tl.constexpr):
    pid = tl.program_id(0)
    o = pid * B + tl.arange(0, B)
    a = tl.load(a_ptr + o)
    b = tl.load(b_ptr + o)
    c = tl.load(c_ptr + o)
    d = tl.load(d_ptr + o)
    s = tl.sum(tl.cat(a, b, can_reorder=True).to(tl.int32), axis=0)
    il = tl.interleave(c, d).to(tl.int32)
    tl.store(y_ptr + pid * 2 * B + tl.arange(0, 2 * B), il * 3 + s)
