# Integer stats over the atomic sem/scope matrix: relaxed/release/acquire
# add, max, min (gpu scope), i64 sums of squares, atomic_or of tl.reduce-ORed
# bits, cta-scope add and sys-scope xchg on program-private slots, acq_rel cas
# claims; after tl.debug_barrier the program drawing the last acq_rel ticket
# finalises bucket ranges from volatile loads. 2000 values, 8 programs, 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i64:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,8,256
# launch: grid = 8, num_warps = 4
# args: i32[2000]=int:-500:500 i32[1]=zeros i64[1]=zeros i32[8]=fill:-100000 i32[8]=fill:100000 i32[1]=zeros i32[2048]=int:0:9 i32[2048]=int:-5:5 i32[8]=zeros i32[16]=zeros i32[1]=zeros i32[10]=zeros i32=2000
# outputs: 1 2 3 4 5 6 7 8 9 10 11
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _or_combine(a, b):
    return a | b


@triton.jit
def atomic_stats_last_block_kernel(x_ptr, sum_ptr, sq_ptr, bmax_ptr, bmin_ptr, bits_ptr, own_ptr, swap_ptr,
                                   flag_ptr, claim_ptr, ticket_ptr, final_ptr, n,
                                   NB: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0)

    tl.atomic_add(sum_ptr, tl.sum(x, axis=0), sem="relaxed", scope="gpu")
    x64 = x.to(tl.int64)
    tl.atomic_add(sq_ptr, tl.sum(x64 * x64, axis=0), sem="release")
    bucket = x & (NB - 1)
    tl.atomic_max(bmax_ptr + bucket, x, mask=m, sem="release", scope="gpu")
    tl.atomic_min(bmin_ptr + bucket, x, mask=m, sem="acquire", scope="gpu")
    pres = tl.reduce(tl.where(m, 1 << ((x + 512) >> 5), 0), 0, _or_combine)
    tl.atomic_or(bits_ptr, pres, sem="relaxed")

    # program-private slots: results do not depend on scheduling
    old = tl.atomic_add(own_ptr + offs, x, sem="relaxed", scope="cta")
    prev = tl.atomic_xchg(swap_ptr + offs, old * 3 + 1, sem="acq_rel", scope="sys")
    claimed = tl.atomic_cas(flag_ptr + pid, 0, pid + 7, sem="acq_rel", scope="gpu")
    tl.store(claim_ptr + pid * 2, claimed)
    tl.store(claim_ptr + pid * 2 + 1, tl.sum(prev, axis=0))

    tl.debug_barrier()
    ticket = tl.atomic_add(ticket_ptr, 1, sem="acq_rel", scope="gpu")
    if ticket == tl.num_programs(0) - 1:
        b = tl.arange(0, NB)
        hi = tl.load(bmax_ptr + b, volatile=True)
        lo = tl.load(bmin_ptr + b, volatile=True)
        tl.store(final_ptr + b, hi - lo)
        tl.store(final_ptr + NB, tl.load(sum_ptr, volatile=True))
        tl.store(final_ptr + NB + 1, tl.atomic_add(ticket_ptr, 0, sem="acquire"))
