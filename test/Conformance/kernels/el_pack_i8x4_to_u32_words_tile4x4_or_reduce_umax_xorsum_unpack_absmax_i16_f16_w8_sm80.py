# Packs int8 activations four to a 32-bit word on [4 words, 4 bytes] tiles
# (16 elements, num_warps=8): int8 -> uint8 -> uint32 via bitcast, per-lane
# shifts and a custom OR tl.reduce along axis 1, an unsigned tl.max and a
# tl.xor_sum of the words (0-d), unpacking with shifts/masks back to int8 and
# int16, a per-word int16 absmax and an fp16 dequant by a per-word scale.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*fp16:16,*i32:16,*i16:16,*fp16:16,*i32:16,i32,4,4
# launch: grid = 13, num_warps = 8
# args: i8[200]=int:-128:127 f16[50]=int:1:4 i32[50]=zeros i16[50]=zeros f16[200]=zeros i32[26]=zeros i32=50
# outputs: 2 3 4 5
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _or_u32(a, b):
    return a | b


@triton.jit
def pack_i8x4_kernel(
    q_ptr,
    scale_ptr,
    words_ptr,
    absmax_ptr,
    deq_ptr,
    check_ptr,
    n_words,
    BLOCK_W: tl.constexpr,
    BYTES: tl.constexpr,
):
    pid = tl.program_id(0)
    w = pid * BLOCK_W + tl.arange(0, BLOCK_W)
    j = tl.arange(0, BYTES)
    wm = w < n_words
    mask = wm[:, None] & (j[None, :] < BYTES)
    offs = w[:, None] * BYTES + j[None, :]
    q = tl.load(q_ptr + offs, mask=mask, other=0)

    shift = (8 * j).to(tl.uint32)[None, :]
    qu = q.to(tl.uint8, bitcast=True).to(tl.uint32)
    word = tl.reduce(qu << shift, 1, _or_u32)
    tl.store(words_ptr + w, word.to(tl.int32, bitcast=True), mask=wm)

    umax = tl.max(word, axis=0)
    wx = tl.xor_sum(word, axis=0)
    tl.store(check_ptr + 2 * pid, umax.to(tl.int32, bitcast=True))
    tl.store(check_ptr + 2 * pid + 1, wx.to(tl.int32, bitcast=True))

    ff = tl.full([1, BYTES], 255, tl.uint32)
    back = ((word[:, None] >> shift) & ff).to(tl.uint8).to(tl.int8, bitcast=True)
    b16 = back.to(tl.int16)
    amax = tl.max(tl.abs(b16), axis=1)
    tl.store(absmax_ptr + w, amax, mask=wm)

    sc = tl.load(scale_ptr + w, mask=wm, other=0.0)
    deq = b16.to(tl.float16) * sc[:, None]
    tl.store(deq_ptr + offs, deq, mask=mask)
