# int8 stages through global memory: volatile and evict_first/evict_last loads,
# a tl.debug_barrier between writing a block and reading it back reversed, with
# tl.multiple_of / tl.max_contiguous on computed offsets.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i8:16,*i8:16,i32,128
# launch: grid = 8, num_warps = 4
# args: i8[1024]=int:-128:127 i8[1024]=int:-20:20 i8[1024]=zeros i8[1024]=zeros i32=1000
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def volatile_barrier_i8(x_ptr, w_ptr, t_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    base = tl.multiple_of(pid * BLOCK, BLOCK)
    offs = tl.max_contiguous(tl.multiple_of(base + tl.arange(0, BLOCK), BLOCK), BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0, volatile=True)
    w = tl.load(w_ptr + offs, mask=mask, other=0, eviction_policy="evict_first")
    t = (x * 3 + w) ^ (x >> 2)
    tl.store(t_ptr + offs, t, mask=mask, eviction_policy="evict_last")
    tl.debug_barrier()
    rev = base + (BLOCK - 1) - tl.arange(0, BLOCK)
    rmask = rev < n
    r = tl.load(t_ptr + rev, mask=rmask, other=7, volatile=True)
    w2 = tl.load(w_ptr + rev, mask=rmask, other=0, eviction_policy="evict_last")
    y = tl.where(r > w2, r - w2, (r + w2) // 2)
    tl.store(y_ptr + offs, y.to(tl.int8), mask=mask)
