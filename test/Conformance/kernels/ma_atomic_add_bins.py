# Integer tl.atomic_add into 4096 bins at indices loaded from memory
# (weights 1..9, int32: the final bins are exact whatever the order), masked
# tail; the returned old values are not used.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,i32,1024
# launch: grid = 3907, num_warps = 4
# args: i32[4000001]=int:0:4095 i32[4000001]=int:1:9 i32[4096]=zeros i32=4000001
# outputs: 2
import triton
import triton.language as tl


@triton.jit
def atomic_add_bins(idx_ptr, w_ptr, bins_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    idx = tl.load(idx_ptr + offs, mask=mask, other=0)
    w = tl.load(w_ptr + offs, mask=mask, other=0)
    tl.atomic_add(bins_ptr + idx, w, mask=mask)
