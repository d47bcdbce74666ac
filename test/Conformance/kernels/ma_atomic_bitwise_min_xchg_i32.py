# int32 atomic and/or/xor/min (relaxed; cta and gpu scope) of 2000 masked values
# into 64 slots, and an atomic_xchg whose old values are stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,256,64
# launch: grid = 8, num_warps = 4
# args: i32[2048]=int:-1000000:1000000 i32[64]=fill:-1 i32[64]=zeros i32[64]=zeros i32[64]=fill:2000000 i32[2048]=iota i32[2048]=zeros i32=2000
# outputs: 1 2 3 4 5 6
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def atomic_bitwise(x_ptr, and_ptr, or_ptr, xor_ptr, min_ptr, sw_ptr, old_ptr, n, BLOCK: tl.constexpr, SLOTS: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    slot = offs % SLOTS
    tl.atomic_and(and_ptr + slot, x | 0x10, mask=mask, sem="relaxed", scope="gpu")
    tl.atomic_or(or_ptr + slot, x & 0x0F0F0F0F, mask=mask, sem="relaxed")
    tl.atomic_xor(xor_ptr + slot, x >> 3, mask=mask, scope="gpu")
    tl.atomic_min(min_ptr + slot, x, mask=mask, sem="relaxed", scope="gpu")
    old = tl.atomic_xchg(sw_ptr + offs, -x, mask=mask, sem="relaxed", scope="cta")
    tl.store(old_ptr + offs, old * 2 + 1, mask=mask)
