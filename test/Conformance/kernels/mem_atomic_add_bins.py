# Integer tl.atomic_add into 1000 bins by bin indices loaded from memory, with
# int32 weights: a weighted histogram, exact whatever the order of the atomics;
# 16 warps, masked tail (n = 4000007).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,i32,2048
# launch: grid = 1954, num_warps = 16
# args: i32[4000007]=int:0:999 i32[4000007]=int:-5:5 i32[1000]=zeros i32=4000007
# outputs: 2
import triton
import triton.language as tl


@triton.jit
def atomic_add_bins(bin_ptr, w_ptr, hist_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    b = tl.load(bin_ptr + offs, mask=mask, other=0)
    w = tl.load(w_ptr + offs, mask=mask, other=0)
    tl.atomic_add(hist_ptr + b, w, mask=mask)
