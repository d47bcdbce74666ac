# PyTorch Inductor-style generated pointwise kernel for
# constant_pad_nd(cat([a * sigmoid(g), c], -1), (2, 4)) with dynamic sizes ks0
# (cat width, 40 static + ks0-40 dynamic) and ks1 (rows): flat xindex split by
# // and % into x0/x1/x2, a chain of range masks and tl.where, a broadcast
# gate load with evict_last, f16 in/out through f32 temporaries.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp16:16,*fp16:16,i32,i32,i32,256
# launch: grid = 14, num_warps = 4
# args: f16[2040]=randn f32[120]=randn f16[1173]=randn f16[3519]=zeros i32=63 i32=17 i32=3519
# outputs: 3
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def triton_poi_fused_cat_constant_pad_nd_mul_sigmoid_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ks0, ks1, xnumel, XBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex % (6 + ks0)
    x1 = (xindex // (6 + ks0)) % ks1
    x2 = xindex // (6 * ks1 + ks0 * ks1)
    x3 = xindex
    tmp0 = (-2) + x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = ks0
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = tl.full([1], 40, tl.int64)
    tmp7 = tmp0 < tmp6
    tmp8 = tmp7 & tmp5
    tmp9 = tl.load(in_ptr0 + ((-2) + x0 + 40 * x1 + 40 * ks1 * x2), tmp8 & xmask, other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr1 + ((-2) + x0 + 40 * x2), tmp8 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.sigmoid(tmp10)
    tmp12 = tmp9 * tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp8, tmp12, tmp13)
    tmp15 = tmp0 >= tmp6
    tmp16 = tmp15 & tmp5
    tmp17 = tl.load(in_ptr2 + ((-42) + x0 + x1 * ((-40) + ks0) + ks1 * x2 * ((-40) + ks0)), tmp16 & xmask, other=0.0).to(tl.float32)
    tmp18 = tl.full(tmp17.shape, 0.0, tmp17.dtype)
    tmp19 = tl.where(tmp16, tmp17, tmp18)
    tmp20 = tl.where(tmp7, tmp14, tmp19)
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp5, tmp20, tmp21)
    tl.store(out_ptr0 + (x3), tmp22, xmask)
