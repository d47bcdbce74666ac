# Multi-source graph reachability by repeated tl.dot inside a data-dependent
# while loop: per graph, R <- R | (A @ R > 0) with A [64, 64] (50 vertices
# masked) built from an int8 edge table and R [64, 8] holding 8 sources (N = 8),
# iterating until no bit changes (tl.sum of the changed mask) or max_iter; the
# bool closure and the iteration count are stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i32:16,*i8:16,*i32:16,i32,i32,64,8
# launch: grid = 6, num_warps = 4
# args: i8[15000]=int:-30:1 i32[48]=int:0:49 i8[2400]=zeros i32[6]=zeros i32=50 i32=60
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def reach_closure_while_kernel(adj_ptr, src_ptr, reach_ptr, iters_ptr, V, max_iter,
                               BLOCK_V: tl.constexpr, N_SRC: tl.constexpr):
    g = tl.program_id(0)
    offs_v = tl.arange(0, BLOCK_V)
    offs_u = tl.arange(0, BLOCK_V)
    offs_s = tl.arange(0, N_SRC)
    vmask = offs_v < V
    e = tl.load(adj_ptr + g * V * V + offs_v[:, None] * V + offs_u[None, :],
                mask=vmask[:, None] & (offs_u[None, :] < V), other=0)
    A = (e > 0).to(tl.float16)
    src = tl.load(src_ptr + g * N_SRC + offs_s)
    R = (offs_v[:, None] == src[None, :])
    changed = tl.sum(R.to(tl.int32))
    it = g * 0
    while (changed > 0) & (it < max_iter):
        hits = tl.dot(A, R.to(tl.float16))
        newR = (hits > 0.0) | R
        changed = tl.sum((newR & ~R).to(tl.int32))
        R = newR
        it += 1
    tl.store(reach_ptr + g * V * N_SRC + offs_v[:, None] * N_SRC + offs_s[None, :],
             R.to(tl.int8), mask=vmask[:, None])
    tl.store(iters_ptr + g, it)
