# Bucket bookkeeping with atomics on a 4-element int32 tile under num_warps=16
# (512 threads hold copies of 4 values): atomic_add/max/min into 4 shared
# buckets (order-independent), atomic_add and atomic_xchg into per-program
# private slots whose returned old values are stored, and scalar atomic_cas
# claim / release of a per-program flag with the old values stored; tail masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,4,4
# launch: grid = 13, num_warps = 16
# args: i32[50]=int:-100:100 i32[4]=zeros i32[4]=fill:-1000 i32[4]=fill:1000 i32[52]=int:0:5 i32[52]=zeros i32[52]=int:0:5 i32[13]=zeros i32[26]=zeros i32=50
# outputs: 1 2 3 4 5 6 7 8
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bucket_atomics_kernel(
    x_ptr,
    cnt_ptr,
    bmax_ptr,
    bmin_ptr,
    own_ptr,
    old_ptr,
    xchg_ptr,
    flag_ptr,
    claim_ptr,
    N,
    NB: tl.constexpr,
    BLOCK: tl.constexpr,
):
    pid = tl.program_id(0)
    lane = tl.arange(0, BLOCK)
    offs = pid * BLOCK + lane
    m = offs < N
    x = tl.load(x_ptr + offs, mask=m, other=0)

    b = x & (NB - 1)
    tl.atomic_add(cnt_ptr + b, 1, mask=m, sem="relaxed")
    tl.atomic_max(bmax_ptr + b, x, mask=m)
    tl.atomic_min(bmin_ptr + b, x, mask=m)

    # private slots of this program: old values do not depend on scheduling
    old = tl.atomic_add(own_ptr + offs, x, mask=m)
    prev = tl.atomic_xchg(xchg_ptr + offs, x * 2 + 1, mask=m)
    tl.store(old_ptr + offs, old * 16 + prev, mask=m)

    claimed = tl.atomic_cas(flag_ptr + pid, 0, pid + 1)
    released = tl.atomic_cas(flag_ptr + pid, pid + 1, -(pid + 1))
    tl.store(claim_ptr + 2 * pid, claimed)
    tl.store(claim_ptr + 2 * pid + 1, released)
