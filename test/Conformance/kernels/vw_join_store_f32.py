# tl.join of two fp32 blocks (the real and imaginary parts of a complex
# product of planar inputs) stored as interleaved [n, 2] pairs; masked tail.
# The joined [512, 2] tile should keep each pair in one thread (a vector
# store of two floats).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,512
# launch: grid = 4096, num_warps = 4
# args: f32[2097147]=randn f32[2097147]=randn f32[2097147]=randn f32[2097147]=randn f32[2097147,2]=zeros i32=2097147
# outputs: 4
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def complex_mul_join(ar_ptr, ai_ptr, br_ptr, bi_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    ar = tl.load(ar_ptr + offs, mask=mask)
    ai = tl.load(ai_ptr + offs, mask=mask)
    br = tl.load(br_ptr + offs, mask=mask)
    bi = tl.load(bi_ptr + offs, mask=mask)
    pair = tl.join(ar * br - ai * bi, ar * bi + ai * br)
    pair_offs = 2 * offs[:, None] + tl.arange(0, 2)[None, :]
    tl.store(out_ptr + pair_offs, pair, mask=mask[:, None])
