# Inductor 1-D pointwise for cat([silu(a), b], dim=1) of bf16 [13, 200, 64] and
# [13, 100, 64]: x1 = (xindex // 64) % 300 picks the source, two masked loads
# (tmp4 & xmask / tmp9 & xmask, other=0.0) joined by tl.where with
# tl.full(shape, 0.0) fill, i64 bounds from tl.full([1], ., tl.int64); two
# outputs (bf16 cat, f32 cat * 0.125). XBLOCK = 1024, 4 warps, masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,i32:16,1024
# launch: grid = 244, num_warps = 4, num_stages = 1
# args: bf16[13,200,64]=randn bf16[13,100,64]=randn bf16[249600]=zeros f32[249600]=zeros i32=249600
# outputs: 2 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def triton_poi_fused_cat_mul_silu_0(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 249600
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 64) % 300)
    x0 = (xindex % 64)
    x2 = xindex // 19200
    x3 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 200, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 64*(x1) + 12800*x2), tmp4 & xmask, other=0.0).to(tl.float32)
    tmp6 = tl.sigmoid(tmp5)
    tmp7 = tmp5 * tmp6
    tmp8 = tl.full(tmp7.shape, 0.0, tmp7.dtype)
    tmp9 = tl.where(tmp4, tmp7, tmp8)
    tmp10 = tmp0 >= tmp3
    tmp11 = tl.full([1], 300, tl.int64)
    tmp12 = tmp0 < tmp11
    tmp13 = tl.load(in_ptr1 + (x0 + 64*((-200) + x1) + 6400*x2), tmp10 & xmask, other=0.0).to(tl.float32)
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp10, tmp13, tmp14)
    tmp16 = tl.where(tmp4, tmp9, tmp15)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = 0.125
    tmp19 = tmp17 * tmp18
    tl.store(out_ptr0 + (x3), tmp16, xmask)
    tl.store(out_ptr1 + (x3), tmp19, xmask)
