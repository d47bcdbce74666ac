# Nested control flow carrying a 16x16 int32 tile: a while loop that stops
# after max_steps or as soon as sum(|acc|) reaches a per-program budget loaded
# from memory, each step a for loop over 3 input tiles folded in with a
# tensor-valued tl.where; then a scalar if/else on program_id parity picks
# the epilogue. Stores the tile and the number of steps taken.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,i32,3,16,16
# launch: grid = 64, num_warps = 1
# args: i32[49152]=int:-3:3 i32[64]=int:0:20000 i32[16384]=zeros i32[64]=zeros i32=10
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def iterate_until_budget(x_ptr, budget_ptr, out_ptr, steps_ptr, max_steps,
                         K: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    tile = tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :]
    base = x_ptr + pid * K * BM * BN
    budget = tl.load(budget_ptr + pid)
    acc = tl.zeros([BM, BN], dtype=tl.int32)
    step = 0
    total = 0
    while (step < max_steps) & (total < budget):
        for k in range(K):
            x = tl.load(base + k * BM * BN + tile)
            acc += tl.where(x > step - 2, x + k, -x)
        total = tl.sum(tl.abs(acc))
        step += 1
    if pid % 2 == 0:
        res = acc * 2 + step
    else:
        res = tl.where(acc > 0, acc, 0) - step
    tl.store(out_ptr + pid * BM * BN + tile, res)
    tl.store(steps_ptr + pid, step)
