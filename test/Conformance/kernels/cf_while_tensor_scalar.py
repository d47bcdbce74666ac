# scf.while carrying a tensor and two scalars (an int stride that doubles and
# the float weight 2^-k); the condition tests the carried stride against a
# runtime limit. fp16 input with masked neighbour loads, fp32 output.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,i32,i32,512
# launch: grid = 3907, num_warps = 2
# args: f16[2000003]=randn f32[2000003]=zeros i32=2000003 i32=200
# outputs: 1
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def while_tensor_scalar(x_ptr, y_ptr, n, limit, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    acc = tl.load(x_ptr + offs, mask=offs < n, other=0.0).to(tl.float32)
    w = 1.0
    stride = 1
    while stride < limit:
        nb = offs + stride
        w = w * 0.5
        acc += w * tl.load(x_ptr + nb, mask=nb < n, other=0.0).to(tl.float32)
        stride = stride * 2
    tl.store(y_ptr + offs, acc, mask=offs < n)
