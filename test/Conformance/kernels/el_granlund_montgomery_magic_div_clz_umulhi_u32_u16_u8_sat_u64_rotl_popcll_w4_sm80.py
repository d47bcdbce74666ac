# Unsigned integer toolbox: Granlund-Montgomery division of u32 by per-element
# u16 divisors (ceil-log2 via libdevice.clz, u64 magic from a runtime u64
# division, tl.umulhi, two-step shift) checked against n // d; saturating u8
# add; u16 high half of a product; u64 rotate-left by a data-dependent amount
# and libdevice.popc on i64. 1000 elements, tail, 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u32:16,*u16:16,*u8:16,*u8:16,*i64:16,*u32:16,*u32:16,*i32:16,*u8:16,*u16:16,*i64:16,*i32:16,i32,256
# launch: grid = 4, num_warps = 4
# args: u32[1000]=int:0:4294967295 u16[1000]=int:1:65535 u8[1000]=int:0:255 u8[1000]=int:0:255 i64[1000]=int:-9000000000000000000:9000000000000000000 u32[1000]=zeros u32[1000]=zeros i32[4]=zeros u8[1000]=zeros u16[1000]=zeros i64[1000]=zeros i32[1000]=zeros i32=1000
# outputs: 5 6 7 8 9 10 11
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def magic_divmod_bits_kernel(n_ptr, d_ptr, a_ptr, b_ptr, x_ptr, q_ptr, r_ptr, bad_ptr, sat_ptr, hi_ptr,
                             rot_ptr, pc_ptr, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    n = tl.load(n_ptr + offs, mask=mask, other=0)
    d = tl.load(d_ptr + offs, mask=mask, other=1).to(tl.uint32)

    # l = ceil(log2(d)); m = floor(2^32 (2^l - d) / d) + 1
    l = 32 - libdevice.clz((d - 1).to(tl.int32, bitcast=True))
    d64 = d.to(tl.uint64)
    one = tl.full([BLOCK], 1, tl.uint64)
    m = ((((one << l.to(tl.uint64)) - d64) << 32) // d64 + 1).to(tl.uint32)
    t1 = tl.umulhi(m, n)
    sh1 = tl.minimum(l, 1).to(tl.uint32)
    sh2 = tl.maximum(l - 1, 0).to(tl.uint32)
    q = (t1 + ((n - t1) >> sh1)) >> sh2
    qref = n // d
    tl.store(q_ptr + offs, q, mask=mask)
    tl.store(r_ptr + offs, n - q * d, mask=mask)
    tl.store(bad_ptr + pid, tl.sum(tl.where(mask & (q != qref), 1, 0), axis=0))

    # saturating byte add and the high half of a u16 product
    a = tl.load(a_ptr + offs, mask=mask, other=0)
    b = tl.load(b_ptr + offs, mask=mask, other=0)
    s = a + b
    sat = tl.where(s < a, tl.full([BLOCK], 255, tl.uint8), s)
    tl.store(sat_ptr + offs, sat, mask=mask)
    w = (a.to(tl.uint16) << 8) | b.to(tl.uint16)
    hi = ((w.to(tl.uint32) * d) >> 16).to(tl.uint16)
    tl.store(hi_ptr + offs, hi, mask=mask)

    # u64 rotate-left by 1..63 and its population count
    x = tl.load(x_ptr + offs, mask=mask, other=0).to(tl.uint64, bitcast=True)
    rsh = ((n & 62) + 1).to(tl.uint64)
    rot = ((x << rsh) | (x >> (64 - rsh))).to(tl.int64, bitcast=True)
    tl.store(rot_ptr + offs, rot, mask=mask)
    tl.store(pc_ptr + offs, libdevice.popc(rot) * 64 + l, mask=mask)
