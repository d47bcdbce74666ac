# Tensor-statistics pass for fp8 scaling decisions: bf16 values are widened
# to f32 and bitcast to i32; the 8-bit exponent field feeds a 256-bin
# tl.histogram and (sign, top-4 mantissa bits) a 32-bin one.  Programs
# grid-stride over n = 10000 with tl.num_programs(0); masked tail lanes are
# routed to bin 0 and subtracted back, and each program adds its private
# histograms to the global bins with vector integer atomics.  4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*i32:16,*i32:16,i32,512,256,32
# launch: grid = 6, num_warps = 4
# args: bf16[10000]=randn i32[256]=zeros i32[32]=zeros i32=10000
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bf16_bitfield_histogram_kernel(x_ptr, ehist_ptr, mhist_ptr, n,
                                   BLOCK: tl.constexpr, EBINS: tl.constexpr, MBINS: tl.constexpr):
    pid = tl.program_id(0)
    nprog = tl.num_programs(0)
    ebin_ids = tl.arange(0, EBINS)
    mbin_ids = tl.arange(0, MBINS)
    acc_e = tl.zeros((EBINS,), dtype=tl.int32)
    acc_m = tl.zeros((MBINS,), dtype=tl.int32)
    for start in range(pid * BLOCK, n, nprog * BLOCK):
        offs = start + tl.arange(0, BLOCK)
        m = offs < n
        x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
        bits = x.to(tl.int32, bitcast=True)
        expo = (bits >> 23) & 0xFF
        sign = (bits >> 31) & 1
        nib = (bits >> 19) & 0xF
        acc_e += tl.histogram(tl.where(m, expo, 0), EBINS)
        acc_m += tl.histogram(tl.where(m, sign * 16 + nib, 0), MBINS)
        n_masked = BLOCK - tl.sum(m.to(tl.int32), axis=0)
        acc_e -= tl.where(ebin_ids == 0, n_masked, 0)
        acc_m -= tl.where(mbin_ids == 0, n_masked, 0)
    tl.atomic_add(ehist_ptr + ebin_ids, acc_e, sem="relaxed")
    tl.atomic_add(mhist_ptr + mbin_ids, acc_m, sem="relaxed")
