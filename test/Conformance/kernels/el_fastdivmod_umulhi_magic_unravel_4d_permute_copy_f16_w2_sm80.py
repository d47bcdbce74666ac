# CUTLASS-style FastDivmod with tl.umulhi: a permuted copy of a 4-D f16 tensor
# [6, 35, 17, 23(padded to 24)] into a dense [6, 17, 35, 23] output, each
# output linear index unravelled by three magic-number divisions
# q = (umulhi(n, magic) + n) >> shift on uint32 (magics over 2^31 arrive as
# negative i32 scalars), remainder n - q * d; 82110 elements, 512 per program.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,512
# launch: grid = 161, num_warps = 2
# args: f16[85680]=randn f16[82110]=zeros i32=82110 i32=14280 i32=408 i32=24 i32=23 i32=1680639377 i32=5 i32=35 i32=-736280107 i32=6 i32=17 i32=-505290270 i32=5
# outputs: 1
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _fast_divmod(n, divisor, magic, shift):
    hi = tl.umulhi(n, magic.to(tl.uint32))
    q = (hi + n) >> shift.to(tl.uint32)
    r = n - q * divisor.to(tl.uint32)
    return q, r


@triton.jit
def permute_copy_fastdivmod_kernel(
    src_ptr,
    dst_ptr,
    numel,
    stride_a,
    stride_b,
    stride_c,
    d_div,
    d_magic,
    d_shift,
    b_div,
    b_magic,
    b_shift,
    c_div,
    c_magic,
    c_shift,
    BLOCK: tl.constexpr,
):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < numel
    n = offs.to(tl.uint32)
    t0, d = _fast_divmod(n, d_div, d_magic, d_shift)
    t1, b = _fast_divmod(t0, b_div, b_magic, b_shift)
    a, c = _fast_divmod(t1, c_div, c_magic, c_shift)
    src_off = a.to(tl.int32) * stride_a + b.to(tl.int32) * stride_b + c.to(tl.int32) * stride_c + d.to(tl.int32)
    v = tl.load(src_ptr + src_off, mask=mask, other=0.0)
    tl.store(dst_ptr + offs, v, mask=mask)
