# tl.split of a reshaped tile: a contiguous 2048-element bf16 block of
# interleaved (re, im) pairs, masked at the tail, reshaped to [1024, 2] and
# split into its two columns; the magnitude (fp32) and re - im (bf16) are
# stored planar. The reshape must put each pair in one thread for the split.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*bf16:16,i32,1024
# launch: grid = 3073, num_warps = 8
# args: bf16[3145731,2]=randn f32[3145731]=zeros bf16[3145731]=zeros i32=3145731
# outputs: 1 2
# tol: 1e-5 1e-2
import triton
import triton.language as tl


@triton.jit
def split_pairs(z_ptr, mag_ptr, diff_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    zoffs = pid * (2 * BLOCK) + tl.arange(0, 2 * BLOCK)
    z = tl.load(z_ptr + zoffs, mask=zoffs < 2 * n, other=0.0)
    re, im = tl.split(tl.reshape(z, (BLOCK, 2)))
    re = re.to(tl.float32)
    im = im.to(tl.float32)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(mag_ptr + offs, tl.sqrt(re * re + im * im), mask=mask)
    tl.store(diff_ptr + offs, (re - im).to(tl.bfloat16), mask=mask)
