# Dropout that also emits a bit-packed keep mask (1 bit per element, 32 per uint32 word,
# as memory-efficient dropout backward kernels consume it): [16 words, 32 bits] tiles of
# a flat bf16 buffer, Philox tl.randint compared unsigned against p * 2^32, bits shifted
# into place and folded with a custom bitwise-or tl.reduce; 50000 elements -> 1563 words
# (last word half full). num_warps 2.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*u32:16,i32,i32,fp32,i32,16
# launch: grid = 98, num_warps = 2
# args: bf16[50000]=randn bf16[50000]=zeros u32[1563]=zeros i32=50000 i32=1563 f32=0.1 i32=777
# outputs: 1 2
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _or_combine(a, b):
    return a | b


@triton.jit
def dropout_bitmask_kernel(
    x_ptr,
    y_ptr,
    mask_words_ptr,
    n_elements,
    n_words,
    p,
    seed,
    WORDS_PER_BLOCK: tl.constexpr,
):
    word_offs = tl.program_id(0) * WORDS_PER_BLOCK + tl.arange(0, WORDS_PER_BLOCK)
    bit = tl.arange(0, 32)
    elem = word_offs[:, None] * 32 + bit[None, :]
    emask = elem < n_elements

    x = tl.load(x_ptr + elem, mask=emask, other=0.0)
    r = tl.randint(seed, elem).to(tl.uint32, bitcast=True)
    threshold = (p * 4294967296.0).to(tl.uint32)
    keep = (r >= threshold) & emask

    scale = 1.0 / (1.0 - p)
    y = tl.where(keep, x.to(tl.float32) * scale, 0.0)
    tl.store(y_ptr + elem, y.to(tl.bfloat16), mask=emask)

    bits = keep.to(tl.uint32) << bit[None, :].to(tl.uint32)
    words = tl.reduce(bits, 1, _or_combine)
    tl.store(mask_words_ptr + word_offs, words, mask=word_offs < n_words)
