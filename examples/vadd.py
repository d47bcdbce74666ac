# Element-wise sum of two vectors: out = x + y.
# signature: *fp32:16,*fp32:16,*fp32:16,i32:16,1024
# launch: grid = cdiv(n, BLOCK), num_warps = 4
import triton
import triton.language as tl


@triton.jit
def vadd(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)
