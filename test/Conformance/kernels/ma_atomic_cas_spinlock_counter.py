# Per-bucket counters updated under a spin lock taken with tl.atomic_cas and
# released with tl.atomic_xchg; each program adds its 256-element sum to
# bucket pid % 4 (a scalar critical section in a while loop).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,256
# launch: grid = 8, num_warps = 4
# args: i32[2048]=int:-10:10 i32[4]=zeros i32[4]=zeros
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def locked_sum(x_ptr, lock_ptr, out_ptr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    s = tl.sum(tl.load(x_ptr + pid * BLOCK + tl.arange(0, BLOCK)), axis=0)
    bucket = pid % 4
    while tl.atomic_cas(lock_ptr + bucket, 0, 1) == 1:
        pass
    cur = tl.load(out_ptr + bucket, volatile=True)
    tl.store(out_ptr + bucket, cur + s)
    tl.atomic_xchg(lock_ptr + bucket, 0)
