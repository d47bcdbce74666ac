# tl.device_print of an int tensor (decimal and hex), a float tensor, two
# operands at once, a scalar and a prefix alone; every thread prints the
# elements it holds, one line each. The printed text is not compared; the
# stored result is.
# signature: *i32:16,*fp32:16,*i32:16,i32,64
# launch: grid = 2, num_warps = 2
# args: i32[100]=rand f32[100]=randn i32[100]=zeros i32=100
# outputs: 2
import triton
import triton.language as tl


@triton.jit
def debug_print(x_ptr, f_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    f = tl.load(f_ptr + offs, mask=mask, other=0.0)
    tl.device_print("x", x)
    tl.device_print("x hex", x, hex=True)
    tl.device_print("f", f)
    tl.device_print("x and offs", x, offs)
    tl.device_print("n", n)
    tl.device_print("done")
    tl.store(out_ptr + offs, x + 1, mask=mask)
