# Boolean scans on int1 tiles loaded through *i1 pointers ([19, 50] token
# validity and quote-marker masks, tile 4x64 with an L tail): prefix-OR and
# reverse (suffix) OR via tl.associative_scan give the span between the first
# and last valid token, an XOR scan gives "inside quotes" parity; rows are
# reduced with tl.reduce and xor / and combines; i1 tiles and vectors are
# stored through *i1 pointers, counts as int32.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i1:16,*i1:16,*i1:16,*i1:16,*i1:16,*i1:16,*i32:16,i32,i32,i32,4,64
# launch: grid = 5, num_warps = 4
# args: i1[950]=rand i1[950]=rand i1[950]=zeros i1[950]=zeros i1[19]=zeros i1[19]=zeros i32[19]=zeros i32=19 i32=50 i32=50
# outputs: 2 3 4 5 6
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _or(a, b):
    return a | b


@triton.jit
def _xor(a, b):
    return a ^ b


@triton.jit
def _and(a, b):
    return a & b


@triton.jit
def bool_span_scan_kernel(valid_ptr, quote_ptr, span_ptr, inq_ptr, parity_ptr, clean_ptr, count_ptr,
                          B, L, stride_b, BLOCK_B: tl.constexpr, BLOCK_L: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_B + tl.arange(0, BLOCK_B)
    cols = tl.arange(0, BLOCK_L)
    rm = rows < B
    m = rm[:, None] & (cols < L)[None, :]
    off = rows[:, None] * stride_b + cols[None, :]
    valid = tl.load(valid_ptr + off, mask=m, other=False)
    quote = tl.load(quote_ptr + off, mask=m, other=False)

    started = tl.associative_scan(valid, 1, _or)
    pending = tl.associative_scan(valid, 1, _or, reverse=True)
    span = started & pending
    tl.store(span_ptr + off, span, mask=m)

    # inclusive xor-scan of markers: the marker itself opens/closes a quote
    inq = tl.associative_scan(quote, 1, _xor)
    inq = inq & ~quote
    tl.store(inq_ptr + off, inq, mask=m)

    parity = tl.reduce(quote, 1, _xor)
    tl.store(parity_ptr + rows, parity, mask=rm)
    # every token inside the span is valid and not quoted
    ok = tl.where(span, valid & ~inq, True)
    clean = tl.reduce(ok, 1, _and)
    tl.store(clean_ptr + rows, clean, mask=rm)
    cnt = tl.sum(span.to(tl.int32), axis=1) + tl.sum(inq.to(tl.int32), axis=1) * 1000
    tl.store(count_ptr + rows, cnt, mask=rm)
