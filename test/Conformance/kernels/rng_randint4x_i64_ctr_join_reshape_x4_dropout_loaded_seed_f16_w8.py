# Dropout drawing four Philox words per counter (tl.randint4x) with an int64
# counter base past 2^32 and a seed loaded from a device tensor; the four
# uint32 streams are interleaved with nested tl.join + tl.reshape into one
# 1024-wide vector, mapped by tl.uint_to_uniform_float, and used to keep or
# zero (scaled by 1/(1-p)) a 100003-element f16 tensor; the keep mask is
# stored as int8.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i8:16,*i64:16,i32,fp32,i64,256
# launch: grid = 98, num_warps = 8
# args: f16[100003]=randn f16[100003]=zeros i8[100003]=zeros i64[1]=int:0:1000000 i32=100003 f32=0.25 i64=8589934597
# outputs: 1 2
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def dropout_randint4x_kernel(
    x_ptr,
    out_ptr,
    keep_ptr,
    seed_ptr,
    n,
    p,
    philox_offset,
    BLOCK: tl.constexpr,
):
    seed = tl.load(seed_ptr)
    pid = tl.program_id(0)
    lane = tl.arange(0, BLOCK)
    ctr = philox_offset + pid.to(tl.int64) * BLOCK + lane
    r0, r1, r2, r3 = tl.randint4x(seed, ctr)
    r = tl.reshape(tl.join(tl.join(r0, r1), tl.join(r2, r3)), [BLOCK * 4])
    u = tl.uint_to_uniform_float(r)

    offs = pid.to(tl.int64) * (BLOCK * 4) + tl.arange(0, BLOCK * 4)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    keep = u > p
    y = tl.where(keep, x / (1.0 - p), 0.0)
    tl.store(out_ptr + offs, y.to(tl.float16), mask=mask)
    tl.store(keep_ptr + offs, keep.to(tl.int8), mask=mask)
