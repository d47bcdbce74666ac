# tl.histogram of loaded int32 values already in [0, BINS) (no folding), one
# 256-bin histogram per program of 4096 inputs; the last program's block is
# partly past the end and masked through histogram's mask argument.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,i32,4096,256
# launch: grid = 2048, num_warps = 4
# args: i32[8388571]=int:0:255 i32[2048,256]=zeros i32=8388571
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def red_histogram(x_ptr, h_ptr, n, BLOCK: tl.constexpr, BINS: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    h = tl.histogram(x, BINS, mask=mask)
    tl.store(h_ptr + pid * BINS + tl.arange(0, BINS), h)
