# Radix-sort key encoding by same-width bitcasts (f16/bf16 -> u16 widened to
# u32, f32 -> u32, f64 -> u64): negative values get all bits flipped, positive
# ones the sign bit, so unsigned key order equals float order; keys are stored
# through signed bitcasts (i16/i32/i64), decoded back to floats, and the number
# of keys below a loaded pivot's key is counted with an i32 atomic. 1 warp.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*bf16:16,*fp32:16,*fp64:16,*fp32:16,*i16:16,*i16:16,*i32:16,*i64:16,*fp16:16,*fp32:16,*fp64:16,*i32:16,i32,256
# launch: grid = 4, num_warps = 1
# args: f16[1000]=randn bf16[1000]=randn f32[1000]=randn f64[1000]=randn f32[1]=randn i16[1000]=zeros i16[1000]=zeros i32[1000]=zeros i64[1000]=zeros f16[1000]=zeros f32[1000]=zeros f64[1000]=zeros i32[4]=zeros i32=1000
# outputs: 5 6 7 8 9 10 11 12
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _key16(bits16):
    b = bits16.to(tl.uint32)
    flip = tl.where((b >> 15) == 1, 0xFFFF, 0x8000).to(tl.uint32)
    return (b ^ flip).to(tl.uint16)


@triton.jit
def _unkey16(key16):
    k = key16.to(tl.uint32)
    b = tl.where((k >> 15) == 1, k ^ 0x8000, k ^ 0xFFFF)
    return b.to(tl.uint16)


@triton.jit
def _key32(x):
    b = x.to(tl.uint32, bitcast=True)
    flip = tl.where((b >> 31) == 1, 0xFFFFFFFF, 0x80000000)
    return b ^ flip


@triton.jit
def _unkey32(k):
    b = tl.where((k >> 31) == 1, k ^ 0x80000000, ~k)
    return b.to(tl.float32, bitcast=True)


@triton.jit
def _key64(x):
    b = x.to(tl.uint64, bitcast=True)
    flip = tl.where((b >> 63) == 1, 0xFFFFFFFFFFFFFFFF, 0x8000000000000000)
    return b ^ flip


@triton.jit
def _unkey64(k):
    b = tl.where((k >> 63) == 1, k ^ 0x8000000000000000, ~k)
    return b.to(tl.float64, bitcast=True)


@triton.jit
def orderable_keys_kernel(h_ptr, bf_ptr, f_ptr, d_ptr, pivot_ptr,
                          kh_ptr, kbf_ptr, kf_ptr, kd_ptr,
                          h_back_ptr, f_back_ptr, d_back_ptr, counts_ptr,
                          n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n

    h = tl.load(h_ptr + offs, mask=mask, other=0.0)
    kh = _key16(h.to(tl.uint16, bitcast=True))
    tl.store(kh_ptr + offs, kh.to(tl.int16, bitcast=True), mask=mask)
    tl.store(h_back_ptr + offs, _unkey16(kh).to(tl.float16, bitcast=True), mask=mask)

    bf = tl.load(bf_ptr + offs, mask=mask, other=0.0)
    kbf = _key16(bf.to(tl.uint16, bitcast=True))
    tl.store(kbf_ptr + offs, kbf.to(tl.int16, bitcast=True), mask=mask)

    f = tl.load(f_ptr + offs, mask=mask, other=0.0)
    kf = _key32(f)
    tl.store(kf_ptr + offs, kf.to(tl.int32, bitcast=True), mask=mask)
    tl.store(f_back_ptr + offs, _unkey32(kf), mask=mask)

    d = tl.load(d_ptr + offs, mask=mask, other=0.0)
    kd = _key64(d)
    tl.store(kd_ptr + offs, kd.to(tl.int64, bitcast=True), mask=mask)
    tl.store(d_back_ptr + offs, _unkey64(kd), mask=mask)

    # rank of a pivot: keys below the pivot's key, and disagreements with the
    # float compare (both per-format, counted with integer atomics)
    pivot = tl.load(pivot_ptr)
    pk32 = _key32(pivot)
    pk64 = _key64(pivot.to(tl.float64))
    below32 = (kf < pk32) & mask
    below64 = (kd < pk64) & mask
    tl.atomic_add(counts_ptr + 0, tl.sum(below32.to(tl.int32)))
    tl.atomic_add(counts_ptr + 1, tl.sum(below64.to(tl.int32)))
    tl.atomic_add(counts_ptr + 2, tl.sum((below32 != ((f < pivot) & mask)).to(tl.int32)))
    pkh = _key16(pivot.to(tl.float16).to(tl.uint16, bitcast=True))
    tl.atomic_add(counts_ptr + 3, tl.sum(((kh < pkh) & mask).to(tl.int32)))
