# tl.device_assert on a tensor and on a scalar, which tt-front emits only
# in debug mode (tt-front --debug, Triton's TRITON_DEBUG=1; debug mode also
# checks the int32 arithmetic for overflow). The inputs satisfy both
# assertions, so the kernel runs to the end.
# front: --debug
# signature: *i32:16,*i32:16,i32,128
# launch: grid = 4, num_warps = 4
# args: i32[500]=iota i32[500]=zeros i32=500
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def debug_assert(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    tl.device_assert(x >= 0, "x must not be negative")
    tl.device_assert(n > 0, "n must be positive")
    tl.store(out_ptr + offs, x * 2 + 1, mask=mask)
