# Inductor-style fused pointwise over an NCHW [3, 7, 5, 11] f16 tensor
# (xnumel 1155, XBLOCK 256, tail masked): xindex decomposed into w/h/c/n with
# // and %, broadcasting loads of a per-channel bias, a per-(n,c) scale, an
# [N,C,1,W] row term and an [N,1,H,1] column term (evict_last hints), sigmoid
# gate, result stored channels-last (NHWC) through a permuted index.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp16:16,i32,256
# launch: grid = 5, num_warps = 4
# args: f16[1155]=randn f32[7]=randn f32[21]=randn f32[231]=randn f32[15]=randn f16[1155]=zeros i32=1155
# outputs: 5
# tol: 2e-3 2e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def triton_poi_fused_add_mul_sigmoid_permute_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex % 11
    x1 = (xindex // 11) % 5
    x2 = (xindex // 55) % 7
    x3 = xindex // 385
    x4 = xindex
    x5 = xindex // 55
    tmp0 = tl.load(in_ptr0 + (x4), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x5), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x0 + (11 * x2) + (77 * x3)), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr4 + (x1 + (5 * x3)), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tl.sigmoid(tmp6)
    tmp9 = tmp8 * tmp7
    tmp10 = tmp0 + tmp9
    tl.store(out_ptr0 + (x2 + (7 * x0) + (77 * x1) + (385 * x3)), tmp10.to(tl.float16), xmask)
