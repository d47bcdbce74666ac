# Element-wise binary (Stein) GCD of int32 pairs with a loaded common factor:
# trailing zeros via libdevice.ffs, a Python while (scf.while) whose condition
# reduces the carried tensor (tl.max(b) > 0) and checks a runtime budget; then
# lcm by int64 division by the per-element gcd, and libdevice.popc of the gcd.
# 1000 elements in 256-wide blocks (tail), 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i64:16,*i32:16,*i32:16,i32,i32,256
# launch: grid = 4, num_warps = 2
# args: i32[1000]=int:1:5000 i32[1000]=int:1:5000 i32[1000]=int:1:64 i32[1000]=zeros i64[1000]=zeros i32[1000]=zeros i32[8]=zeros i32=1000 i32=200
# outputs: 3 4 5 6
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def stein_gcd_kernel(x_ptr, y_ptr, f_ptr, gcd_ptr, lcm_ptr, info_ptr, trips_ptr, n, max_iter,
                     BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    f = tl.load(f_ptr + offs, mask=mask, other=1)
    a0 = tl.load(x_ptr + offs, mask=mask, other=1) * f
    b0 = tl.load(y_ptr + offs, mask=mask, other=1) * f

    shift = libdevice.ffs(a0 | b0) - 1
    a = a0 >> (libdevice.ffs(a0) - 1)
    b = b0
    steps = tl.zeros([BLOCK], dtype=tl.int32)
    it = 0
    while (tl.max(b, axis=0) > 0) & (it < max_iter):
        live = b != 0
        bz = b >> tl.maximum(libdevice.ffs(b) - 1, 0)
        lo = tl.minimum(a, bz)
        hi = tl.maximum(a, bz)
        a = tl.where(live, lo, a)
        b = tl.where(live, hi - lo, b)
        steps += live.to(tl.int32)
        it += 1
    g = a << shift
    tl.store(gcd_ptr + offs, g, mask=mask)
    lcm = (a0.to(tl.int64) // g.to(tl.int64)) * b0.to(tl.int64)
    tl.store(lcm_ptr + offs, lcm, mask=mask)
    tl.store(info_ptr + offs, steps * 64 + libdevice.popc(g), mask=mask)
    tl.store(trips_ptr + pid * 2, it)
    tl.store(trips_ptr + pid * 2 + 1, tl.max(steps, axis=0))
