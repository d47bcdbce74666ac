# tl.histogram of int32 values in 0..255 into 256 bins, one histogram per
# 4096-element block (no atomics: deterministic); 4,000,000 inputs, so the
# last program's block is partly masked through histogram's mask.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,i32:16,4096,256
# launch: grid = 977, num_warps = 8
# args: i32[4000000]=int:0:255 i32[250112]=zeros i32=4000000
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def block_histograms(x_ptr, h_ptr, n, BLOCK: tl.constexpr, BINS: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    h = tl.histogram(x, BINS, mask=mask)
    tl.store(h_ptr + pid * BINS + tl.arange(0, BINS), h)
