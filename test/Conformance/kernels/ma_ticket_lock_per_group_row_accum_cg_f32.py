# Segment-sum of token rows into 7 group rows under a per-row ticket lock: a
# ticket from tl.atomic_add on the group's counter, a spin on
# tl.atomic_cas(serving, t, t) until it is served, a read-modify-write of the
# row with .cg loads, and a release by atomic_add(sem="release"); values are
# integers so any serving order gives the same sums.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,*fp32:16,*i32:16,*i32:16,*i32:16,i32,i32,i32,256
# launch: grid = 300, num_warps = 4
# args: f32[60000]=int:-4:4 i32[300]=int:0:6 f32[200]=int:-2:2 f32[1400]=zeros i32[7]=zeros i32[7]=zeros i32[7]=zeros i32=200 i32=200 i32=200
# outputs: 3 6
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ticket_lock_group_accum(x_ptr, grp_ptr, w_ptr, out_ptr, next_ptr, serving_ptr, count_ptr,
                            D, stride_x, stride_o, BLOCK_D: tl.constexpr):
    tok = tl.program_id(0)
    g = tl.load(grp_ptr + tok)
    cols = tl.arange(0, BLOCK_D)
    cmask = cols < D
    x = tl.load(x_ptr + tok * stride_x + cols, mask=cmask, other=0.0)
    w = tl.load(w_ptr + cols, mask=cmask, other=0.0)
    v = x * w + 1.0
    ticket = tl.atomic_add(next_ptr + g, 1)
    while tl.atomic_cas(serving_ptr + g, ticket, ticket) != ticket:
        pass
    row = out_ptr + g * stride_o + cols
    acc = tl.load(row, mask=cmask, other=0.0, cache_modifier=".cg")
    tl.store(row, acc + v, mask=cmask)
    c = tl.load(count_ptr + g, cache_modifier=".cg")
    tl.store(count_ptr + g, c + 1)
    tl.debug_barrier()
    tl.atomic_add(serving_ptr + g, 1, sem="release")
