# Hashing bit tricks on uint32 (bitcast from int32 keys): murmur3 fmix32, Lemire
# fast-range bucketing with tl.umulhi(h, nbuckets), SWAR popcount of the
# Hamming distance to a reference signature (shifts/masks, multiply-by-0x01010101),
# a 5-step mask-and-shift bit reverse, and the van der Corput radical inverse
# (bitrev * 2^-32) as f32.  N = 5000 masked in 1024 blocks.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*fp32:16,i32,i32,i32,1024
# launch: grid = 5, num_warps = 4
# args: i32[5000]=int:-2147483648:2147483647 i32[5000]=zeros i32[5000]=zeros i32[5000]=zeros f32[5000]=zeros i32=5000 i32=1000 i32=1540483477
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _fmix32(h):
    h ^= h >> 16
    h *= 0x85EBCA6B
    h ^= h >> 13
    h *= 0xC2B2AE35
    h ^= h >> 16
    return h


@triton.jit
def _popcount32(v):
    v = v - ((v >> 1) & 0x55555555)
    v = (v & 0x33333333) + ((v >> 2) & 0x33333333)
    v = (v + (v >> 4)) & 0x0F0F0F0F
    return (v * 0x01010101) >> 24


@triton.jit
def _bitreverse32(v):
    v = ((v >> 1) & 0x55555555) | ((v & 0x55555555) << 1)
    v = ((v >> 2) & 0x33333333) | ((v & 0x33333333) << 2)
    v = ((v >> 4) & 0x0F0F0F0F) | ((v & 0x0F0F0F0F) << 4)
    v = ((v >> 8) & 0x00FF00FF) | ((v & 0x00FF00FF) << 8)
    return (v >> 16) | (v << 16)


@triton.jit
def hash_bits_kernel(key_ptr, bucket_ptr, hamming_ptr, rev_ptr, vdc_ptr, N, nbuckets, ref_sig,
                     BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    k = tl.load(key_ptr + offs, mask=m, other=0).to(tl.uint32, bitcast=True)
    h = _fmix32(k)
    bucket = tl.umulhi(h, nbuckets.to(tl.uint32))
    ham = _popcount32(h ^ ref_sig.to(tl.uint32))
    rev = _bitreverse32(h)
    vdc = rev.to(tl.float32) * 2.3283064365386963e-10
    tl.store(bucket_ptr + offs, bucket.to(tl.int32, bitcast=True), mask=m)
    tl.store(hamming_ptr + offs, ham.to(tl.int32, bitcast=True), mask=m)
    tl.store(rev_ptr + offs, rev.to(tl.int32, bitcast=True), mask=m)
    tl.store(vdc_ptr + offs, vdc, mask=m)
