# Rejection sampling of a truncated exponential on [0, 1) (rate per lane in
# [0.5, 5)): an scf.while whose trip count depends on the data, looping while
# any lane of the 128-wide block is still pending and the round cap is not hit,
# carrying the sample, pending mask, per-lane try count and the round counter;
# proposals and acceptance draws from tl.rand(seed, round-shifted offsets).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,*i32:16,i32,i32,128,64
# launch: grid = 8, num_warps = 2
# args: f32[1000]=rand f32[1000]=zeros i32[1000]=zeros i32[8]=zeros i32=1000 i32=20240607
# outputs: 1 2 3
# tol: 1e-6 1e-6
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def rejection_sample_trunc_exp_kernel(
    rate_ptr,
    sample_ptr,
    tries_ptr,
    rounds_ptr,
    n,
    seed,
    BLOCK: tl.constexpr,
    MAX_ROUNDS: tl.constexpr,
):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    lam = 0.5 + 4.5 * tl.load(rate_ptr + offs, mask=mask, other=0.0)

    sample = tl.zeros([BLOCK], dtype=tl.float32)
    tries = tl.zeros([BLOCK], dtype=tl.int32)
    pending = mask
    n_pending = tl.sum(pending.to(tl.int32), axis=0)
    rnd = 0
    while (n_pending > 0) & (rnd < MAX_ROUNDS):
        ctr = rnd * 2 * n + offs
        x = tl.rand(seed, ctr)
        u = tl.rand(seed, ctr + n)
        accept = pending & (u < tl.exp(-lam * x))
        sample = tl.where(accept, x, sample)
        tries += pending.to(tl.int32)
        pending = pending & (~accept)
        n_pending = tl.sum(pending.to(tl.int32), axis=0)
        rnd += 1

    tl.store(sample_ptr + offs, sample, mask=mask)
    tl.store(tries_ptr + offs, tries, mask=mask)
    tl.store(rounds_ptr + pid, rnd)
