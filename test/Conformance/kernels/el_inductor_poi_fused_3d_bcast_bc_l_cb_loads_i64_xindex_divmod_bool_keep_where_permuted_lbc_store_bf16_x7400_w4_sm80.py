# Inductor pointwise kernel over a [4, 50, 37] bf16 tensor with int64 indexing
# (program_id widened before the XBLOCK multiply): xindex split by % and // into
# (x2, x1, x0), broadcast loads of a [B, 1, C] f32 scale, a [1, L, 1] bool keep
# mask and a bias stored transposed as [C, B] (x2 + 4*x0), gated product
# x*sigmoid(x*s)+bias zeroed where !keep, stored permuted as [L, B, C], plus the
# pre-activation in contiguous order. 7400 elements, XBLOCK=512 tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*i1:16,*fp16:16,*bf16:16,*fp32:16,i32,512
# launch: grid = 15, num_warps = 4
# args: bf16[4,50,37]=randn f32[4,37]=randn i1[50]=rand f16[37,4]=randn bf16[50,4,37]=zeros f32[4,50,37]=zeros i32=7400
# outputs: 4 5
# tol: 1e-2 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def triton_poi_fused_add_mul_permute_sigmoid_where_0(
    in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, XBLOCK: tl.constexpr
):
    xoffset = tl.program_id(0).to(tl.int64) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:].to(tl.int64)
    xmask = xindex < xnumel
    x0 = xindex % 37
    x1 = (xindex // 37) % 50
    x2 = xindex // 1850
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x3), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0 + (37 * x2)), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last').to(tl.int1)
    tmp5 = tl.load(in_ptr3 + (x2 + (4 * x0)), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.sigmoid(tmp2)
    tmp6 = tmp0 * tmp3
    tmp7 = tmp6 + tmp5
    tmp8 = 0.0
    tmp9 = tl.where(tmp4, tmp7, tmp8)
    tl.store(out_ptr0 + (x0 + (37 * x2) + (148 * x1)), tmp9, xmask)
    tl.store(out_ptr1 + (x3), tmp2, xmask)
