# Integer complex twiddle multiply on interleaved (re, im) pairs: a [512] load
# reshaped to [256, 2] and tl.split, product re-packed with tl.join + reshape
# (interleaved out), a rotated copy (-i * z) via tl.interleave, a planar copy via
# join -> permute(1, 0) -> reshape with // and % unravel of the flat index, and
# per-program sum / max of |p|^2 through tl.reshape(..., can_reorder=True) to
# [16, 16] (order-free reductions). i32, n = 1000 pairs (tail), 1 warp.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,256
# launch: grid = 4, num_warps = 1
# args: i32[2000]=int:-9:9 i32[1000]=int:-9:9 i32[1000]=int:-9:9 i32[2000]=zeros i32[2000]=zeros i32[2000]=zeros i32[8]=zeros i32=1000
# outputs: 3 4 5 6
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def complex_twiddle_views_kernel(z_ptr, w_re_ptr, w_im_ptr, out_ptr, rot_ptr, planar_ptr, part_ptr, n,
                                 BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs2 = pid * 2 * BLOCK + tl.arange(0, 2 * BLOCK)
    m2 = offs2 < 2 * n
    z = tl.load(z_ptr + offs2, mask=m2, other=0)
    re, im = tl.split(tl.reshape(z, [BLOCK, 2]))
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    wr = tl.load(w_re_ptr + offs, mask=m, other=0)
    wi = tl.load(w_im_ptr + offs, mask=m, other=0)
    pr = re * wr - im * wi
    pi = re * wi + im * wr
    packed = tl.join(pr, pi)
    tl.store(out_ptr + offs2, tl.reshape(packed, [2 * BLOCK]), mask=m2)
    rot = tl.interleave(pi, -pr)
    tl.store(rot_ptr + offs2, rot, mask=m2)
    planar = tl.reshape(tl.permute(packed, (1, 0)), [2 * BLOCK])
    j = tl.arange(0, 2 * BLOCK)
    comp = j // BLOCK
    idx = pid * BLOCK + j % BLOCK
    tl.store(planar_ptr + comp * n + idx, planar, mask=idx < n)
    mag = pr * pr + pi * pi
    mag2d = tl.reshape(mag, [BLOCK // 16, 16], can_reorder=True)
    total = tl.sum(tl.sum(mag2d, axis=1), axis=0)
    peak = tl.max(tl.reshape(mag2d, [BLOCK], can_reorder=True), axis=0)
    tl.store(part_ptr + 2 * pid, total)
    tl.store(part_ptr + 2 * pid + 1, peak)
