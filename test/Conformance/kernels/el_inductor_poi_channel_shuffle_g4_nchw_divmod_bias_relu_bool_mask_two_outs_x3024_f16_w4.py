# Inductor-style pointwise kernel for ShuffleNet's channel_shuffle(groups=4)
# fused with a per-channel bias and ReLU on NCHW f16 [2, 24, 7, 9]: the flat
# xindex is unravelled with // and % (hw = x % 63, c = x // 63 % 24,
# n = x // 1512) and the source channel is (c % 4) * 6 + c // 4; two outputs,
# the shuffled activation (f16) and the ReLU mask as *i1 for the backward.
# XBLOCK 512, 3024 elements (tail), 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*i1:16,i32,512
# launch: grid = 6, num_warps = 4
# args: f16[3024]=randn f16[24]=randn f16[3024]=zeros i1[3024]=zeros i32=3024
# outputs: 2 3
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def triton_poi_fused_channel_shuffle_relu_threshold_0(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel,
                                                      XBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex % 63
    x1 = (xindex // 63) % 24
    x2 = xindex // 1512
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 63 * (x1 // 4) + 378 * (x1 % 4) + 1512 * x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + ((x1 // 4) + 6 * (x1 % 4)), xmask, eviction_policy="evict_last").to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = tl.maximum(tmp3, tmp2)
    tmp5 = 0.0
    tmp6 = tmp4 <= tmp5
    tl.store(out_ptr0 + x3, tmp4.to(tl.float16), xmask)
    tl.store(out_ptr1 + x3, tmp6, xmask)
