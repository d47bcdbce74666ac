# 64-bit integer arithmetic with large but overflow-free values (products up to
# ~1e15) over 1500 int64 and int32 inputs: multiply by >2^31 literals, signed
# division and remainder by a prime, shifts and masks of 40-bit quantities,
# int32->int64 upcasts and a 64-bit min/max clamp; 256-element blocks with tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*i32:16,*i64:16,*i64:16,*i32:16,i32,i64,256
# launch: grid = 6, num_warps = 4
# args: i64[1500]=int:-1000000:1000000 i32[1500]=int:-50000:50000 i64[1500]=zeros i64[1500]=zeros i32[1500]=zeros i32=1500 i64=998244353
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def int64_affine_mix_kernel(a_ptr, b_ptr, q_ptr, h_ptr, lo_ptr, N, P, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    a = tl.load(a_ptr + offs, mask=m, other=0)
    b = tl.load(b_ptr + offs, mask=m, other=0).to(tl.int64)
    # |a| <= 1e6, 3_000_000_019 > 2^31: |big| <= ~3e15
    big = a * 3000000019 + b * 4294967311 + 123456789012
    q = big // P
    r = big % P
    q = q * 1000 + r % 1000
    # 40-bit fields of |big|
    mag = tl.abs(big)
    hi = mag >> 40
    mid = (mag >> 20) & 0xFFFFF
    low = mag & ((1 << 20) - 1)
    h = (hi * 1048583 + mid) * 1048573 + (low ^ (mid << 3))
    h = tl.where(big < 0, -h, h)
    h = tl.minimum(tl.maximum(h, -(1 << 60)), (1 << 60) - 1)
    lo32 = (low + (offs.to(tl.int64) << 21)).to(tl.int32)
    tl.store(q_ptr + offs, q, mask=m)
    tl.store(h_ptr + offs, h, mask=m)
    tl.store(lo_ptr + offs, lo32, mask=m)
