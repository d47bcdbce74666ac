# Embedding backward with a per-row spin lock instead of float atomics: each
# program (one token) takes lock[id] with tl.atomic_cas in a while loop, does a
# volatile read-modify-write of the f32 weight-grad row (D = 100 of a 128 tile,
# bf16 incoming grads), bumps the row's version counter through a 1-element
# tile, and after tl.debug_barrier releases with tl.atomic_xchg.  Integer
# grads: the result does not depend on the lock order.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*bf16:16,*i32:16,*fp32:16,*i32:16,i32,i32,128
# launch: grid = 200, num_warps = 2
# args: i32[200]=int:0:15 bf16[20000]=int:-8:8 i32[16]=zeros f32[1600]=zeros i32[16]=zeros i32=100 i32=100
# outputs: 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def embedding_bwd_rowlock_kernel(ids_ptr, grad_ptr, lock_ptr, wgrad_ptr, version_ptr, D, stride_g,
                                 BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    tok = tl.load(ids_ptr + pid)
    d = tl.arange(0, BLOCK_D)
    dm = d < D
    g = tl.load(grad_ptr + pid * stride_g + d, mask=dm, other=0.0).to(tl.float32)
    lock = lock_ptr + tok
    while tl.atomic_cas(lock, 0, 1) == 1:
        pass
    row = wgrad_ptr + tok * D + d
    cur = tl.load(row, mask=dm, other=0.0, volatile=True)
    tl.store(row, cur + g, mask=dm)
    one = tl.arange(0, 1)
    vptr = version_ptr + tok + one
    ver = tl.load(vptr, volatile=True)
    tl.store(vptr, ver + 1)
    tl.debug_barrier()
    tl.atomic_xchg(lock, 0)
