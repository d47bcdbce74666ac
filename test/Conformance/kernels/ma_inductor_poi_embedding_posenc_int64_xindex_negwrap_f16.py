# Inductor pointwise for embedding(tokens) + positional table (CLIP-like,
# seq 77, hidden 512) with 64-bit indexing: xoffset from
# tl.program_id(0).to(tl.int64), xindex .to(tl.int64), int64 token ids
# (negative ids wrap by +1000), the indirect-index tl.device_assert, a gather
# load of the f16 row at x0 + 512*tmp4, f32 positional add. XBLOCK 512, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*fp16:16,*fp32:16,*fp32:16,i32:16,512
# launch: grid = 462, num_warps = 2, num_stages = 1
# args: i64[462]=int:-1000:999 f16[1000,512]=randn f32[77,512]=randn f32[236544]=zeros i32=236544
# outputs: 3
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def triton_poi_fused_add_embedding_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 236544
    xoffset = tl.program_id(0).to(tl.int64) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:].to(tl.int64)
    xmask = xindex < xnumel
    x1 = xindex // 512
    x0 = (xindex % 512)
    x2 = ((xindex // 512) % 77)
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (x0 + 512*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([XBLOCK], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
    tmp6 = tl.load(in_ptr1 + (x0 + 512*tmp4), xmask).to(tl.float32)
    tmp8 = tmp6 + tmp7
    tl.store(out_ptr0 + (x3), tmp8, xmask)
