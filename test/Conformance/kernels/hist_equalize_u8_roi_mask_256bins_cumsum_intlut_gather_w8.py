# Histogram equalisation of u8 images [2, 120*97] inside a u8 ROI mask: pass 1
# accumulates tl.histogram(pixels, 256, mask=roi & tail) over 1024-pixel chunks,
# then an i32 CDF by tl.cumsum, cdf_min over non-empty bins, an exact integer LUT
# (cdf - cdf_min) * 255 // max(total - cdf_min, 1); pass 2 remaps ROI pixels
# through tl.gather(lut, pixels, 0) and keeps the others; histogram also stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*u8:16,*u8:16,*i32:16,i32,i32,1024,256
# launch: grid = 2, num_warps = 8
# args: u8[23280]=int:0:255 u8[23280]=int:0:1 u8[23280]=zeros i32[512]=zeros i32=11640 i32=11640
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def hist_equalize_kernel(
    img_ptr,
    roi_ptr,
    out_ptr,
    hist_ptr,
    n_pix,
    stride_img,
    BLOCK: tl.constexpr,
    NBINS: tl.constexpr,
):
    b = tl.program_id(0)
    img = img_ptr + b * stride_img
    roi = roi_ptr + b * stride_img
    out = out_ptr + b * stride_img
    lanes = tl.arange(0, BLOCK)

    hist = tl.zeros([NBINS], dtype=tl.int32)
    for start in range(0, n_pix, BLOCK):
        offs = start + lanes
        m = offs < n_pix
        px = tl.load(img + offs, mask=m, other=0).to(tl.int32)
        keep = m & (tl.load(roi + offs, mask=m, other=0) != 0)
        hist += tl.histogram(px, NBINS, mask=keep)

    bins = tl.arange(0, NBINS)
    tl.store(hist_ptr + b * NBINS + bins, hist)
    cdf = tl.cumsum(hist, axis=0)
    total = tl.sum(hist, axis=0)
    cdf_min = tl.min(tl.where(cdf > 0, cdf, 2147483647), axis=0)
    den = tl.maximum(total - cdf_min, 1)
    lut = (tl.maximum(cdf - cdf_min, 0) * 255) // den

    for start in range(0, n_pix, BLOCK):
        offs = start + lanes
        m = offs < n_pix
        px = tl.load(img + offs, mask=m, other=0)
        keep = m & (tl.load(roi + offs, mask=m, other=0) != 0)
        mapped = tl.gather(lut, px.to(tl.int32), 0)
        res = tl.where(keep, mapped.to(tl.uint8), px)
        tl.store(out + offs, res, mask=m)
