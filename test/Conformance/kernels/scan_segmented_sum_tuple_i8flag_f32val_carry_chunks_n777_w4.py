# Segmented inclusive sum: a tuple tl.associative_scan over (int8 head flag,
# f32 value) with the segmented combine (f1|f2, f2 ? v2 : v1+v2), chunks of
# 256 of a 777-long row carrying the open segment's running sum and a segment
# id base (tl.cumsum of the flags) between iterations; heads are raw == 0.
# Values integer-valued so every order gives the same sums.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i8:16,*fp32:16,*i32:16,i32,i32:16,256
# launch: grid = 3, num_warps = 4
# args: f32[2400]=int:-50:50 i8[2400]=int:0:9 f32[2400]=zeros i32[2400]=zeros i32=777 i32=800
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _segsum_combine(f1, v1, f2, v2):
    return f1 | f2, tl.where(f2 != 0, v2, v1 + v2)


@triton.jit
def segmented_cumsum_kernel(
    vals_ptr,
    raw_flags_ptr,
    out_ptr,
    seg_id_ptr,
    n,
    stride_row,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0)
    base = row * stride_row
    lanes = tl.arange(0, BLOCK)
    carry = 0.0
    seg_base = 0
    for start in range(0, n, BLOCK):
        offs = start + lanes
        mask = offs < n
        v = tl.load(vals_ptr + base + offs, mask=mask, other=0.0)
        raw = tl.load(raw_flags_ptr + base + offs, mask=mask, other=1)
        f = (raw == 0).to(tl.int8)
        fs, vs = tl.associative_scan((f, v), 0, _segsum_combine)
        out = tl.where(fs != 0, vs, vs + carry)
        tl.store(out_ptr + base + offs, out, mask=mask)
        fi = f.to(tl.int32)
        sid = tl.cumsum(fi, 0) + seg_base
        tl.store(seg_id_ptr + base + offs, sid, mask=mask)
        carry = tl.sum(tl.where(lanes == BLOCK - 1, out, 0.0), 0)
        seg_base += tl.sum(fi, 0)
