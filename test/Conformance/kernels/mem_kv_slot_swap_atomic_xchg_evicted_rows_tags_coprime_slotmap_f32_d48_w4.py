# Cache-slot swap for an offload/prefix cache: request r owns slot
# (r * 37 + 5) % 128 (a bijection, so no two programs touch a slot); its new
# 48-wide f32 row goes in with a 2-D masked tl.atomic_xchg (sem="relaxed") and
# the evicted row comes back and is written out, and the slot's owner tag is
# swapped the same way (default acq_rel) to report the previous owner.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,*fp32:16,*i32:16,i32,i32:16,i32:16,i32,i32,i32,8,64
# launch: grid = 12, num_warps = 4
# args: f32[4320]=randn f32[6144]=randn i32[128]=int:0:1000 f32[4320]=zeros i32[90]=zeros i32=90 i32=128 i32=48 i32=37 i32=5 i32=1000
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def slot_swap_kernel(new_ptr, cache_ptr, tag_ptr, evicted_ptr, evicted_tag_ptr, R, NS, D,
                     perm_mul, perm_off, tag_base, BLOCK_R: tl.constexpr, BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    r = pid * BLOCK_R + tl.arange(0, BLOCK_R)
    d = tl.arange(0, BLOCK_D)
    r_ok = r < R
    m = r_ok[:, None] & (d[None, :] < D)
    slot = (r * perm_mul + perm_off) % NS
    new = tl.load(new_ptr + r[:, None] * D + d[None, :], mask=m, other=0.0)
    old = tl.atomic_xchg(cache_ptr + slot[:, None] * D + d[None, :], new, mask=m, sem="relaxed")
    tl.store(evicted_ptr + r[:, None] * D + d[None, :], old, mask=m)
    old_tag = tl.atomic_xchg(tag_ptr + slot, tag_base + r, mask=r_ok)
    tl.store(evicted_tag_ptr + r, old_tag, mask=r_ok)
