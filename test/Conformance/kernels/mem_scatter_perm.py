# Scatter store tl.store(y + idx, v) with a permutation as idx: loaded int32
# values i (iota) mapped to (509 * i + 17) mod n, a bijection since
# gcd(509, n) = 1, so every element of y is written exactly once; masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,i32,512
# launch: grid = 7813, num_warps = 2
# args: f32[4000037]=randn i32[4000037]=iota f32[4000037]=zeros i32=4000037
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def scatter_perm(x_ptr, i_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    i = tl.load(i_ptr + offs, mask=mask, other=0)
    idx = (i * 509 + 17) % n
    v = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + idx, v, mask=mask)
