# Single-pass chained prefix sum of 6000 int64 values (512 per program): local
# tl.cumsum, then program p spins (acquire atomic reads) on flag p-1, reads the
# inclusive prefix of block p-1, publishes its own inclusive prefix and flag
# with release atomic_xchg into its own slots; inputs span +-4e18 so the int64
# sums wrap around, deterministically; grid (12) fits on the GPU at once.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*i64:16,*i64:16,*i32:16,i32,512
# launch: grid = 12, num_warps = 4, num_stages = 1
# args: i64[6000]=int:-4000000000000000000:4000000000000000000 i64[6000]=zeros i64[12]=zeros i32[12]=zeros i32=6000
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def chained_scan_i64_kernel(X, Y, BlockIncl, Flags, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid.to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(X + offs, mask=mask, other=0)
    local = tl.cumsum(x, axis=0)
    total = tl.sum(x, axis=0)
    prev = total * 0
    if pid > 0:
        flag = tl.atomic_add(Flags + pid - 1, 0, sem="acquire")
        while flag == 0:
            flag = tl.atomic_add(Flags + pid - 1, 0, sem="acquire")
        prev = tl.atomic_add(BlockIncl + pid - 1, 0, sem="acquire")
    tl.atomic_xchg(BlockIncl + pid, prev + total, sem="release")
    tl.atomic_xchg(Flags + pid, 1, sem="release")
    tl.store(Y + offs, local + prev, mask=mask)
