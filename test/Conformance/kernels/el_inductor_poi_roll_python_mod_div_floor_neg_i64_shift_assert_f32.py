# Inductor-style generated pointwise kernel (xnumel, XBLOCK, flattened x0/x1/x2
# index math with constant sizes): torch.roll of a [4, 33, 57] f32 tensor by
# per-batch int64 shifts (negative and larger than the dim) through the
# remainder_integer helper (Python-mod fix-up of C '%'), an index device_assert,
# plus torch.floor_divide / torch.remainder of int32 tensors with negative
# operands via div_floor_integer / remainder_integer.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i64:16,*i64:16,*i32:16,*i32:16,*fp32:16,*i32:16,*i32:16,i32,1024
# launch: grid = 8, num_warps = 4
# args: f32[7524]=randn i64[4]=int:-70:70 i64[4]=int:-130:130 i32[7524]=int:-100:100 i32[7524]=int:-9:9 f32[7524]=zeros i32[7524]=zeros i32[7524]=zeros i32=7524
# outputs: 5 6 7
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def div_floor_integer(a, b):
    quot = a // b
    remainder = a % b
    fixed = tl.where(remainder != 0, quot - 1, quot)
    return tl.where((a < 0) != (b < 0), fixed, quot)


@triton.jit
def remainder_integer(a, b):
    remainder = a % b
    return tl.where((remainder != 0) & ((a < 0) != (b < 0)), remainder + b, remainder)


@triton.jit
def triton_poi_fused_floor_divide_remainder_roll_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, xnumel, XBLOCK: tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex % 57
    x1 = (xindex // 57) % 33
    x2 = xindex // 1881
    x3 = xindex
    tmp0 = tl.load(in_ptr1 + (x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr2 + (x2), xmask, eviction_policy='evict_last')
    tmp2 = x1.to(tl.int64)
    tmp3 = tmp2 - tmp0
    tmp4 = tl.full([1], 33, tl.int64)
    tmp5 = remainder_integer(tmp3, tmp4)
    tmp6 = x0.to(tl.int64)
    tmp7 = tmp6 - tmp1
    tmp8 = tl.full([1], 57, tl.int64)
    tmp9 = remainder_integer(tmp7, tmp8)
    tl.device_assert(((0 <= tmp5) & (tmp5 < 33)) | ~(xmask), "index out of bounds: 0 <= tmp5 < 33")
    tmp10 = tl.load(in_ptr0 + (tmp9 + 57 * tmp5 + 1881 * x2), xmask)
    tl.store(out_ptr0 + (x3), tmp10, xmask)
    tmp11 = tl.load(in_ptr3 + (x3), xmask)
    tmp12 = tl.load(in_ptr4 + (x3), xmask)
    tmp13 = tl.full([1], 0, tl.int32)
    tmp14 = tmp12 == tmp13
    tmp15 = tl.full([1], 7, tl.int32)
    tmp16 = tl.where(tmp14, tmp15, tmp12)
    tmp17 = div_floor_integer(tmp11, tmp16)
    tmp18 = remainder_integer(tmp11, tmp16)
    tl.store(out_ptr1 + (x3), tmp17, xmask)
    tl.store(out_ptr2 + (x3), tmp18, xmask)
