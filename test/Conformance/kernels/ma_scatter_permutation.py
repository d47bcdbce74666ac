# Scatter store y[perm(i)] = 2 * x[i] where perm(i) = (i * 7919) % N (7919 is
# coprime with N = 2^7 * 5^6: a permutation, so the result is deterministic),
# i from a loaded iota, computed in int64; masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp32:16,*fp32:16,i32:16,1024
# launch: grid = 1954, num_warps = 4
# args: i32[2000000]=iota f32[2000000]=randn f32[2000000]=zeros i32=2000000
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def scatter_permutation(iota_ptr, x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    i = tl.load(iota_ptr + offs, mask=mask, other=0)
    idx = (i.to(tl.int64) * 7919) % N
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + idx, x * 2.0, mask=mask)
